/**
 * The caller's notifications a page at a time (POST /api/notifications/datatable.json): sorted, filtered by
 * read or unread, searched in their text and actor's name, with the unread count the bell shows.
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  Notification,
  NotificationKind,
  NotificationReadFilter,
  NotificationSort,
  NotificationTable,
  NotificationTableQuery,
} from '../../../core/domain/notification-types';
import type { Queryable } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { adminPageOf } from '../../schemas/admin-page-schema';

const SORT_COLUMNS = {
  created_at: notifications.created_at,
  kind: notifications.kind,
  // Unread first when ascending: never read sorts before any time.
  read_at: sql`coalesce(${notifications.read_at}, '-infinity'::timestamptz)`,
} satisfies Record<NotificationSort, unknown>;

function readCondition(filter: NotificationReadFilter | undefined): SQL | undefined {
  if (filter === 'unread') return isNull(notifications.read_at);
  if (filter === 'read') return isNotNull(notifications.read_at);
  return undefined;
}

export async function unreadNotificationCount(db: Queryable, userId: number): Promise<number> {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return unread;
}

export async function pageNotifications(db: Queryable, userId: number, query: NotificationTableQuery): Promise<NotificationTable> {
  const page = adminPageOf(query, 'created_at');
  // Newest first unless the caller chose a direction.
  const order = (query.direction ?? (page.sort === 'created_at' ? 'desc' : 'asc')) === 'desc' ? desc : asc;
  const where = and(
    eq(notifications.user_id, userId),
    readCondition(query.read),
    page.like ? or(ilike(notifications.text, page.like), ilike(users.name, page.like)) : undefined,
  );
  const [rows, [{ total }], unread_count] = await Promise.all([
    db
      .select({ row: notifications, actor_name: users.name })
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.actor_id))
      .where(where)
      .orderBy(order(SORT_COLUMNS[page.sort]), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(notifications).leftJoin(users, eq(users.id, notifications.actor_id)).where(where),
    unreadNotificationCount(db, userId),
  ]);
  return { total, unread_count, items: rows.map(({ row, actor_name }) => present(row, actor_name)) };
}

function present(row: typeof notifications.$inferSelect, actorName: string | null): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    actor: row.actor_id !== null && actorName !== null ? { id: row.actor_id, name: actorName } : null,
    text: row.text,
    link: row.link,
    read_at: row.read_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
