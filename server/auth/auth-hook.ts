/**
 * Sets request.auth from `Authorization: Bearer <access token>`. A missing, bad or expired token, or one
 * whose session has ended, leaves request.auth null. A bearer starting `tsk_` is a company API key
 * (api-key-auth.ts): refused with 401 when revoked or expired, 403 outside its scope; it ignores share links.
 *
 * Share links: a request without a bearer token whose session-token header names a live share link is a
 * shared visitor (read only: anything but GET, HEAD and OPTIONS answers 403). A signed-in user's request
 * may carry the header too; it is kept as `auth.share` and grants read only where their own rights do
 * not reach (server/domain/project-access.ts).
 *
 * Secure by default: every route under /api answers 401 to a caller without a valid token, before its
 * body is even validated, unless the route declares `config: { public: true }`. Handlers call
 * requireAuth(request) to get the context typed as present.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { LIVE_CLIENT_HEADER, SESSION_TOKEN_HEADER } from '../../core/domain/http-conventions';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { AccessTokenSigner } from './access-token';
import { assertApiKeyMayCall, authContextForApiKey } from './api-key-auth';
import { isApiKeyToken } from './api-key-token';
import type { AuthContext } from './auth-context';
import { sessionIsAlive } from './session-store';
import { resolveShareGrant, sharedVisitorContext } from './share-grant';
import { userAuthContext } from './user-auth-context';
import { forbidden, unauthorized } from '../errors';

const BEARER = /^Bearer\s+(\S+)$/i;

export async function authContextForToken(
  db: Database,
  signer: AccessTokenSigner,
  token: string,
): Promise<AuthContext | null> {
  const claims = signer.verify(token);
  return claims ? authContextForSession(db, claims.uid, claims.sid) : null;
}

/** The auth context of a user's session while it is alive (not signed out, not expired); null once it is not. */
export async function authContextForSession(db: Database, userId: number, sessionId: number): Promise<AuthContext | null> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, sessionId), eq(sessions.user_id, userId), sessionIsAlive()));
  return row ? userAuthContext(db, row.user, sessionId) : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sessionTokenOf(request: FastifyRequest): string | null {
  const header = request.headers[SESSION_TOKEN_HEADER];
  return typeof header === 'string' && header.trim() ? header.trim() : null;
}

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

function needsAuth(request: FastifyRequest, publicPrefixes: readonly string[]): boolean {
  if (request.is404) return false;
  const url = request.routeOptions.url ?? '';
  if (!url.startsWith('/api/') || request.routeOptions.config.public === true) return false;
  return !publicPrefixes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));
}

export function installAuthHook(
  app: FastifyInstance,
  signer: AccessTokenSigner,
  options: { publicPrefixes?: readonly string[] } = {},
): void {
  const publicPrefixes = options.publicPrefixes ?? [];
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerTokenOf(request);
    if (token && isApiKeyToken(token)) {
      request.auth = await authContextForApiKey(app.db, token);
      if (!needsAuth(request, publicPrefixes)) return;
      if (!request.auth?.apiKey) throw unauthorized({ code: 'apiKeyInvalid', message: 'This API key is not valid: it may have been revoked or have expired.' });
      assertApiKeyMayCall(request, request.auth.apiKey.scope);
      return;
    }
    request.auth = token ? await authContextForToken(app.db, signer, token) : null;
    const liveClientId = request.headers[LIVE_CLIENT_HEADER];
    if (request.auth && typeof liveClientId === 'string') request.auth.liveClientId = liveClientId;
    const sessionToken = sessionTokenOf(request);
    // A bad or expired bearer token stays a 401 (the client refreshes it), even with a share link.
    if (sessionToken && (request.auth || !token)) {
      const grant = await resolveShareGrant(app.db, sessionToken);
      if (request.auth) request.auth.share = grant;
      else if (grant) request.auth = sharedVisitorContext(grant);
    }
    if (!needsAuth(request, publicPrefixes)) return;
    if (!request.auth) throw unauthorized();
    if (request.auth.kind === 'shared' && !SAFE_METHODS.has(request.method)) {
      throw forbidden({ code: 'shareLinkReadOnly', message: 'A share link only lets you look. Sign in with your own account to make changes.' });
    }
  });
}
