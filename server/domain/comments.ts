/**
 * Comments on a project, a module or one entity value (a diagram cell, a list item), with replies.
 * Readers of the project read them; writing one needs project write (readers only read). Authors edit
 * their own; authors and project admins delete (a soft delete: replies stay, the deleted comment is
 * listed without its body while it has replies). Unread is per user: a comment is unread until the user
 * marks it read; their own comments are never unread.
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  Comment,
  CommentCounts,
  CommentCreate,
  CommentLevelType,
  CommentListQuery,
  CommentableType,
} from '../../core/domain/sharing-types';
import type { AuthContext } from '../auth/auth-context';
import type { Database, Queryable } from '../db/client';
import { commentReads, comments, entityValues, projectModules, users } from '../db/schema';
import { forbidden, notFound, unprocessable } from '../errors';
import { loadModuleAccess, moduleVisible } from './module-access';
import { checkMentions, notifyOfComment, projectMemberIds } from './notifications/comment-notifications';
import { assertProjectAction, loadProjectPartAccess, PROJECT_NOT_FOUND, type ProjectAccess } from './project-access';
import { recordUserEvent } from './user-events/record-user-event';

type CommentRow = typeof comments.$inferSelect;

const COMMENT = 'This comment';
export const MAX_COMMENT_LENGTH = 10000;

function isSignedIn(auth: AuthContext): boolean {
  return auth.kind === 'user';
}

/** A comment row of a project the caller can read (and, for a module link, of its module), or 404. */
async function loadComment(db: Queryable, auth: AuthContext, id: number): Promise<{ row: CommentRow; access: ProjectAccess }> {
  const [row] = await db.select().from(comments).where(and(eq(comments.id, id), isNull(comments.deleted_at)));
  if (!row) throw notFound(COMMENT);
  const access = await loadProjectPartAccess(db, auth, row.project_id).catch(() => {
    throw notFound(COMMENT);
  });
  // A module link shows its module's comments only.
  if (!moduleVisible(access, row.module_id)) throw notFound(COMMENT);
  return { row, access };
}

async function present(db: Queryable, auth: AuthContext, rows: readonly CommentRow[]): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.user_id).filter((id): id is number => id !== null))];
  const authors =
    authorIds.length === 0 ? [] : await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, authorIds));
  const read = isSignedIn(auth)
    ? await db
        .select({ id: commentReads.comment_id })
        .from(commentReads)
        .where(and(eq(commentReads.user_id, auth.user.id), inArray(commentReads.comment_id, ids)))
    : [];
  const readIds = new Set(read.map((r) => r.id));
  return rows.map((row) => {
    const deleted = row.deleted_at !== null;
    const answer: Comment = {
      id: row.id,
      project_id: row.project_id,
      module_id: row.module_id,
      commentable_type: row.commentable_type as CommentableType,
      commentable_id: row.commentable_id,
      comment_level_type: row.comment_level_type as CommentLevelType,
      parent_id: row.parent_id,
      user: authors.find((a) => a.id === row.user_id) ?? null,
      body: deleted ? '' : row.body,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      unread: isSignedIn(auth) && !deleted && row.user_id !== auth.user.id && !readIds.has(row.id),
    };
    if (deleted) answer.deleted = true;
    return answer;
  });
}

/** Live comments, plus deleted ones that still have a listed reply (so the thread keeps its shape). */
function keepThreads(rows: readonly CommentRow[]): CommentRow[] {
  const kept = new Set(rows.filter((r) => r.deleted_at === null).map((r) => r.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of [...kept]) {
      const parent = byId.get(id)?.parent_id;
      if (parent != null && byId.has(parent) && !kept.has(parent)) {
        kept.add(parent);
        changed = true;
      }
    }
  }
  return rows.filter((r) => kept.has(r.id));
}

export async function listComments(db: Queryable, auth: AuthContext, query: CommentListQuery): Promise<Comment[]> {
  let moduleId = query.module_id;
  if (moduleId !== undefined) {
    await loadModuleAccess(db, auth, query.project_id, moduleId);
  } else {
    const access = await loadProjectPartAccess(db, auth, query.project_id);
    // A module link shows the comments of its module only.
    if (access.share?.moduleId != null) moduleId = access.share.moduleId;
  }
  const where: Array<SQL | undefined> = [
    eq(comments.project_id, query.project_id),
    moduleId === undefined ? undefined : eq(comments.module_id, moduleId),
    query.commentable_type === undefined ? undefined : eq(comments.commentable_type, query.commentable_type),
    query.commentable_id === undefined ? undefined : eq(comments.commentable_id, query.commentable_id),
  ];
  const rows = await db.select().from(comments).where(and(...where)).orderBy(asc(comments.created_at), asc(comments.id));
  return present(db, auth, keepThreads(rows));
}

