/**
 * Deleting one's own account (docs/architecture.md, "Deleting an account"). The person is removed, not
 * hidden: their sessions, links, permissions, team memberships and profile image go with them. What they
 * made for the company stays: the projects they created pass to another admin of their company (the
 * earliest), their comments and history entries stay without their name, and their licence is freed.
 * The company's last admin, or the system's last system admin, cannot delete themself: someone must be
 * left to manage it.
 */
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { AccountDeletionPlan } from '../../../core/domain/profile-api-types';
import type { AuthContext, UserRow } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { companies, projects, users } from '../../db/schema';
import { conflict, type Refusal } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { replaceAccountImage } from '../account-images';
import { recordAudit } from '../administration/audit-log';

async function otherAdminOf(db: Queryable, user: UserRow): Promise<{ id: number; name: string } | null> {
  const [heir] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.company_id, user.company_id), eq(users.company_role, 'admin'), eq(users.status, 'active'), ne(users.id, user.id)))
    .orderBy(asc(users.id))
    .limit(1);
  return heir ?? null;
}

async function refusalOf(db: Queryable, user: UserRow, heir: { id: number } | null): Promise<Refusal | null> {
  if (user.company_role === 'admin' && !heir) {
    return {
      code: 'onlyAdmin',
      message: 'You are the only administrator of your company. Make someone else an administrator first, so the company is not left without one.',
    };
  }
  if (user.system_admin) {
    const [others] = await db.select({ n: count() }).from(users).where(and(eq(users.system_admin, true), ne(users.id, user.id)));
    if (others.n === 0) return { code: 'onlySystemAdmin', message: 'You are the only system administrator. Make someone else a system administrator first.' };
  }
  return null;
}

export async function accountDeletionPlan(db: Queryable, user: UserRow): Promise<AccountDeletionPlan> {
  const heir = await otherAdminOf(db, user);
  const [created] = await db.select({ n: count() }).from(projects).where(eq(projects.created_by, user.id));
  const refusal = await refusalOf(db, user, heir);
  return { projects_created: created.n, projects_pass_to: heir, refusal: refusal?.message ?? null, refusal_code: refusal?.code ?? null };
}

/** Deletes the caller's account as the plan says; a 409 with the reason when it may not. */
export async function deleteOwnAccount(db: Database, storage: FileStorage, auth: AuthContext): Promise<void> {
  const user = auth.user;
  const refusal = await refusalOf(db, user, await otherAdminOf(db, user));
  if (refusal) throw conflict(refusal);
  await replaceAccountImage(db, storage, { kind: 'profile_image', user_id: user.id }, null, async () => undefined);
  await db.transaction(async (tx) => {
    const heir = await otherAdminOf(tx, user);
    await tx.update(projects).set({ created_by: heir?.id ?? null }).where(eq(projects.created_by, user.id));
    if (user.has_licence) {
      await tx.update(companies).set({ licences_used: sql`greatest(${companies.licences_used} - 1, 0)` }).where(eq(companies.id, user.company_id));
    }
    await recordAudit(tx, auth, {
      company_id: user.company_id,
      action: 'user.deleted_own_account',
      target_type: 'user',
      target_id: user.id,
      summary: `${user.name || user.email} (${user.email}) deleted their account${heir ? `; their projects passed to ${heir.name}` : ''}`,
    });
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
