/**
 * Turns project rows into the API's Project answer. toProjectAnswer fills what the row holds;
 * withWorkspaceFields adds, in three queries for a whole page, what needs other tables: the user's
 * favourite mark, the labels and the module count.
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { PermissionFlags, Project, ProjectEntityType } from '../../core/domain/api-types';
import type { Label } from '../../core/domain/workspace-types';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { labels, projectFavorites, projectLabels, projectModules } from '../db/schema';
import { fileUrl } from '../storage/file-storage';
import type { ProjectRow } from './project-access';

export function toProjectAnswer(row: ProjectRow, permissions: PermissionFlags): Project {
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    description: row.description,
    entity_type: row.entity_type as ProjectEntityType,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_event_date: row.last_event_date.toISOString(),
    permissions,
    favorite: false,
    labels: [],
    status_id: row.status_id ?? null,
    image: fileUrl(row.image),
    published: row.published,
    module_count: 0,
  };
}

/** Labels of each project, by name. */
export async function loadProjectLabels(db: Queryable, projectIds: readonly number[]): Promise<Map<number, Label[]>> {
  const byProject = new Map<number, Label[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await db
    .select({ project_id: projectLabels.project_id, id: labels.id, name: labels.name, color: labels.color })
    .from(projectLabels)
    .innerJoin(labels, eq(labels.id, projectLabels.label_id))
    .where(inArray(projectLabels.project_id, [...projectIds]))
    .orderBy(asc(labels.name), asc(labels.id));
  for (const { project_id, ...label } of rows) {
    byProject.set(project_id, [...(byProject.get(project_id) ?? []), label]);
  }
  return byProject;
}

/** Adds favourite, labels and module_count to answers made by toProjectAnswer. */
export async function withWorkspaceFields(db: Queryable, auth: AuthContext, answers: Project[]): Promise<Project[]> {
  if (answers.length === 0) return answers;
  const ids = answers.map((answer) => answer.id);
  const [favorites, labelMap, counts] = await Promise.all([
    db
      .select({ project_id: projectFavorites.project_id })
      .from(projectFavorites)
      .where(and(eq(projectFavorites.user_id, auth.user.id), inArray(projectFavorites.project_id, ids))),
    loadProjectLabels(db, ids),
    db
      .select({ project_id: projectModules.project_id, total: count() })
      .from(projectModules)
      .where(inArray(projectModules.project_id, ids))
      .groupBy(projectModules.project_id),
  ]);
  const favoriteIds = new Set(favorites.map((row) => row.project_id));
  const countMap = new Map(counts.map((row) => [row.project_id, row.total]));
  return answers.map((answer) => ({
    ...answer,
    favorite: favoriteIds.has(answer.id),
    labels: labelMap.get(answer.id) ?? [],
    module_count: countMap.get(answer.id) ?? 0,
  }));
}

/** One project's full answer. */
export async function projectAnswer(
  db: Queryable,
  auth: AuthContext,
  row: ProjectRow,
  permissions: PermissionFlags,
): Promise<Project> {
  const [answer] = await withWorkspaceFields(db, auth, [toProjectAnswer(row, permissions)]);
  return answer;
}
