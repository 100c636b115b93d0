import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_COST, hashPassword, needsRehash, verifyPassword } from './password';

const CHEAP_COST = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse!', hash)).toBe(false);
  });

  it('verifies a hash made at another cost, reading the cost from the hash', async () => {
    const hash = await hashPassword('tessera-demo', CHEAP_COST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('tessera-demo', hash)).toBe(true);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a missing or malformed stored hash, whatever the password', async () => {
    for (const password of ['', 'x']) {
      expect(await verifyPassword(password, null)).toBe(false);
      expect(await verifyPassword(password, 'plain-text')).toBe(false);
      expect(await verifyPassword(password, 'scrypt$a$b$c$salt$key')).toBe(false);
    }
  });

  it('asks to rehash a hash made at another cost than the default', async () => {
    expect(needsRehash(await hashPassword('p', CHEAP_COST))).toBe(true);
    expect(needsRehash(await hashPassword('p', DEFAULT_SCRYPT_COST))).toBe(false);
    expect(needsRehash('plain-text')).toBe(true);
  });
});
