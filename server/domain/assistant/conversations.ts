/** A user's conversation with the assistant about one module or one project page (assistant_messages). */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AssistantMessage, AssistantRole } from '../../../core/domain/assistant-types';
import type { Queryable } from '../../db/client';
import { assistantMessages } from '../../db/schema';
import type { ResolvedSubject } from './assistant-subject';

type MessageRow = typeof assistantMessages.$inferSelect;

function ofConversation(userId: number, subject: ResolvedSubject) {
  return and(
    eq(assistantMessages.user_id, userId),
    eq(assistantMessages.project_id, subject.project.id),
    subject.module ? eq(assistantMessages.module_id, subject.module.id) : isNull(assistantMessages.module_id),
  );
}

export function messageAnswer(row: MessageRow): AssistantMessage {
  return { id: row.id, role: row.role as AssistantRole, content: row.content, created_at: row.created_at.toISOString() };
}

export async function conversationMessages(db: Queryable, userId: number, subject: ResolvedSubject): Promise<AssistantMessage[]> {
  const rows = await db.select().from(assistantMessages).where(ofConversation(userId, subject)).orderBy(asc(assistantMessages.id));
  return rows.map(messageAnswer);
}

export async function clearConversation(db: Queryable, userId: number, subject: ResolvedSubject): Promise<void> {
  await db.delete(assistantMessages).where(ofConversation(userId, subject));
}

export async function appendMessage(
  db: Queryable,
  userId: number,
  subject: ResolvedSubject,
  message: { role: AssistantRole; content: string; stopped?: boolean },
): Promise<AssistantMessage> {
  const [row] = await db
    .insert(assistantMessages)
    .values({ user_id: userId, project_id: subject.project.id, module_id: subject.module?.id ?? null, role: message.role, content: message.content, stopped: message.stopped ?? false })
    .returning();
  return messageAnswer(row);
}
