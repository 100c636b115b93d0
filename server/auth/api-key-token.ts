/**
 * Company API keys as text: `tsk_<prefix>_<secret>`. The prefix (8 hex digits) is kept in clear so lists
 * can tell keys apart; only the sha256 of the whole key is stored. The `tsk_` start tells a key from an
 * access token in `Authorization: Bearer`.
 */
import { createHash, randomBytes } from 'node:crypto';

export const API_KEY_START = 'tsk_';

export function isApiKeyToken(token: string): boolean {
  return token.startsWith(API_KEY_START);
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new key and what is stored of it. */
export function generateApiKey(): { key: string; prefix: string; secret_hash: string } {
  const prefix = `${API_KEY_START}${randomBytes(4).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  return { key, prefix, secret_hash: hashApiKey(key) };
}
