/**
 * The company admin's people (/api/company_admin/users): the paged list, inviting, resending an
 * invitation, licences, role and restricted flag, and removal (remove-company-user.ts). Every change is
 * audited in its transaction.
 */
import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPage, CompanyUser, CompanyUserInvite, CompanyUserUpdate } from '../../../core/domain/company-admin-types';
import { companyRoleOf } from '../../auth/company-role-of';
import type { AuthContext } from '../../auth/auth-context';
import { normalizeAccountEmail, userHasEmail } from '../../auth/account-email';
import type { Database, Queryable, Transaction } from '../../db/client';
import { users } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import type { MailContext } from '../../mail/send-templated-mail';
import { adminPageOf, type AdminPageQuery } from '../../schemas/admin-page-schema';
import { sendInvitation } from '../identity/invitation-mail';
import { recordAudit } from './audit-log';
import { recordInvitationSent } from '../user-events/record-user-event';
import { grantLicence, releaseLicence } from './licences';
import { removeCompanyUser } from './remove-company-user';

export const COMPANY_USER_SORTS = ['name', 'email', 'company_role', 'status', 'last_sign_in_at'] as const;
type CompanyUserSort = (typeof COMPANY_USER_SORTS)[number];

type UserRow = typeof users.$inferSelect;

function companyUserOf(row: UserRow): CompanyUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    company_role: companyRoleOf(row.company_role),
    has_licence: row.has_licence,
    restricted: row.restricted,
    status: row.status as CompanyUser['status'],
    last_sign_in_at: row.last_sign_in_at?.toISOString() ?? null,
  };
}

function nameOf(row: Pick<UserRow, 'name' | 'email'>): string {
  return row.name ? `${row.name} (${row.email})` : row.email;
}

/** The company's people (not those removed), a page at a time, searched by name and email. */
export async function pageCompanyUsers(db: Queryable, companyId: number, query: AdminPageQuery<CompanyUserSort>): Promise<AdminPage<CompanyUser>> {
  const { limit, offset, sort, direction, like } = adminPageOf(query, 'name');
  const conditions: SQL[] = [eq(users.company_id, companyId), ne(users.status, 'removed')];
  if (like) conditions.push(or(sql`lower(${users.name}) like ${like}`, sql`lower(${users.email}) like ${like}`)!);
  const where = and(...conditions);
  const order = direction === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(order(users[sort]), asc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(companyUserOf), total };
}

async function lockCompanyUser(tx: Transaction, companyId: number, userId: number): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.company_id, companyId), ne(users.status, 'removed')))
    .for('update');
  if (!row) throw notFound('This person');
  return row;
}

async function reloadCompanyUser(db: Queryable, userId: number): Promise<CompanyUser> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return companyUserOf(row);
}

/**
 * Creates the person as 'invited' without a password (with a licence if asked: 402 when none is left) and
 * mails the invitation once the row is committed. An address already in use anywhere is a 422 on email.
 */
export async function inviteCompanyUser(
  app: MailContext & { db: Database },
  auth: AuthContext,
  companyId: number,
  invite: CompanyUserInvite,
): Promise<CompanyUser> {
  const email = normalizeAccountEmail(invite.email);
  const userId = await app.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(userHasEmail(email)).limit(1);
    if (taken) throw unprocessable([{ field: 'email', message: 'This email address already has an account.', code: 'emailInUse' }]);
    const [row] = await tx
      .insert(users)
      .values({ company_id: companyId, email, name: invite.name.trim(), company_role: invite.company_role, status: 'invited' })
      .returning();
    if (invite.has_licence) await grantLicence(tx, companyId, row.id);
    await recordAudit(tx, auth, {
      company_id: companyId, action: 'user.invited', target_type: 'user', target_id: row.id,
      summary: `Invited ${nameOf(row)} as ${invite.company_role}${invite.has_licence ? ' with a licence' : ''}`,
    });
    await recordInvitationSent(tx, auth, row);
    return row.id;
  });
  await sendInvitation(app, userId, auth.user.name || auth.user.email);
  return reloadCompanyUser(app.db, userId);
}

export async function resendCompanyInvitation(app: MailContext & { db: Database }, auth: AuthContext, companyId: number, userId: number): Promise<CompanyUser> {
  await app.db.transaction(async (tx) => {
    const row = await lockCompanyUser(tx, companyId, userId);
    await recordAudit(tx, auth, { company_id: companyId, action: 'user.invitation_resent', target_type: 'user', target_id: userId, summary: `Sent the invitation to ${nameOf(row)} again` });
  });
  await sendInvitation(app, userId, auth.user.name || auth.user.email);
  return reloadCompanyUser(app.db, userId);
}

/** Gives or takes back a licence; nothing changes (and nothing is audited) when it already is so. */
export async function setCompanyUserLicence(db: Database, auth: AuthContext, companyId: number, userId: number, hasLicence: boolean): Promise<CompanyUser> {
  await db.transaction(async (tx) => {
    const row = await lockCompanyUser(tx, companyId, userId);
    const changed = hasLicence ? await grantLicence(tx, companyId, userId) : await releaseLicence(tx, companyId, userId);
    if (!changed) return;
    await recordAudit(tx, auth, {
      company_id: companyId, action: hasLicence ? 'licence.added' : 'licence.removed', target_type: 'user', target_id: userId,
      summary: hasLicence ? `Gave ${nameOf(row)} a licence` : `Took the licence back from ${nameOf(row)}`,
    });
  });
  return reloadCompanyUser(db, userId);
}

/** Role and restricted flag; `removed: true` takes the person out (remove-company-user.ts). */
export async function updateCompanyUser(db: Database, auth: AuthContext, companyId: number, userId: number, update: CompanyUserUpdate): Promise<CompanyUser> {
  await db.transaction(async (tx) => {
    if (update.removed) {
      await removeCompanyUser(tx, auth, companyId, userId);
      return;
    }
    const row = await lockCompanyUser(tx, companyId, userId);
    if (userId === auth.user.id && update.company_role !== undefined && update.company_role !== row.company_role) {
      throw unprocessable([{ field: 'company_role', code: 'ownAccount', message: 'You cannot change your own role; ask another administrator.' }]);
    }
    const changes: string[] = [];
    if (update.company_role !== undefined && update.company_role !== row.company_role) changes.push(`role ${row.company_role} → ${update.company_role}`);
    if (update.restricted !== undefined && update.restricted !== row.restricted) changes.push(update.restricted ? 'restricted' : 'no longer restricted');
    if (changes.length === 0) return;
    await tx
      .update(users)
      .set({ company_role: update.company_role ?? row.company_role, restricted: update.restricted ?? row.restricted, updated_at: new Date() })
      .where(eq(users.id, userId));
    await recordAudit(tx, auth, { company_id: companyId, action: 'user.updated', target_type: 'user', target_id: userId, summary: `Changed ${nameOf(row)}: ${changes.join(', ')}` });
  });
  return reloadCompanyUser(db, userId);
}
