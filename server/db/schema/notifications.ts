/**
 * A person's notifications (data-layer.md §3, notifications): something another person did that concerns
 * them (a mention, a reply, an accepted invitation, a project permission, an assignment), written in the
 * same transaction as what it tells of, with a short text and the link that opens its item.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who is told. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A NotificationKind: 'mention', 'reply', 'invitation_accepted', 'permission_granted', 'assigned'. */
    kind: text('kind').notNull(),
    /** Who did it (null once that person's account is deleted). */
    actor_id: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** The app path that opens the item: a project or module page, with `?item=` for a comment or an item. */
    link: text('link').notNull(),
    read_at: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * When the mail job dealt with it: mailed alone, put in a digest, or passed over because the person chose
     * no mail. Null: still to deal with, so nothing is mailed twice and nothing is lost across restarts.
     */
    mailed_at: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.user_id, t.created_at),
    index('notifications_user_unread_idx').on(t.user_id).where(sql`${t.read_at} is null`),
    index('notifications_unmailed_idx').on(t.user_id).where(sql`${t.mailed_at} is null`),
  ],
);
