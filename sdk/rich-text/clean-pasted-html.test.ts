import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './clean-pasted-html';
import googleDocsClipboard from './paste-samples/google-docs.html?raw';
import wordClipboard from './paste-samples/word.html?raw';
import { sanitizeHtml } from './sanitize-html';

/** What the editor receives: cleaned, then sanitised; whitespace between tags folded for readable expectations. */
const pasted = (html: string) => sanitizeHtml(cleanPastedHtml(html)).replace(/>\s+</g, '><').replace(/\s+/g, ' ');

describe('cleanPastedHtml', () => {
  it('reduces Word HTML to its structure: heading, formatting, link, nested lists and a table', () => {
    const html = pasted(wordClipboard);
    expect(html).not.toMatch(/mso|Mso|o:p|class=|style=|supportLists|StartFragment|Symbol|·/);
    expect(html).toContain('<h1><span>Quarterly plan</span></h1>');
    expect(html).toContain('<span>We <b>must</b> ship the <i>pilot</i> by May. See <a href="https://intranet.example.com/plan" target="_blank" rel="noopener noreferrer">the plan</a>.</span>');
    expect(html).toContain('<ul><li><span>Hire two testers</span><ul><li><span>One for mobile</span></li></ul></li><li><span>Book the lab</span></li></ul>');
    expect(html).toContain('<ol><li><span>Draft</span></li><li><span>Review</span></li></ol>');
    expect(html).toContain('<table><tbody><tr><td><p><b><span>Risk</span></b></p></td><td><p><b><span>Owner</span></b></p></td></tr>');
  });

  it('removes the Google Docs wrapper and styles, keeping bold, italic, heading, list, link and table', () => {
    const html = pasted(googleDocsClipboard);
    expect(html).not.toMatch(/docs-internal-guid|style=|dir=|aria-level|role=|colgroup/);
    // The wrapper is a <b>: left in place, everything would turn bold.
    expect(html.startsWith('<h2>')).toBe(true);
    expect(html).toContain('<h2><span>Launch notes</span></h2>');
    expect(html).toContain('<span><strong>beta</strong></span>');
    expect(html).toContain('<span><em>soon</em></span>');
    expect(html).toContain('<a href="https://docs.example.com/beta" target="_blank" rel="noopener noreferrer"><span>the brief</span></a>');
    expect(html).toContain('<ol><li><p><span>Invite users</span></p></li><li><p><span>Collect feedback</span></p></li></ol>');
    expect(html).toContain('<table><tbody><tr><td><p><span><strong>Week</strong></span></p></td><td><p><span>12</span></p></td></tr></tbody></table>');
  });

  it('leaves ordinary HTML as it is', () => {
    expect(cleanPastedHtml('<p>a <strong>b</strong></p><ul><li>c</li></ul>')).toBe('<p>a <strong>b</strong></p><ul><li>c</li></ul>');
  });
});
