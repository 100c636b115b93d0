/** Password hashing with scrypt (node:crypto): `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** About 16 MB and 50-100 ms per check: slow for guessing, fine for signing in. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 16384, r: 8, p: 1 };

/** For passwords that are public anyway (the demo accounts'): hashing them hard protects nothing. */
export const PUBLIC_PASSWORD_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, { ...cost, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts;
  const expected = Buffer.from(keyText, 'base64');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isInteger)) return false;
  const key = await scrypt(password, Buffer.from(saltText, 'base64'), { ...cost, maxmem: 64 * 1024 * 1024 });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that matches no password: verifying against it costs the same time as a real one. */
export const DUMMY_PASSWORD_HASH = `scrypt$${DEFAULT_SCRYPT_COST.N}$${DEFAULT_SCRYPT_COST.r}$${DEFAULT_SCRYPT_COST.p}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;