/** The module a comment belongs to, checked against what it comments on. */
async function resolveTarget(db: Queryable, input: CommentCreate): Promise<number | null> {
  const given = input.module_id ?? null;
  switch (input.commentable_type) {
    case 'Project':
      if (input.commentable_id !== input.project_id) {
        throw unprocessable([{ field: 'commentable_id', code: 'notAnOption', message: 'A project comment must name the project itself.' }]);
      }
      return given;
    case 'ProjectScenarioModule': {
      const [module] = await db
        .select({ id: projectModules.id })
        .from(projectModules)
        .where(and(eq(projectModules.id, input.commentable_id), eq(projectModules.project_id, input.project_id)));
      if (!module || (given !== null && given !== module.id)) {
        throw unprocessable([{ field: 'commentable_id', code: 'notAnOption', message: 'Name a module of this project.' }]);
      }
      return module.id;
    }
    case 'EntityValue': {
      const [value] = await db
        .select({ id: entityValues.id, module_id: entityValues.module_id })
        .from(entityValues)
        .where(and(eq(entityValues.id, input.commentable_id), eq(entityValues.project_id, input.project_id)));
      if (!value || (given !== null && given !== value.module_id)) {
        throw unprocessable([{ field: 'commentable_id', code: 'notAnOption', message: 'Name an item of this project (and of the given module).' }]);
      }
      return value.module_id;
    }
    default:
      throw unprocessable([{ field: 'commentable_type', code: 'notAnOption', message: 'Use Project, ProjectScenarioModule or EntityValue.' }]);
  }
}

function cleanBody(body: string): string {
  const text = body.trim();
  if (!text) throw unprocessable([{ field: 'body', code: 'required', message: 'Write something first.' }]);
  if (text.length > MAX_COMMENT_LENGTH) {
    throw unprocessable([{ field: 'body', code: 'tooLong', params: { count: MAX_COMMENT_LENGTH }, message: `Keep a comment under ${MAX_COMMENT_LENGTH} characters.` }]);
  }
  return text;
}

export async function createComment(db: Database, auth: AuthContext, input: CommentCreate): Promise<Comment> {
  const access = await loadProjectPartAccess(db, auth, input.project_id);
  const moduleId = await resolveTarget(db, input);
  if (!moduleVisible(access, moduleId)) throw notFound(PROJECT_NOT_FOUND);
  // Comments are not module content: a locked module still takes them, so the project rule decides.
  if (moduleId !== null) await loadModuleAccess(db, auth, input.project_id, moduleId);
  assertProjectAction(access, 'write');
  const body = cleanBody(input.body);
  let parentAuthorId: number | null = null;
  if (input.parent_id != null) {
    const [parent] = await db
      .select({ id: comments.id, user_id: comments.user_id })
      .from(comments)
      .where(
        and(
          eq(comments.id, input.parent_id),
          eq(comments.project_id, input.project_id),
          eq(comments.commentable_type, input.commentable_type),
          eq(comments.commentable_id, input.commentable_id),
          isNull(comments.deleted_at),
        ),
      );
    if (!parent) throw unprocessable([{ field: 'parent_id', code: 'notAnOption', message: 'Reply to a comment on the same thing.' }]);
    parentAuthorId = parent.user_id;
  }
  const members = await projectMemberIds(db, access.project);
  const mentioned = checkMentions(members, input.mentioned_user_ids ?? []);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(comments)
      .values({
        project_id: input.project_id,
        module_id: moduleId,
        commentable_type: input.commentable_type,
        commentable_id: input.commentable_id,
        comment_level_type: input.comment_level_type,
        parent_id: input.parent_id ?? null,
        user_id: auth.user.id,
        body,
      })
      .returning();
    await recordUserEvent(tx, {
      kind: 'comment_added',
      user_id: auth.user.id,
      company_id: access.project.company_id,
      project_id: input.project_id,
      module_id: moduleId,
    });
    await notifyOfComment(tx, { ...inserted, user_id: auth.user.id }, { members, mentioned, parentAuthorId });
    return inserted;
  });
  const [answer] = await present(db, auth, [row]);
  return answer;
}

