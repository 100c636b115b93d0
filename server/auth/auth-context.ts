/** Who is calling: set on every request by the auth hook from the bearer token or a share link. */
import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '../../core/domain/company-admin-types';
import type { CompanyRole } from '../../core/domain/company-role';
import type { PermissionFlags } from '../../core/domain/permissions';
import type { users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';

export type UserRow = typeof users.$inferSelect;

/** A live share link (project_access_urls row) named by the session-token header. */
export interface ShareGrant {
  accessUrlId: number;
  projectId: number;
  /** null: the whole project; otherwise only this module (and its project's basic info). */
  moduleId: number | null;
  /** The company that owns the project. */
  companyId: number;
}

export interface AuthContext {
  /** 'user': a signed-in account; 'shared': a share-link visitor without an account (read only). */
  kind: 'user' | 'shared';
  /** For a shared visitor a synthetic row (sharedVisitorRow): id 0, no company, no rights of its own. */
  user: UserRow;
  companyRole: CompanyRole;
  /** The user's flags on their own company (COMPANY_ROLE_PERMISSIONS); read only for a shared visitor. */
  companyPermissions: PermissionFlags;
  /** Teams the user belongs to (role_users). */
  roleIds: number[];
  /** 0 for a shared visitor. */
  sessionId: number;
  /**
   * The share link in the session-token header, when it names a live link. A shared visitor always has
   * one; a signed-in user may too, and it grants read only where their own rights do not reach.
   */
  share: ShareGrant | null;
  /** Set when the call came with a company API key (server/auth/api-key-auth.ts): its id and scope. */
  apiKey?: { id: number; scope: ApiKeyScope };
  /** The caller's live connection (LIVE_CLIENT_HEADER): a change made by this call is not sent back to it. */
  liveClientId?: string;
}

/** The caller's auth context (a signed-in user or a share-link visitor); a 401 for nobody. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Like requireAuth, but a share-link visitor (who has no account) is refused with 403. */
export function requireSignedInUser(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.kind === 'shared') {
    throw forbidden({ code: 'shareLinkReadOnly', message: 'You are viewing through a share link. Sign in with your own account to do this.' });
  }
  return auth;
}

/** Like requireSignedInUser, but only a system administrator passes (403 for everyone else). */
export function requireSystemAdmin(request: FastifyRequest, message = 'Only system administrators may do this.'): AuthContext {
  const auth = requireSignedInUser(request);
  if (!auth.user.system_admin) throw forbidden({ code: 'systemAdminsOnly', message });
  return auth;
}
