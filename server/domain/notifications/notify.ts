/**
 * Writes notifications inside the transaction of what they tell of, so a rolled-back change tells no one.
 * The actor is never told of what they did themself, and a person is told once per change.
 */
import type { NotificationKind } from '../../../core/domain/notification-types';
import type { Queryable } from '../../db/client';
import { notifications } from '../../db/schema';

export interface NotificationDraft {
  kind: NotificationKind;
  actorId: number | null;
  text: string;
  link: string;
}

export async function notify(db: Queryable, recipientIds: Iterable<number>, draft: NotificationDraft): Promise<void> {
  const recipients = [...new Set(recipientIds)].filter((id) => id !== draft.actorId);
  if (recipients.length === 0) return;
  await db.insert(notifications).values(
    recipients.map((user_id) => ({ user_id, kind: draft.kind, actor_id: draft.actorId, text: draft.text, link: draft.link })),
  );
}
