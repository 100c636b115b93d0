/** The auth context of a signed-in account: its company role's flags and its teams. */
import { eq } from 'drizzle-orm';
import { COMPANY_ROLE_PERMISSIONS } from '../../core/domain/company-role';
import type { Queryable } from '../db/client';
import { roleUsers } from '../db/schema';
import type { AuthContext, UserRow } from './auth-context';
import { companyRoleOf } from './company-role-of';

/** sessionId 0: a call on the user's behalf without a session (a company API key, the demo seed). */
export async function userAuthContext(db: Queryable, user: UserRow, sessionId: number): Promise<AuthContext> {
  const roles = await db.select({ id: roleUsers.role_id }).from(roleUsers).where(eq(roleUsers.user_id, user.id));
  const companyRole = companyRoleOf(user.company_role);
  return {
    kind: 'user',
    user,
    companyRole,
    companyPermissions: { ...COMPANY_ROLE_PERMISSIONS[companyRole] },
    roleIds: roles.map((r) => r.id),
    sessionId,
    share: null,
  };
}
