/**
 * GET /api/modules/{moduleId}/revisions (newest first, paged by revision, answered as groups of one user's
 * revisions within one minute) and GET .../revisions/{id} (what changed). Needs module read.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  revisionItemChange,
  type ModuleRevisionDetail,
  type ModuleRevisionGroup,
  type ModuleRevisionPage,
  type ModuleRevisionSummary,
  type RevisionItemState,
} from '../../../core/domain/module-revision-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { moduleRevisionItems, moduleRevisions, users } from '../../db/schema';
import { notFound } from '../../errors';
import { loadModuleByIdFor } from '../module-access';

export const REVISIONS_PER_PAGE = 50;
export const MAX_REVISIONS_PER_PAGE = 200;
const REVISION_NOT_FOUND = 'This revision';

type RevisionRow = typeof moduleRevisions.$inferSelect & { user_name: string | null };

function selectRevisions(db: Queryable) {
  return db
    .select({
      id: moduleRevisions.id,
      module_id: moduleRevisions.module_id,
      project_id: moduleRevisions.project_id,
      user_id: moduleRevisions.user_id,
      kind: moduleRevisions.kind,
      restored_from_id: moduleRevisions.restored_from_id,
      created_at: moduleRevisions.created_at,
      user_name: users.name,
    })
    .from(moduleRevisions)
    .leftJoin(users, eq(users.id, moduleRevisions.user_id));
}

/** How many items each revision added, removed and changed. */
async function itemCounts(db: Queryable, revisionIds: readonly number[]): Promise<Map<number, Pick<ModuleRevisionSummary, 'added' | 'removed' | 'changed'>>> {
  if (revisionIds.length === 0) return new Map();
  const rows = await db
    .select({
      revision_id: moduleRevisionItems.revision_id,
      added: sql<number>`count(*) filter (where ${moduleRevisionItems.before} is null)`.mapWith(Number),
      removed: sql<number>`count(*) filter (where ${moduleRevisionItems.after} is null)`.mapWith(Number),
      changed: sql<number>`count(*) filter (where ${moduleRevisionItems.before} is not null and ${moduleRevisionItems.after} is not null)`.mapWith(Number),
    })
    .from(moduleRevisionItems)
    .where(inArray(moduleRevisionItems.revision_id, [...revisionIds]))
    .groupBy(moduleRevisionItems.revision_id);
  return new Map(rows.map(({ revision_id, ...counts }) => [revision_id, counts]));
}

function toSummary(row: RevisionRow, counts: Pick<ModuleRevisionSummary, 'added' | 'removed' | 'changed'> | undefined): ModuleRevisionSummary {
  return {
    id: row.id,
    kind: row.kind as ModuleRevisionSummary['kind'],
    restored_from_id: row.restored_from_id,
    user: row.user_id === null ? null : { id: row.user_id, name: row.user_name ?? '' },
    created_at: row.created_at.toISOString(),
    added: counts?.added ?? 0,
    removed: counts?.removed ?? 0,
    changed: counts?.changed ?? 0,
  };
}

/** Newest first; a group holds one user's consecutive revisions of one minute. */
export function groupRevisions(revisions: readonly ModuleRevisionSummary[]): ModuleRevisionGroup[] {
  const groups: ModuleRevisionGroup[] = [];
  for (const revision of revisions) {
    const minute = new Date(Math.floor(Date.parse(revision.created_at) / 60000) * 60000).toISOString();
    const last = groups.at(-1);
    if (last && last.minute === minute && last.user?.id === revision.user?.id) last.revisions.push(revision);
    else groups.push({ user: revision.user, minute, revisions: [revision] });
  }
  return groups;
}

export async function listModuleRevisions(
  db: Queryable,
  auth: AuthContext,
  moduleId: number,
  query: { page?: number; per_page?: number },
): Promise<ModuleRevisionPage> {
  await loadModuleByIdFor(db, auth, moduleId, 'read');
  const perPage = Math.min(query.per_page ?? REVISIONS_PER_PAGE, MAX_REVISIONS_PER_PAGE);
  const page = Math.max(query.page ?? 1, 1);
  const where = eq(moduleRevisions.module_id, moduleId);
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(moduleRevisions).where(where),
    selectRevisions(db).where(where).orderBy(desc(moduleRevisions.id)).limit(perPage).offset((page - 1) * perPage),
  ]);
  const counts = await itemCounts(db, rows.map((row) => row.id));
  return { groups: groupRevisions(rows.map((row) => toSummary(row, counts.get(row.id)))), total: totals?.total ?? 0 };
}

/** The module's revision, or 404 (a revision of another module is as unknown as a missing one). */
export async function findRevision(db: Queryable, moduleId: number, revisionId: number): Promise<RevisionRow> {
  const [row] = await selectRevisions(db).where(and(eq(moduleRevisions.module_id, moduleId), eq(moduleRevisions.id, revisionId)));
  if (!row) throw notFound(REVISION_NOT_FOUND);
  return row;
}

export async function getModuleRevision(db: Queryable, auth: AuthContext, moduleId: number, revisionId: number): Promise<ModuleRevisionDetail> {
  await loadModuleByIdFor(db, auth, moduleId, 'read');
  const row = await findRevision(db, moduleId, revisionId);
  const items = await db
    .select()
    .from(moduleRevisionItems)
    .where(eq(moduleRevisionItems.revision_id, revisionId))
    .orderBy(asc(moduleRevisionItems.id));
  const counts = await itemCounts(db, [revisionId]);
  return {
    ...toSummary(row, counts.get(revisionId)),
    items: items.flatMap(
      (item) => revisionItemChange(item.entity_value_id, item.before as RevisionItemState | null, item.after as RevisionItemState | null) ?? [],
    ),
  };
}

/** The id of the module's newest revision; 0 when it has none. */
export async function latestRevisionId(db: Queryable, moduleId: number): Promise<number> {
  const [newest] = await db
    .select({ id: moduleRevisions.id })
    .from(moduleRevisions)
    .where(eq(moduleRevisions.module_id, moduleId))
    .orderBy(desc(moduleRevisions.id))
    .limit(1);
  return newest?.id ?? 0;
}
