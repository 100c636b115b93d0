/**
 * New-feature notifications (data-layer.md §3): a system admin tells people about a feature on one page of
 * the app. A notification is valid from the start of valid_from to the end of valid_to (UTC days); its image
 * is an account image (kind 'feature_notification_image', served by GET /api/files/{key}). Who has closed
 * which is one feature_notification_views row per person and notification, so a person's valid
 * notifications are the valid ones without their row.
 */
import { date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const featureNotifications = pgTable(
  'feature_notifications',
  {
    id: serial('id').primaryKey(),
    /** The route pattern of the page it shows on, as the app declares it: '/all-projects', '/projects/:projectId'. */
    page_name: text('page_name').notNull(),
    title: text('title').notNull(),
    /** Rich HTML, cleaned on the server (server/domain/rich-text.ts) before it is stored. */
    content: text('content').notNull().default(''),
    /** The image's URL (/api/files/{key}), or null. */
    image: text('image'),
    valid_from: date('valid_from', { mode: 'string' }).notNull(),
    valid_to: date('valid_to', { mode: 'string' }).notNull(),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('feature_notifications_valid_idx').on(t.valid_from, t.valid_to)],
);

export const featureNotificationViews = pgTable(
  'feature_notification_views',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    feature_notification_id: integer('feature_notification_id')
      .notNull()
      .references(() => featureNotifications.id, { onDelete: 'cascade' }),
    viewed_at: at('viewed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.feature_notification_id] })],
);
