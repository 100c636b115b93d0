import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('SseParser', () => {
  it('reads events whole and in any cut', () => {
    const stream = 'data: {"type":"delta","text":"Hé"}\n\ndata: {"type":"delta","text":"llo"}\n\n';
    const encoded = bytes(stream);
    for (let cut = 1; cut < encoded.length; cut++) {
      const parser = new SseParser();
      const events = [...parser.push(encoded.slice(0, cut)), ...parser.push(encoded.slice(cut)), ...parser.finish()];
      expect(events).toEqual(['{"type":"delta","text":"Hé"}', '{"type":"delta","text":"llo"}']);
    }
  });

  it('takes CRLF and CR line breaks, even when CRLF is split between chunks', () => {
    const parser = new SseParser();
    expect(parser.push('data: a\r')).toEqual([]);
    expect(parser.push('\n\r\ndata: b\r')).toEqual(['a']);
    expect(parser.push('\r')).toEqual([]);
    expect(parser.finish()).toEqual(['b']);
  });

  it('joins several data lines of one event and skips comments and other fields', () => {
    const parser = new SseParser();
    expect(parser.push(': keep-alive\nevent: x\nid: 3\ndata: one\ndata:two\n\n')).toEqual(['one\ntwo']);
  });

  it('gives the last event when the stream ends without a blank line', () => {
    const parser = new SseParser();
    expect(parser.push('data: last')).toEqual([]);
    expect(parser.finish()).toEqual(['last']);
  });

  it('gives nothing for blank lines alone', () => {
    const parser = new SseParser();
    expect([...parser.push('\n\n\r\n'), ...parser.finish()]).toEqual([]);
  });
});
