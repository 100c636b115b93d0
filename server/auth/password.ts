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

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  key: Buffer;
}

function parseStoredHash(stored: string | null): StoredHash | null {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltText, keyText] = parts;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isInteger)) return null;
  return { cost, salt: Buffer.from(saltText, 'base64'), key: Buffer.from(keyText, 'base64') };
}

/** Matches no password; checked instead of a missing or unreadable hash. */
const DUMMY_HASH: StoredHash = { cost: DEFAULT_SCRYPT_COST, salt: Buffer.alloc(16), key: Buffer.alloc(KEY_LENGTH) };

/**
 * Whether `password` matches the stored hash. Every call does one scrypt check at the stored cost (the
 * default one for a missing or unreadable hash), so timing does not tell which accounts exist or have
 * a password.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  const hash = parsed ?? DUMMY_HASH;
  const key = await scrypt(password, hash.salt, { ...hash.cost, maxmem: 64 * 1024 * 1024 });
  return parsed !== null && key.length === hash.key.length && timingSafeEqual(key, hash.key);
}

/** A hash made at another cost than the default: checking it would take another time, so rehash it. */
export function needsRehash(stored: string): boolean {
  const cost = parseStoredHash(stored)?.cost;
  return !cost || cost.N !== DEFAULT_SCRYPT_COST.N || cost.r !== DEFAULT_SCRYPT_COST.r || cost.p !== DEFAULT_SCRYPT_COST.p;
}
