/**
 * Sets request.auth from `Authorization: Bearer <access token>`. A missing, bad or expired token, or one
 * whose session has ended, leaves request.auth null.
 *
 * Secure by default: every route under /api answers 401 to a caller without a valid token, before its
 * body is even validated, unless the route declares `config: { public: true }`. Handlers call
 * requireAuth(request) to get the context typed as present.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { COMPANY_ROLE_PERMISSIONS } from '../../core/domain/company-role';
import type { Database } from '../db/client';
import { roleUsers, sessions, users } from '../db/schema';
import type { AccessTokenSigner } from './access-token';
import type { AuthContext } from './auth-context';
import { companyRoleOf } from './company-role-of';
import { sessionIsAlive } from './session-store';
import { unauthorized } from '../errors';

const BEARER = /^Bearer\s+(\S+)$/i;

export async function authContextForToken(
  db: Database,
  signer: AccessTokenSigner,
  token: string,
): Promise<AuthContext | null> {
  const claims = signer.verify(token);
  if (!claims) return null;
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.id, claims.sid), eq(sessions.user_id, claims.uid), sessionIsAlive()));
  if (!row) return null;
  const roles = await db.select({ id: roleUsers.role_id }).from(roleUsers).where(eq(roleUsers.user_id, row.user.id));
  const companyRole = companyRoleOf(row.user.company_role);
  return {
    user: row.user,
    companyRole,
    companyPermissions: { ...COMPANY_ROLE_PERMISSIONS[companyRole] },
    roleIds: roles.map((r) => r.id),
    sessionId: claims.sid,
  };
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
    request.auth = token ? await authContextForToken(app.db, signer, token) : null;
    if (!request.auth && needsAuth(request, publicPrefixes)) throw unauthorized();
  });
}
