import { describe, expect, it } from 'vitest';
import { AccessTokenSigner } from './access-token';

const key = Buffer.from('k'.repeat(32));

describe('AccessTokenSigner', () => {
  it('verifies its own token and reads the session and user back', () => {
    const signer = new AccessTokenSigner(key, 900, () => 1_000_000);
    const claims = signer.verify(signer.sign(7, 42));
    expect(claims).toEqual({ sid: 7, uid: 42, exp: 1000 + 900 });
  });

  it('refuses a token once its lifetime has passed', () => {
    let now = 1_000_000;
    const signer = new AccessTokenSigner(key, 900, () => now);
    const token = signer.sign(1, 2);
    now += 899_000;
    expect(signer.verify(token)).not.toBeNull();
    now += 1_000;
    expect(signer.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key', () => {
    const other = new AccessTokenSigner(Buffer.from('x'.repeat(32)));
    expect(new AccessTokenSigner(key).verify(other.sign(1, 2))).toBeNull();
  });

  it('refuses a changed payload', () => {
    const signer = new AccessTokenSigner(key);
    const [, signature] = signer.sign(1, 2).split('.');
    const forged = Buffer.from(JSON.stringify({ sid: 1, uid: 3, exp: 9_999_999_999 })).toString('base64url');
    expect(signer.verify(`${forged}.${signature}`)).toBeNull();
  });

  it('refuses malformed tokens without throwing', () => {
    const signer = new AccessTokenSigner(key);
    for (const bad of ['', 'a', 'a.b.c', '.', 'bm90IGpzb24.sig']) expect(signer.verify(bad)).toBeNull();
  });

  it('refuses a well-signed payload that lacks the claims', () => {
    const signer = new AccessTokenSigner(key);
    const payload = Buffer.from(JSON.stringify({ sid: 'one', uid: 2, exp: 9_999_999_999 })).toString('base64url');
    const [, signature] = new AccessTokenSigner(key).sign(1, 1).split('.');
    expect(signer.verify(`${payload}.${signature}`)).toBeNull();
  });
});
