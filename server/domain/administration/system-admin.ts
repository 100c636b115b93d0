import type { FastifyRequest } from 'fastify';
import { requireSignedInUser, type AuthContext } from '../../auth/auth-context';
import { forbidden } from '../../errors';

/** The caller, when they are a system administrator; 401 for nobody, 403 for anyone else. */
export function requireSystemAdmin(request: FastifyRequest, message = 'Only system administrators may do this.'): AuthContext {
  const auth = requireSignedInUser(request);
  if (!auth.user.system_admin) throw forbidden(message);
  return auth;
}
