/**
 * Anti-forgery: the server hands out an XSRF-TOKEN cookie that page scripts can read, and every
 * state-changing request (and any safe-method route that declares `config: { xsrf: true }`) must echo
 * it in X-XSRF-TOKEN (axios does so by itself). Another site can make the browser send the cookie but
 * cannot read it to set the header.
 *
 * The token is bound to the session: for a request that names a session (by its bearer token, else by
 * its session cookie; either, when they differ) it must be the HMAC of that session's id, so a token taken from another session,
 * or planted in the cookie, is refused. Before sign-in there is no session; the token is then a random
 * value that the header must repeat (double submit). Share-link visitors have no session either, and
 * may only read anyway. Company API keys need no token: they come in the Authorization header only.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '../../core/domain/http-conventions';
import { ApiError } from '../errors';
import { isApiKeyToken } from './api-key-token';
import { bearerTokenOf } from './auth-hook';
import { sameSecret } from './constant-time';
import { findSessionBySecret } from './session-store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function invalidXsrfToken(): ApiError {
  return new ApiError(
    403,
    'invalid_csrf_token',
    'This request was refused because its anti-forgery token is missing or out of date. Reload the page and try again.',
    { code: 'formExpired' },
  );
}

export class XsrfTokens {
  constructor(
    private readonly key: Buffer,
    private readonly secureCookies: boolean,
  ) {}

  /** The token of a session. */
  forSession(sessionId: number): string {
    return createHmac('sha256', this.key).update(`xsrf:${sessionId}`).digest('base64url');
  }

  /** Sets the cookie to the session's token, or to a fresh random one when there is no session. */
  issue(reply: FastifyReply, sessionId: number | null): void {
    const token = sessionId === null ? randomBytes(24).toString('base64url') : this.forSession(sessionId);
    reply.setCookie(XSRF_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: false, secure: this.secureCookies });
  }
}

export function installXsrfProtection(app: FastifyInstance): void {
  const bearerSessionOf = (request: FastifyRequest): number | null => {
    const token = bearerTokenOf(request);
    return token ? (app.accessTokens.verify(token)?.sid ?? null) : null;
  };
  const cookieSessionOf = async (request: FastifyRequest): Promise<number | null> =>
    (await findSessionBySecret(app.db, request.cookies[SESSION_COOKIE]))?.id ?? null;

  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) app.xsrfTokens.issue(reply, bearerSessionOf(request));
    if (SAFE_METHODS.has(request.method) && request.routeOptions.config.xsrf !== true) return;
    // An API key travels only in the Authorization header, which another site cannot make a browser send.
    const bearer = bearerTokenOf(request);
    if (bearer && isApiKeyToken(bearer)) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string') throw invalidXsrfToken();
    const bearerSession = bearerSessionOf(request);
    if (bearerSession !== null && sameSecret(header, app.xsrfTokens.forSession(bearerSession))) return;
    // A tab still holding the bearer token of an earlier session shares the browser's cookie, whose token is
    // now the newer session's (the user signed in again in another tab): that token is as good.
    const cookieSession = await cookieSessionOf(request);
    if (cookieSession !== null) {
      if (sameSecret(header, app.xsrfTokens.forSession(cookieSession))) return;
      throw invalidXsrfToken();
    }
    if (bearerSession === null && cookie && sameSecret(header, cookie)) return;
    throw invalidXsrfToken();
  });
}
