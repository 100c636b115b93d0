/**
 * The system admin's people (/api/admin/users): everyone across companies, a page at a time (search by
 * name or email, a company filter, a sort), one person, and their edit: name, email, company role, their
 * teams within their company (role_ids), the system admin and restricted flags. Each change is audited.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUser, AdminUserUpdate } from '../../../core/domain/admin-accounts';
import type { CompanyRole } from '../../../core/domain/company-role';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable, Transaction } from '../../db/client';
import { companies, roles, roleUsers, users } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../errors';
import type { adminPageOf } from '../../schemas/admin-page-schema';
import { quoted } from '../project-events';
import { recordAudit } from './audit-log';

export const USER_SORTS = ['name', 'email', 'company', 'company_role', 'system_admin', 'restricted', 'status', 'last_sign_in_at'] as const;
export type UserSort = (typeof USER_SORTS)[number];

const SORT_COLUMNS = {
  name: sql`lower(${users.name})`,
  email: sql`lower(${users.email})`,
  company: sql`lower(${companies.name})`,
  company_role: users.company_role,
  system_admin: users.system_admin,
  restricted: users.restricted,
  status: users.status,
  last_sign_in_at: users.last_sign_in_at,
};

const selection = { user: getTableColumns(users), company_name: companies.name };

type SelectedUser = { user: typeof users.$inferSelect; company_name: string };

/**
 * The people with their teams. The teams are read for the page's people only, after the page is chosen:
 * as a subquery of the list they were computed for every person before the sort.
 */
async function adminUsersOf(db: Queryable, rows: SelectedUser[]): Promise<AdminUser[]> {
  const ids = rows.map((row) => row.user.id);
  const memberships = ids.length === 0 ? [] : await db.select().from(roleUsers).where(inArray(roleUsers.user_id, ids)).orderBy(roleUsers.role_id);
  return rows.map(({ user, company_name }) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    company: { id: user.company_id, name: company_name },
    company_role: user.company_role as CompanyRole,
    system_admin: user.system_admin,
    restricted: user.restricted,
    has_licence: user.has_licence,
    status: user.status,
    profile_image: user.profile_image,
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    role_ids: memberships.filter((membership) => membership.user_id === user.id).map((membership) => membership.role_id),
  }));
}

export async function listUsers(
  db: Queryable,
  page: ReturnType<typeof adminPageOf<UserSort>>,
  companyId?: number,
): Promise<{ items: AdminUser[]; total: number }> {
  const conditions: SQL[] = [];
  if (companyId !== undefined) conditions.push(eq(users.company_id, companyId));
  if (page.like) conditions.push(or(like(sql`lower(${users.name})`, page.like), like(sql`lower(${users.email})`, page.like))!);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = page.direction === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(selection)
      .from(users)
      .innerJoin(companies, eq(companies.id, users.company_id))
      .where(where)
      .orderBy(order(SORT_COLUMNS[page.sort]), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { total, items: await adminUsersOf(db, rows) };
}

export async function getUser(db: Queryable, userId: number): Promise<AdminUser> {
  const [row] = await db.select(selection).from(users).innerJoin(companies, eq(companies.id, users.company_id)).where(eq(users.id, userId));
  if (!row) throw notFound('This person');
  const [user] = await adminUsersOf(db, [row]);
  return user;
}

async function assertEmailFree(tx: Transaction, email: string, userId: number): Promise<void> {
  const [taken] = await tx.select({ id: users.id }).from(users).where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)));
  if (taken) throw conflict({ code: 'emailTaken', message: `${email} already belongs to someone else.`, params: { email } });
}

/** Replaces the person's teams with `roleIds`, all of which must be teams of their company. */
async function replaceTeams(tx: Transaction, userId: number, companyId: number, roleIds: number[]): Promise<void> {
  const wanted = [...new Set(roleIds)];
  if (wanted.length > 0) {
    const known = await tx.select({ id: roles.id }).from(roles).where(and(inArray(roles.id, wanted), eq(roles.company_id, companyId)));
    if (known.length !== wanted.length) {
      throw unprocessable([{ field: 'role_ids', code: 'notAnOption', message: 'Choose teams of this person’s own company.' }]);
    }
  }
  await tx.delete(roleUsers).where(eq(roleUsers.user_id, userId));
  if (wanted.length > 0) await tx.insert(roleUsers).values(wanted.map((role_id) => ({ role_id, user_id: userId })));
}

function describeChanges(before: AdminUser, after: AdminUser): string {
  const flag = (on: boolean) => (on ? 'on' : 'off');
  const changes = [
    before.name !== after.name ? `name ${quoted(before.name)} → ${quoted(after.name)}` : null,
    before.email !== after.email ? `email ${before.email} → ${after.email}` : null,
    before.company_role !== after.company_role ? `company role ${before.company_role} → ${after.company_role}` : null,
    before.role_ids.join() !== after.role_ids.join() ? `teams changed` : null,
    before.system_admin !== after.system_admin ? `system admin ${flag(after.system_admin)}` : null,
    before.restricted !== after.restricted ? `restricted ${flag(after.restricted)}` : null,
  ].filter((change) => change !== null);
  return changes.length > 0 ? changes.join(', ') : 'nothing changed';
}

export async function updateUser(db: Database, auth: AuthContext, userId: number, input: AdminUserUpdate): Promise<AdminUser> {
  if (userId === auth.user.id && input.system_admin === false) {
    throw unprocessable([{ field: 'system_admin', code: 'ownAccount', message: 'You cannot take away your own system admin rights; ask another system admin.' }]);
  }
  await db.transaction(async (tx) => {
    const before = await getUser(tx, userId);
    if (input.email !== undefined) await assertEmailFree(tx, input.email.trim(), userId);
    const columns = {
      ...(input.name !== undefined ? { name: input.name.trim() } : {}),
      ...(input.email !== undefined ? { email: input.email.trim() } : {}),
      ...(input.company_role !== undefined ? { company_role: input.company_role } : {}),
      ...(input.system_admin !== undefined ? { system_admin: input.system_admin } : {}),
      ...(input.restricted !== undefined ? { restricted: input.restricted } : {}),
    };
    await tx.update(users).set({ ...columns, updated_at: sql`now()` }).where(eq(users.id, userId));
    if (input.role_ids !== undefined) await replaceTeams(tx, userId, before.company.id, input.role_ids);
    const after = await getUser(tx, userId);
    await recordAudit(tx, auth, {
      company_id: after.company.id,
      action: 'user.updated',
      target_type: 'user',
      target_id: userId,
      summary: `Changed ${after.name || after.email}: ${describeChanges(before, after)}`,
    });
  });
  return getUser(db, userId);
}
