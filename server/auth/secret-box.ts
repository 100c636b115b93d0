/**
 * Encrypts small secrets kept in the database (a company provider's client secret) and sealed values handed
 * to the browser (the OpenID Connect sign-in flow cookie): AES-256-GCM under a key from server_secrets, so a
 * copy of a table or a cookie alone reveals nothing, and any change to the sealed text is detected.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed text starts with its format version, so the format can change without misreading old rows. */
const VERSION = 'v1';

export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The secret box needs a 32-byte key.');
  }

  /** `v1.<iv>.<ciphertext>.<tag>`, base64url; `context` must be given again to open it. */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The plain text, or null when the sealed text was changed, sealed under another key or another context. */
  open(sealed: string, context: string): string | null {
    const [version, iv, body, tag, ...rest] = sealed.split('.');
    if (version !== VERSION || !iv || body === undefined || !tag || rest.length > 0) return null;
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
