/**
 * Taking a person out of a company (company admin: PUT /api/company_admin/users/{id}.json {removed: true};
 * the system admin: PUT /api/admin/companies/{companyId}/users/{id}.json). Their projects stay: the projects
 * they created and their direct admin grants pass to the acting admin (or, for a system admin of another
 * company, to the company's longest-standing admin); their other grants and team memberships go; their licence is
 * freed; their sessions and mailed links end, and they can no longer sign in (status 'removed'). The row
 * stays so history and comments keep their name.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context';
import { endSessionsOfUser } from '../../auth/session-store';
import type { Transaction } from '../../db/client';
import { oneTimeTokens, projects, projectUserPermissions, roleUsers, users } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { recordAudit } from './audit-log';
import { releaseLicence } from './licences';

export async function removeCompanyUser(tx: Transaction, auth: AuthContext, companyId: number, userId: number): Promise<void> {
  if (userId === auth.user.id) throw unprocessable([{ field: 'removed', code: 'ownAccount', message: 'You cannot remove yourself from the company.' }]);
  const [person] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.company_id, companyId), ne(users.status, 'removed')))
    .for('update');
  if (!person) throw notFound('This person');
  const heir = await heirIn(tx, auth, companyId, userId);

  await tx.update(projects).set({ created_by: heir.id }).where(and(eq(projects.created_by, userId), eq(projects.company_id, companyId)));
  await tx.execute(sql`
    insert into ${projectUserPermissions} (project_id, user_id, permission_key)
    select project_id, ${heir.id}, 'admin' from ${projectUserPermissions}
    where user_id = ${userId} and permission_key = 'admin'
    on conflict (project_id, user_id) do update set permission_key = 'admin'`);
  await tx.delete(projectUserPermissions).where(eq(projectUserPermissions.user_id, userId));
  await tx.delete(roleUsers).where(eq(roleUsers.user_id, userId));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.user_id, userId));
  await releaseLicence(tx, companyId, userId);
  await tx.update(users).set({ status: 'removed', updated_at: new Date() }).where(eq(users.id, userId));
  await endSessionsOfUser(tx, userId);
  await recordAudit(tx, auth, {
    company_id: companyId, action: 'user.removed', target_type: 'user', target_id: userId,
    summary: `Removed ${person.name || person.email} (${person.email}) from the company; their projects passed to ${heir.name || heir.email}`,
  });
}

/**
 * Who takes over the person's projects: the acting admin when they belong to the company, else (a system
 * admin from another company) the company's longest-standing active admin, so projects stay in the company.
 */
async function heirIn(tx: Transaction, auth: AuthContext, companyId: number, leaving: number): Promise<{ id: number; name: string; email: string }> {
  if (auth.user.company_id === companyId) return auth.user;
  const [admin] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.company_id, companyId), eq(users.company_role, 'admin'), eq(users.status, 'active'), ne(users.id, leaving)))
    .orderBy(asc(users.id))
    .limit(1);
  if (!admin) throw unprocessable([{ field: 'removed', code: 'noOtherAdmin', message: 'The company has no other active admin to take over this person’s projects. Make someone its admin first.' }]);
  return admin;
}
