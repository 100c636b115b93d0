/** A person's choice of notification mail (GET and PUT /api/current_user/notification_settings.json). */
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_MAIL, NOTIFICATION_MAIL_CHOICES, type NotificationMailChoice, type NotificationSettings } from '../../../core/domain/notification-types';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';

function settingsOf(stored: string): NotificationSettings {
  const known = (NOTIFICATION_MAIL_CHOICES as readonly string[]).includes(stored);
  return { notification_mail: known ? (stored as NotificationMailChoice) : DEFAULT_NOTIFICATION_MAIL };
}

export async function getNotificationSettings(db: Queryable, userId: number): Promise<NotificationSettings> {
  const [row] = await db.select({ notification_mail: users.notification_mail }).from(users).where(eq(users.id, userId));
  return settingsOf(row.notification_mail);
}

export async function putNotificationSettings(db: Queryable, userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
  const [row] = await db
    .update(users)
    .set({ notification_mail: settings.notification_mail, updated_at: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ notification_mail: users.notification_mail });
  return settingsOf(row.notification_mail);
}
