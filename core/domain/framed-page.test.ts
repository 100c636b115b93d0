import { describe, expect, it } from 'vitest';
import { framedPageOnOrigins, httpsOriginOf } from './framed-page';

const HOSTS = ['https://suite.acme.test', 'https://wiki.acme.test:8443'];

describe('a page of an allowed suite host', () => {
  it('is framed as it is when its origin is listed', () => {
    const url = 'https://suite.acme.test/app/board?id=4#top';
    expect(framedPageOnOrigins(url, HOSTS)).toEqual({ frameSrc: url, openUrl: url });
    expect(framedPageOnOrigins('https://wiki.acme.test:8443/', HOSTS)?.frameSrc).toBe('https://wiki.acme.test:8443/');
  });

  it.each([
    ['another host', 'https://other.acme.test/'],
    ['a lookalike host', 'https://suite.acme.test.evil.test/'],
    ['a sub-domain of a listed host', 'https://x.suite.acme.test/'],
    ['the listed host on another port', 'https://wiki.acme.test/'],
    ['plain http', 'http://suite.acme.test/'],
    ['a user name', 'https://me@suite.acme.test/'],
    ['a script', 'javascript:alert(1)'],
    ['text', 'suite.acme.test'],
  ])('refuses %s', (_, url) => {
    expect(framedPageOnOrigins(url, HOSTS)).toBeNull();
  });

  it('is refused while the company lists no hosts', () => {
    expect(framedPageOnOrigins('https://suite.acme.test/', [])).toBeNull();
  });
});

describe('an allowed host as the company admin enters it', () => {
  it('is an https origin, with a trailing slash or port', () => {
    expect(httpsOriginOf(' https://Suite.Acme.test/ ')).toBe('https://suite.acme.test');
    expect(httpsOriginOf('https://suite.acme.test:8443')).toBe('https://suite.acme.test:8443');
  });

  it.each(['http://suite.acme.test', 'https://suite.acme.test/path', 'https://suite.acme.test/?q=1', 'suite.acme.test', 'https://me@suite.acme.test'])(
    'refuses %s',
    (text) => expect(httpsOriginOf(text)).toBeNull(),
  );
});
