/**
 * The company's teams (`roles`, /api/company_admin/roles): create, rename, members, delete. A team grants
 * project permissions through project_role_permissions (the project's permissions dialog); deleting it
 * takes those grants away (cascade). Every change is audited.
 */
import { and, asc, count, desc, eq, ilike, ne } from 'drizzle-orm';
import type { AdminPage, CompanyTeam, CompanyTeamDetails } from '../../../core/domain/company-admin-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable, Transaction } from '../../db/client';
import { projectRolePermissions, projects, roles, roleUsers, users } from '../../db/schema';
import { conflict, notFound, unprocessable } from '../../errors';
import { adminPageOf, type AdminPageQuery } from '../../schemas/admin-page-schema';
import { recordAudit } from './audit-log';

const TEAM = 'This team';

export async function pageCompanyTeams(db: Queryable, companyId: number, query: AdminPageQuery<'name'>): Promise<AdminPage<CompanyTeam>> {
  const { limit, offset, direction, like } = adminPageOf(query, 'name');
  const where = and(eq(roles.company_id, companyId), like ? ilike(roles.name, like) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: roles.id, name: roles.name, member_count: count(roleUsers.user_id) })
      .from(roles)
      .leftJoin(roleUsers, eq(roleUsers.role_id, roles.id))
      .where(where)
      .groupBy(roles.id)
      .orderBy(direction === 'desc' ? desc(roles.name) : asc(roles.name), asc(roles.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return { items: rows, total };
}

async function teamRow(db: Queryable, companyId: number, teamId: number, lock = false) {
  const query = db.select().from(roles).where(and(eq(roles.id, teamId), eq(roles.company_id, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(TEAM);
  return row;
}

export async function loadCompanyTeam(db: Queryable, companyId: number, teamId: number): Promise<CompanyTeamDetails> {
  const team = await teamRow(db, companyId, teamId);
  const [members, grants] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(roleUsers)
      .innerJoin(users, eq(users.id, roleUsers.user_id))
      .where(eq(roleUsers.role_id, teamId))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ project_id: projects.id, project_name: projects.name, permission_key: projectRolePermissions.permission_key })
      .from(projectRolePermissions)
      .innerJoin(projects, eq(projects.id, projectRolePermissions.project_id))
      .where(eq(projectRolePermissions.role_id, teamId))
      .orderBy(asc(projects.name), asc(projects.id)),
  ]);
  return { id: team.id, name: team.name, member_count: members.length, members, project_grants: grants };
}

async function assertNameFree(tx: Transaction, companyId: number, name: string, exceptId?: number): Promise<void> {
  const [same] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.company_id, companyId), ilike(roles.name, name.replace(/[\\%_]/g, (c) => `\\${c}`)), exceptId ? ne(roles.id, exceptId) : undefined))
    .limit(1);
  if (same) throw unprocessable([{ field: 'name', code: 'nameTaken', params: { name }, message: `Your company already has a team called "${name}".` }]);
}

export async function createCompanyTeam(db: Database, auth: AuthContext, companyId: number, rawName: string): Promise<CompanyTeamDetails> {
  const name = rawName.trim();
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, companyId, name);
    const [row] = await tx.insert(roles).values({ company_id: companyId, name }).returning({ id: roles.id });
    await recordAudit(tx, auth, { company_id: companyId, action: 'team.created', target_type: 'team', target_id: row.id, summary: `Created the team "${name}"` });
    return row.id;
  });
  return loadCompanyTeam(db, companyId, id);
}

export async function renameCompanyTeam(db: Database, auth: AuthContext, companyId: number, teamId: number, rawName: string): Promise<CompanyTeamDetails> {
  const name = rawName.trim();
  await db.transaction(async (tx) => {
    const team = await teamRow(tx, companyId, teamId, true);
    if (team.name === name) return;
    await assertNameFree(tx, companyId, name, teamId);
    await tx.update(roles).set({ name, updated_at: new Date() }).where(eq(roles.id, teamId));
    await recordAudit(tx, auth, { company_id: companyId, action: 'team.renamed', target_type: 'team', target_id: teamId, summary: `Renamed the team "${team.name}" to "${name}"` });
  });
  return loadCompanyTeam(db, companyId, teamId);
}

/** Its members leave it and the project permissions it granted go; answers the team as it was. */
export async function deleteCompanyTeam(db: Database, auth: AuthContext, companyId: number, teamId: number): Promise<CompanyTeamDetails> {
  return db.transaction(async (tx) => {
    await teamRow(tx, companyId, teamId, true);
    const team = await loadCompanyTeam(tx, companyId, teamId);
    await tx.delete(roles).where(eq(roles.id, teamId));
    await recordAudit(tx, auth, {
      company_id: companyId, action: 'team.deleted', target_type: 'team', target_id: teamId,
      summary: `Deleted the team "${team.name}" and the ${team.project_grants.length} project permission(s) it granted`,
    });
    return team;
  });
}

export async function addTeamMember(db: Database, auth: AuthContext, companyId: number, teamId: number, userId: number): Promise<CompanyTeamDetails> {
  await db.transaction(async (tx) => {
    const team = await teamRow(tx, companyId, teamId, true);
    const [person] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.company_id, companyId), ne(users.status, 'removed')));
    if (!person) throw unprocessable([{ field: 'user_id', code: 'notAnOption', message: 'Choose a person of your company.' }]);
    const added = await tx.insert(roleUsers).values({ role_id: teamId, user_id: userId }).onConflictDoNothing().returning();
    if (added.length === 0) throw conflict({ code: 'alreadyInTeam', message: `${person.name || person.email} is already in the team "${team.name}".`, params: { name: person.name || person.email, team: team.name } });
    await recordAudit(tx, auth, { company_id: companyId, action: 'team.member_added', target_type: 'team', target_id: teamId, summary: `Added ${person.name || person.email} to the team "${team.name}"`, details: { user_id: userId } });
  });
  return loadCompanyTeam(db, companyId, teamId);
}

export async function removeTeamMember(db: Database, auth: AuthContext, companyId: number, teamId: number, userId: number): Promise<CompanyTeamDetails> {
  await db.transaction(async (tx) => {
    const team = await teamRow(tx, companyId, teamId, true);
    const removed = await tx.delete(roleUsers).where(and(eq(roleUsers.role_id, teamId), eq(roleUsers.user_id, userId))).returning();
    if (removed.length === 0) throw notFound('This team member');
    const [person] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    await recordAudit(tx, auth, { company_id: companyId, action: 'team.member_removed', target_type: 'team', target_id: teamId, summary: `Took ${person.name || person.email} out of the team "${team.name}"`, details: { user_id: userId } });
  });
  return loadCompanyTeam(db, companyId, teamId);
}
