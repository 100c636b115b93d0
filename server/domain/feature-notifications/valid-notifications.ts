/**
 * What a person sees of the new-feature notifications (data-layer.md §3, §4): the ones valid today (UTC)
 * that they have not closed yet, oldest first, carried by the current user as valid_notifications.
 * Closing one records a view, after which it is gone from their list for good.
 */
import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { CurrentUser, ValidNotification } from '../../../core/domain/api-types';
import type { UserRow } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { featureNotifications, featureNotificationViews } from '../../db/schema';
import { notFound } from '../../errors';
import { presentCurrentUser } from '../../schemas/current-user-schema';

const today = sql`(now() at time zone 'utc')::date`;

export async function validNotificationsOf(db: Queryable, userId: number): Promise<ValidNotification[]> {
  const rows = await db
    .select({
      id: featureNotifications.id,
      created_at: featureNotifications.created_at,
      page_name: featureNotifications.page_name,
      title: featureNotifications.title,
      content: featureNotifications.content,
      image: featureNotifications.image,
    })
    .from(featureNotifications)
    .leftJoin(
      featureNotificationViews,
      and(eq(featureNotificationViews.feature_notification_id, featureNotifications.id), eq(featureNotificationViews.user_id, userId)),
    )
    .where(and(lte(featureNotifications.valid_from, today), gte(featureNotifications.valid_to, today), isNull(featureNotificationViews.user_id)))
    .orderBy(asc(featureNotifications.created_at), asc(featureNotifications.id));
  return rows.map(({ image, created_at, ...row }) => ({ ...row, created_at: created_at.toISOString(), image: { url: image } }));
}

/** The signed-in person as the API answers them, with their valid notifications. */
export async function currentUserAnswer(db: Queryable, user: UserRow): Promise<CurrentUser> {
  return { ...presentCurrentUser(user), valid_notifications: await validNotificationsOf(db, user.id) };
}

/** Records that the person closed a notification; closing it again changes nothing. An unknown id is a 404. */
export async function registerViewedNotification(db: Queryable, user: UserRow, notificationId: number): Promise<CurrentUser> {
  const [notification] = await db.select({ id: featureNotifications.id }).from(featureNotifications).where(eq(featureNotifications.id, notificationId));
  if (!notification) throw notFound('This feature notification');
  await db.insert(featureNotificationViews).values({ user_id: user.id, feature_notification_id: notificationId }).onConflictDoNothing();
  return currentUserAnswer(db, user);
}
