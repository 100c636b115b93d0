/** The system admin area (/api/admin/*): system administrators only, whatever their company role. */
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../errors';
import { requireSignedInUser, type AuthContext } from './auth-context';

export function requireSystemAdmin(request: FastifyRequest): AuthContext {
  const auth = requireSignedInUser(request);
  if (!auth.user.system_admin) throw forbidden('Only system administrators may do this.');
  return auth;
}
