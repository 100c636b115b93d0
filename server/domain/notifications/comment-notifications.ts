/**
 * What a new comment tells: the project members it mentions ('mention') and the author of the comment it
 * answers ('reply'), each once, never its own author. The text is the comment's beginning.
 */
import type { Queryable } from '../../db/client';
import { unprocessable } from '../../errors';
import { effectivePermissionsOf } from '../project-permissions';
import { moduleLink, projectLink } from './notification-links';
import { notify } from './notify';

const EXCERPT_LENGTH = 140;

interface NewComment {
  id: number;
  project_id: number;
  module_id: number | null;
  commentable_type: string;
  commentable_id: number;
  body: string;
  user_id: number;
}

/** The ids of the project's members: the only people a comment may tell. */
export async function projectMemberIds(db: Queryable, project: { id: number; company_id: number }): Promise<Set<number>> {
  return new Set((await effectivePermissionsOf(db, project)).map((permission) => permission.user.id));
}

/** The mentioned ids, each a member of the project, or a 422 naming the field. */
export function checkMentions(members: ReadonlySet<number>, mentionedIds: readonly number[]): Set<number> {
  const wanted = new Set(mentionedIds);
  if ([...wanted].some((id) => !members.has(id))) {
    throw unprocessable([{ field: 'mentioned_user_ids', code: 'notAnOption', message: 'Mention only members of this project.' }]);
  }
  return wanted;
}

function commentLink(comment: NewComment): string {
  if (comment.commentable_type === 'EntityValue' && comment.module_id !== null) {
    return moduleLink(comment.project_id, comment.module_id, { itemType: 'EntityValue', itemId: comment.commentable_id });
  }
  if (comment.module_id !== null) {
    return moduleLink(comment.project_id, comment.module_id, { itemType: 'ProjectScenarioModule', itemId: comment.module_id });
  }
  return projectLink(comment.project_id, { itemType: 'Comment', itemId: comment.id });
}

function excerpt(body: string): string {
  const text = body.replace(/\s+/g, ' ');
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

export async function notifyOfComment(
  db: Queryable,
  comment: NewComment,
  told: { members: ReadonlySet<number>; mentioned: ReadonlySet<number>; parentAuthorId: number | null },
): Promise<void> {
  const draft = { actorId: comment.user_id, text: excerpt(comment.body), link: commentLink(comment) };
  await notify(db, told.mentioned, { kind: 'mention', ...draft });
  const { parentAuthorId } = told;
  // An author who has left the project is not told: the link would not open for them.
  if (parentAuthorId !== null && told.members.has(parentAuthorId) && !told.mentioned.has(parentAuthorId)) {
    await notify(db, [parentAuthorId], { kind: 'reply', ...draft });
  }
}
