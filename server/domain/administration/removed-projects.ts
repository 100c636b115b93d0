/**
 * Removed (soft-deleted) projects across companies, and their restore by a system admin
 * (GET /api/admin/removed_projects, GET /api/admin/companies/{id}/projects/removed_projects,
 * PUT .../{id}.json). A restore is written to the project's history and to the audit log.
 */
import { and, asc, count, desc, eq, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import type { RemovedProject } from '../../../core/domain/admin-accounts';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { companies, projects } from '../../db/schema';
import { notFound } from '../../errors';
import type { adminPageOf } from '../../schemas/admin-page-schema';
import { changeProject, quoted } from '../project-events';
import { recordAudit } from './audit-log';

export const REMOVED_PROJECT_SORTS = ['deleted_at', 'name', 'company'] as const;
export type RemovedProjectSort = (typeof REMOVED_PROJECT_SORTS)[number];

const SORT_COLUMNS = { deleted_at: projects.deleted_at, name: sql`lower(${projects.name})`, company: sql`lower(${companies.name})` };

export async function listRemovedProjects(
  db: Queryable,
  page: ReturnType<typeof adminPageOf<RemovedProjectSort>>,
  companyId?: number,
): Promise<{ items: RemovedProject[]; total: number }> {
  const conditions: SQL[] = [isNotNull(projects.deleted_at)];
  if (companyId !== undefined) conditions.push(eq(projects.company_id, companyId));
  if (page.like) conditions.push(like(projects.search_text, page.like));
  const where = and(...conditions);
  const order = page.direction === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: projects.id, name: projects.name, deleted_at: projects.deleted_at, company_id: companies.id, company_name: companies.name })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.company_id))
      .where(where)
      .orderBy(order(SORT_COLUMNS[page.sort]), asc(projects.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      company: { id: row.company_id, name: row.company_name },
      deleted_at: (row.deleted_at as Date).toISOString(),
    })),
  };
}

/** Brings a removed project back; with `companyId`, only a project of that company (else 404). */
export async function restoreRemovedProject(db: Database, auth: AuthContext, projectId: number, companyId?: number): Promise<RemovedProject> {
  const conditions = [eq(projects.id, projectId), isNotNull(projects.deleted_at)];
  if (companyId !== undefined) conditions.push(eq(projects.company_id, companyId));
  const [found] = await db
    .select({ id: projects.id, name: projects.name, deleted_at: projects.deleted_at, company_id: companies.id, company_name: companies.name })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.company_id))
    .where(and(...conditions));
  if (!found) throw notFound('This removed project');
  await changeProject(db, projectId, async (tx) => {
    await tx.update(projects).set({ deleted_at: null, updated_at: sql`now()` }).where(eq(projects.id, projectId));
    await recordAudit(tx, auth, {
      company_id: found.company_id,
      action: 'project.restored',
      target_type: 'project',
      target_id: projectId,
      summary: `Restored project ${quoted(found.name)}`,
    });
  }, auth, { action: 'restored', subject_type: 'Project', subject_id: projectId, summary: `Restored project ${quoted(found.name)}` });
  return { id: found.id, name: found.name, company: { id: found.company_id, name: found.company_name }, deleted_at: (found.deleted_at as Date).toISOString() };
}
