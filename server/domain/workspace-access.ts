/**
 * Who may use the workspace API at all (projects, modules, module content, the module catalogue).
 * Restricted users who are not system admins are confined to their profile (data-layer.md §6), so
 * every call here answers them 403 before looking anything up.
 */
import { isConfinedToProfile, type PermissionUser } from '../../core/domain/permissions';
import type { AuthContext } from '../auth/auth-context';
import { forbidden } from '../errors';

/** The rule engine's view of the signed-in user. */
export function toPermissionUser(auth: AuthContext): PermissionUser {
  return {
    // Share-link visitors (server/auth/share-grant.ts); accounts are never shared users.
    shared_user: auth.kind === 'shared',
    system_admin: auth.user.system_admin,
    restricted: auth.user.restricted,
  };
}

export function assertWorkspaceUser(auth: AuthContext): void {
  if (isConfinedToProfile(toPermissionUser(auth))) {
    throw forbidden({ code: 'profileOnly', message: 'Your account is restricted to your profile page. Ask your company administrator for access.' });
  }
}
