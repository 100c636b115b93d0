import { describe, expect, it } from 'vitest';
import { normalizeHref } from './normalize-href';

describe('normalizeHref', () => {
  it('stores a bare domain as an https address', () => {
    expect(normalizeHref('example.com')).toBe('https://example.com');
    expect(normalizeHref(' example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(normalizeHref('www.example.com/')).toBe('https://www.example.com/');
    expect(normalizeHref('//example.com')).toBe('https://example.com');
  });

  it('keeps web and mail addresses as typed', () => {
    expect(normalizeHref('http://example.com/x')).toBe('http://example.com/x');
    expect(normalizeHref('HTTPS://Example.com')).toBe('HTTPS://Example.com');
    expect(normalizeHref('mailto:a@b.test')).toBe('mailto:a@b.test');
  });

  it('refuses other schemes and addresses that are not one', () => {
    for (const address of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'mailto:nobody', 'hello', '', '   ', 'http://']) {
      expect(normalizeHref(address), address).toBeNull();
    }
  });
});
