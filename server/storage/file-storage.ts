/**
 * Where uploaded files live. Routes and domain code only see FileStorage, so an S3-compatible store can
 * replace the local folder without touching them: keys are opaque, slash-separated, URL-safe strings.
 */
import { randomBytes } from 'node:crypto';

export interface StoredFile {
  key: string;
  content_type: string;
  byte_size: number;
}

export interface FileStorage {
  /** Stores the bytes under a new key that starts with `prefix` (e.g. `projects/12/image`). */
  put(prefix: string, data: Buffer, contentType: string, extension?: string): Promise<StoredFile>;
  /** The bytes and content type, or null when the key is unknown. */
  get(key: string): Promise<{ data: Buffer; content_type: string } | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_.-]+)*$/i;

/** Keys never climb out of the storage root. */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

export function newKey(prefix: string, extension = ''): string {
  const cleanPrefix = prefix.replace(/[^a-z0-9_/-]/gi, '').replace(/^\/+|\/+$/g, '');
  const ext = extension.replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `${cleanPrefix}/${randomBytes(12).toString('hex')}${ext ? `.${ext}` : ''}`;
}

/** The URL an answer carries for a stored file (served by GET /api/files/{key}). */
export function fileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  // Already a URL (e.g. seeded or external images) stays as it is.
  if (/^(https?:)?\/\//.test(key) || key.startsWith('/')) return key;
  return `/api/files/${key}`;
}
