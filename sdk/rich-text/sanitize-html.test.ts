import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes images with event handlers and scripts', () => {
    expect(sanitizeHtml('<p>Hi</p><img src=x onerror=alert(1)><script>alert(2)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes and inline styles from allowed tags', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p class="MsoNormal" aria-level="1" data-x="y" role="presentation">x</p>')).toBe('<p>x</p>');
  });

  it('keeps the formatting the editor offers', () => {
    const html =
      '<h1>T</h1><h2>S</h2><h3>s</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <code>c</code></p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>x = 1</code></pre><hr>' +
      '<table><tbody><tr><th colspan="2" rowspan="1"><p>h</p></th></tr><tr><td colspan="1" rowspan="2"><p>c</p></td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps images stored by Tessera and removes any other image', () => {
    const stored = '<p><img src="/api/files/projects/1/modules/2/images/a.png" alt="Plan"></p>';
    expect(sanitizeHtml(stored)).toBe(stored);
    expect(sanitizeHtml('<p>a<img src="data:image/png;base64,iVBORw0KGgo=">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<img src="https://tracker.example/pixel.png">')).toBe('');
    expect(sanitizeHtml('<img src="/api/files/../secrets.png">')).toBe('');
    expect(sanitizeHtml('<img src="//evil.example/api/files/x.png">')).toBe('');
  });

  it('removes scripts and event handlers inside tables', () => {
    expect(sanitizeHtml('<table><tbody><tr><td onmouseover="alert(1)">a<script>alert(2)</script></td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody></table>',
    );
  });

  it('keeps web links, opening in a new tab without access to this page', () => {
    expect(sanitizeHtml('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
    expect(sanitizeHtml('<a href="mailto:a@b.test">m</a>')).toBe('<a href="mailto:a@b.test" target="_blank" rel="noopener noreferrer">m</a>');
  });

  it('drops javascript:, data: and other schemes from links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JavaScript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="ftp://example.com">x</a>')).toBe('<a>x</a>');
  });

  it('gives the same result when run twice, so saved text does not change on reload', () => {
    const once = sanitizeHtml('<p>a<a href="https://x.test">x</a><iframe src="x"></iframe><img src="/api/files/a/b.png"></p><table><tr><td>c</td></tr></table>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
