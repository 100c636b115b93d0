/**
 * Splits a text/event-stream into the data of its events, however the bytes arrive: a chunk may end in the
 * middle of a line, of a "\r\n" or of a multi-byte character. Only `data:` fields matter here (the assistant
 * stream sends nothing else); several `data:` lines of one event are joined with "\n", as the standard says.
 */
export class SseParser {
  private readonly decoder = new TextDecoder();
  private buffer = '';
  private data: string[] = [];

  /** Feeds a chunk and returns the data of every event it completes. */
  push(chunk: Uint8Array | string): string[] {
    this.buffer += typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    const events: string[] = [];
    let end: number;
    while ((end = this.lineEnd()) >= 0) {
      const line = this.buffer.slice(0, end);
      const afterBreak = this.buffer[end] === '\r' && this.buffer[end + 1] === '\n' ? end + 2 : end + 1;
      this.buffer = this.buffer.slice(afterBreak);
      const event = this.line(line);
      if (event !== null) events.push(event);
    }
    return events;
  }

  /** The data of an event the stream ended without a blank line after, if any. */
  finish(): string[] {
    const rest = this.push(this.decoder.decode());
    // A "\r" still waiting is a line break after all.
    const events = this.buffer === '\r' ? [...rest, ...this.push('\n')] : rest;
    if (this.buffer) this.line(this.buffer);
    this.buffer = '';
    const last = this.line('');
    return last === null ? events : [...events, last];
  }

  /** Where the first complete line ends; a lone "\r" at the end may be the first half of "\r\n", so it waits. */
  private lineEnd(): number {
    for (let index = 0; index < this.buffer.length; index++) {
      const char = this.buffer[index];
      if (char === '\n') return index;
      if (char === '\r') return index + 1 < this.buffer.length ? index : -1;
    }
    return -1;
  }

  private line(line: string): string | null {
    if (line === '') {
      if (this.data.length === 0) return null;
      const event = this.data.join('\n');
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    return null;
  }
}
