/**
 * Access URLs (share links, embeds) carry opaque ids: base64 of `id|secret`. The route guard reads the
 * numeric twin from them (screens-and-editor.md §2, route guard rule 1); the server checks the secret.
 */
const DIGITS = /^\d+$/;
/** Secrets are printable text; a control character (NUL above all, which PostgreSQL refuses) makes a token invalid. */
const NOT_PRINTABLE = /[^\x20-\x7e\u00a0-\uffff]/;

/** The largest id a database row can have (a PostgreSQL integer): a larger one names nothing. */
export const MAX_ROW_ID = 2147483647;

export function isNumericId(value: string): boolean {
  return DIGITS.test(value);
}

function decodeBase64(text: string): string {
  if (typeof atob === 'function') {
    const binary = atob(text);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  }
  throw new Error('no base64 decoder');
}

function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The number an id parameter stands for: itself when all digits, else the part before `|` of its base64. */
export function numericTwin(value: string): number | null {
  if (isNumericId(value)) return Number(value);
  try {
    const decoded = decodeBase64(decodeURIComponent(value));
    const head = decoded.split('|', 1)[0];
    return isNumericId(head) ? Number(head) : null;
  } catch {
    return null;
  }
}

export function encodeAccessId(id: number, secret: string): string {
  return encodeBase64(`${id}|${secret}`);
}

export function decodeAccessId(value: string): { id: number; secret: string } | null {
  try {
    const decoded = decodeBase64(decodeURIComponent(value));
    const bar = decoded.indexOf('|');
    if (bar < 1) return null;
    const head = decoded.slice(0, bar);
    const secret = decoded.slice(bar + 1);
    const id = Number(head);
    return isNumericId(head) && id <= MAX_ROW_ID && secret && !NOT_PRINTABLE.test(secret) ? { id, secret } : null;
  } catch {
    return null;
  }
}
