/**
 * Access tokens: `<payload>.<signature>`, both base64url; the payload names the session and the user and
 * when the token expires, the signature is HMAC-SHA256 over the payload. Stateless to check; the auth
 * hook still confirms the session is alive, so ending a session ends its tokens at once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from './auth-constants';

export interface AccessTokenClaims {
  /** Session id. */
  sid: number;
  /** User id. */
  uid: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export class AccessTokenSigner {
  constructor(
    private readonly key: Buffer,
    private readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
    private readonly now: () => number = Date.now,
  ) {}

  get expiresIn(): number {
    return this.ttlSeconds;
  }

  sign(sessionId: number, userId: number): string {
    const claims: AccessTokenClaims = { sid: sessionId, uid: userId, exp: Math.floor(this.now() / 1000) + this.ttlSeconds };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${this.signature(payload)}`;
  }

  /** The claims of a well-signed, unexpired token; null for anything else. */
  verify(token: string): AccessTokenClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.signature(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: Partial<AccessTokenClaims>;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessTokenClaims>;
    } catch {
      return null;
    }
    const { sid, uid, exp } = claims;
    if (!Number.isInteger(sid) || !Number.isInteger(uid) || typeof exp !== 'number') return null;
    if (exp * 1000 <= this.now()) return null;
    return { sid: sid as number, uid: uid as number, exp };
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
