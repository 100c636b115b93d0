/**
 * The bytes of stored files when TESSERA_FILE_STORE=database (server/storage/database-file-storage.ts): several API
 * processes on several machines share them through PostgreSQL with no other server. A file is cut into chunks of
 * at most 1 MB, so reading or writing a large one never builds one huge value.
 */
import { sql } from 'drizzle-orm';
import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const fileBlobs = pgTable('file_blobs', {
  /** The file's key in the storage (server/storage/file-storage.ts). */
  key: text('key').primaryKey(),
  content_type: text('content_type').notNull(),
  byte_size: integer('byte_size').notNull(),
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
});

export const fileBlobChunks = pgTable(
  'file_blob_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => fileBlobs.key, { onDelete: 'cascade' }),
    /** 0, 1, 2, ... in the order the bytes come. */
    position: integer('position').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.position] })],
);
