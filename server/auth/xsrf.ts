/**
 * Anti-forgery by double submit: the server hands out an XSRF-TOKEN cookie that page scripts can read,
 * and every state-changing request must echo it in X-XSRF-TOKEN (axios does so by itself). Another site
 * can make the browser send the cookie but cannot read it to set the header.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER } from '../../core/domain/http-conventions';
import { ApiError } from '../errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function invalidXsrfToken(): ApiError {
  return new ApiError(
    403,
    'invalid_csrf_token',
    'This request was refused because its anti-forgery token is missing or out of date. Reload the page and try again.',
  );
}

export function installXsrfProtection(app: FastifyInstance, options: { secureCookies: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: options.secureCookies,
      });
    }
    if (SAFE_METHODS.has(request.method)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(header, cookie)) throw invalidXsrfToken();
  });
}
