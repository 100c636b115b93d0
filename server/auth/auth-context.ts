/** Who is calling: set on every request by the auth hook from the bearer token. */
import type { FastifyRequest } from 'fastify';
import type { CompanyRole } from '../../core/domain/company-role';
import type { PermissionFlags } from '../../core/domain/permissions';
import type { users } from '../db/schema';
import { unauthorized } from '../errors';

export type UserRow = typeof users.$inferSelect;

export interface AuthContext {
  user: UserRow;
  companyRole: CompanyRole;
  /** The user's flags on their own company (COMPANY_ROLE_PERMISSIONS). */
  companyPermissions: PermissionFlags;
  /** Teams the user belongs to (role_users). */
  roleIds: number[];
  sessionId: number;
}

/** The caller's auth context; a 401 when the request carries no valid bearer token. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
