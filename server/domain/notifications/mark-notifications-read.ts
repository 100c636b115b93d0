/**
 * Marks notifications read (POST /api/notifications/bulk_update). Only one's own: naming another person's
 * notification, or one that does not exist, answers 404 and marks nothing, so ids cannot be probed.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationBulkUpdate, NotificationBulkUpdateAnswer } from '../../../core/domain/notification-types';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { unreadNotificationCount } from './notification-table';

export async function markNotificationsRead(db: Database, userId: number, update: NotificationBulkUpdate): Promise<NotificationBulkUpdateAnswer> {
  const { ids } = update;
  if ((ids === undefined) === (update.all === undefined)) {
    throw unprocessable([{ field: 'ids', code: 'required', message: 'Name the notifications to mark read, or send all: true.' }]);
  }
  return db.transaction(async (tx) => {
    const mine = eq(notifications.user_id, userId);
    if (ids !== undefined) {
      const wanted = [...new Set(ids)];
      if (wanted.length > 0) {
        const [{ found }] = await tx
          .select({ found: sql<number>`count(*)::integer` })
          .from(notifications)
          .where(and(mine, inArray(notifications.id, wanted)));
        if (found !== wanted.length) throw notFound('This notification');
      }
    }
    const marked = await tx
      .update(notifications)
      .set({ read_at: sql`now()` })
      .where(and(mine, isNull(notifications.read_at), ids === undefined ? undefined : inArray(notifications.id, ids)))
      .returning({ id: notifications.id });
    return { ids: marked.map((row) => row.id).sort((a, b) => a - b), unread_count: await unreadNotificationCount(tx, userId) };
  });
}
