/**
 * Release notes ("What's New", data-layer.md §3): written by system admins, shown to every signed-in person
 * once published. A note's images are account images (kind 'release_note_image', served by GET
 * /api/files/{key}); release_note_images ties each to its note. Who has read which note is one
 * release_note_reads row per person and note, so the unread badge is a count of the missing rows.
 */
import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accountImages } from './administration';
import { users } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const releaseNotes = pgTable(
  'release_notes',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Rich HTML, cleaned on the server (server/domain/rich-text.ts) before it is stored. */
    body: text('body').notNull().default(''),
    /** The day the note speaks of (YYYY-MM-DD); notes are listed newest first by it. */
    release_note_date: date('release_note_date', { mode: 'string' }).notNull(),
    published: boolean('published').notNull().default(false),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('release_notes_published_date_idx').on(t.published, t.release_note_date)],
);

export const releaseNoteImages = pgTable(
  'release_note_images',
  {
    id: serial('id').primaryKey(),
    release_note_id: integer('release_note_id').notNull().references(() => releaseNotes.id, { onDelete: 'cascade' }),
    /** The account image holding the bytes; removing it removes this row. */
    key: text('key').notNull().unique().references(() => accountImages.key, { onDelete: 'cascade' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('release_note_images_note_idx').on(t.release_note_id)],
);

export const releaseNoteReads = pgTable(
  'release_note_reads',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    release_note_id: integer('release_note_id').notNull().references(() => releaseNotes.id, { onDelete: 'cascade' }),
    read_at: at('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.release_note_id] })],
);