export async function updateComment(db: Queryable, auth: AuthContext, id: number, input: { body: string }): Promise<Comment> {
  const { row, access } = await loadComment(db, auth, id);
  if (row.user_id !== auth.user.id || !isSignedIn(auth)) throw forbidden({ code: 'ownCommentsOnly', message: 'You can only edit your own comments.' });
  assertProjectAction(access, 'write');
  const [updated] = await db
    .update(comments)
    .set({ body: cleanBody(input.body), updated_at: sql`now()` })
    .where(eq(comments.id, id))
    .returning();
  const [answer] = await present(db, auth, [updated]);
  return answer;
}

export async function destroyComment(db: Queryable, auth: AuthContext, id: number): Promise<Comment> {
  const { row, access } = await loadComment(db, auth, id);
  const own = isSignedIn(auth) && row.user_id === auth.user.id;
  if (!own && !access.permissions.admin) throw forbidden({ code: 'commentAuthorOnly', message: 'Only the author or a project admin can delete this comment.' });
  const [deleted] = await db
    .update(comments)
    .set({ deleted_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(comments.id, id))
    .returning();
  const [answer] = await present(db, auth, [deleted]);
  return answer;
}

/**
 * Marks the comments read for the caller and answers their ids. All or nothing: an id they cannot read
 * (unknown, deleted, of another company, outside their module link) answers 404 like a missing one.
 */
export async function markCommentsRead(db: Queryable, auth: AuthContext, ids: readonly number[]): Promise<{ ids: number[] }> {
  if (!isSignedIn(auth) || ids.length === 0) return { ids: [] };
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({ id: comments.id, project_id: comments.project_id, module_id: comments.module_id })
    .from(comments)
    .where(and(inArray(comments.id, wanted), isNull(comments.deleted_at)));
  if (rows.length !== wanted.length) throw notFound(COMMENT);
  const accessByProject = new Map<number, ProjectAccess | null>();
  for (const row of rows) {
    if (!accessByProject.has(row.project_id)) {
      accessByProject.set(row.project_id, await loadProjectPartAccess(db, auth, row.project_id).catch(() => null));
    }
    const access = accessByProject.get(row.project_id);
    if (!access || !moduleVisible(access, row.module_id)) throw notFound(COMMENT);
  }
  const readable = rows.map((row) => row.id);
  if (readable.length > 0) {
    await db
      .insert(commentReads)
      .values(readable.map((comment_id) => ({ comment_id, user_id: auth.user.id })))
      .onConflictDoNothing();
  }
  return { ids: readable.sort((a, b) => a - b) };
}

/** comment_count and unread_comment_count of each entity value, for the caller. */
export async function entityValueCommentCounts(
  db: Queryable,
  auth: AuthContext,
  valueIds: readonly number[],
): Promise<Map<number, CommentCounts>> {
  const counts = new Map<number, CommentCounts>();
  if (valueIds.length === 0) return counts;
  const userId = isSignedIn(auth) ? auth.user.id : null;
  const unread =
    userId === null
      ? sql<number>`0`
      : sql<number>`count(*) filter (where ${comments.user_id} is distinct from ${userId} and not exists (
          select 1 from ${commentReads} where ${commentReads.comment_id} = ${comments.id} and ${commentReads.user_id} = ${userId}))`;
  const rows = await db
    .select({ id: comments.commentable_id, total: sql<number>`count(*)`, unread })
    .from(comments)
    .where(
      and(
        eq(comments.commentable_type, 'EntityValue'),
        inArray(comments.commentable_id, [...new Set(valueIds)]),
        isNull(comments.deleted_at),
      ),
    )
    .groupBy(comments.commentable_id);
  for (const row of rows) counts.set(row.id, { comment_count: Number(row.total), unread_comment_count: Number(row.unread) });
  return counts;
}

/** The answers with their comment counts (zero when none). */
export async function withCommentCounts<T extends { id: number }>(
  db: Queryable,
  auth: AuthContext,
  values: readonly T[],
): Promise<Array<T & CommentCounts>> {
  const counts = await entityValueCommentCounts(db, auth, values.map((v) => v.id));
  return values.map((v) => ({ ...v, ...(counts.get(v.id) ?? { comment_count: 0, unread_comment_count: 0 }) }));
}
