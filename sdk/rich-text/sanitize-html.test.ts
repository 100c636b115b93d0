import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes images with event handlers and scripts', () => {
    expect(sanitizeHtml('<p>Hi</p><img src=x onerror=alert(1)><script>alert(2)</script>')).toBe('<p>Hi</p>');
  });

  it('removes event handler attributes and inline styles from allowed tags', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red">x</p>')).toBe('<p>x</p>');
  });

  it('keeps the formatting the editor offers', () => {
    const html = '<p><strong>b</strong> <em>i</em></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps web links, opening in a new tab without access to this page', () => {
    expect(sanitizeHtml('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it('drops javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('gives the same result when run twice, so saved text does not change on reload', () => {
    const once = sanitizeHtml('<p>a<a href="https://x.test">x</a><iframe src="x"></iframe></p>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
