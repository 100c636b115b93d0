/**
 * The company's removed projects (soft-deleted: projects.deleted_at), for its admin: the list and deleting
 * one for good: the row and everything under it (cascade), then its stored files' bytes once that is
 * committed. Restoring is the system admin's restore limited to the company (removed-projects.ts).
 */
import { and, asc, count, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AdminPage, RemovedProject } from '../../../core/domain/company-admin-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable, Transaction } from '../../db/client';
import { projects, storedFiles, users } from '../../db/schema';
import { notFound } from '../../errors';
import { adminPageOf, type AdminPageQuery } from '../../schemas/admin-page-schema';
import type { FileStorage } from '../../storage/file-storage';
import { quoted } from '../project-events';
import { deleteStoredFiles } from '../stored-files';
import { recordAudit } from './audit-log';

export const REMOVED_PROJECT_SORTS = ['deleted_at', 'name'] as const;
type RemovedProjectSort = (typeof REMOVED_PROJECT_SORTS)[number];
const REMOVED_PROJECT = 'This removed project';

function removedOf(companyId: number, projectId?: number): SQL {
  return and(eq(projects.company_id, companyId), isNotNull(projects.deleted_at), projectId === undefined ? undefined : eq(projects.id, projectId))!;
}

export async function pageRemovedProjects(db: Queryable, companyId: number, query: AdminPageQuery<RemovedProjectSort>): Promise<AdminPage<RemovedProject>> {
  const { limit, offset, sort, direction, like } = adminPageOf(query, 'deleted_at');
  const where = and(removedOf(companyId), like ? sql`lower(${projects.name}) like ${like}` : undefined);
  const order = direction === 'desc' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: projects.id, name: projects.name, deleted_at: projects.deleted_at, created_by_name: users.name })
      .from(projects)
      .leftJoin(users, eq(users.id, projects.created_by))
      .where(where)
      .orderBy(order(projects[sort]), asc(projects.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(projects).where(where),
  ]);
  return { items: rows.map((row) => ({ ...row, deleted_at: row.deleted_at!.toISOString() })), total };
}

async function lockRemoved(tx: Transaction, companyId: number, projectId: number) {
  const [row] = await tx.select({ id: projects.id, name: projects.name }).from(projects).where(removedOf(companyId, projectId)).for('update');
  if (!row) throw notFound(REMOVED_PROJECT);
  return row;
}

export interface ProjectRef {
  id: number;
  name: string;
}

export async function purgeRemovedProject(db: Database, storage: FileStorage, auth: AuthContext, companyId: number, projectId: number): Promise<ProjectRef> {
  const { project, files } = await db.transaction(async (tx) => {
    const project = await lockRemoved(tx, companyId, projectId);
    const rows = await tx.select({ key: storedFiles.key }).from(storedFiles).where(eq(storedFiles.project_id, projectId));
    await tx.delete(projects).where(eq(projects.id, projectId));
    await recordAudit(tx, auth, {
      company_id: companyId, action: 'project.deleted_permanently', target_type: 'project', target_id: projectId,
      summary: `Deleted the project ${quoted(project.name)} for good, with ${rows.length} stored file(s)`,
    });
    return { project, files: rows };
  });
  await deleteStoredFiles(storage, files);
  return project;
}
