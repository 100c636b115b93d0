/**
 * Stored files: every upload has a row naming its owner, so a file's key is known only to the server.
 * GET /api/files/{key} serves a key only when it has a row here and the caller may read its owner, and a
 * file is deleted only through its owner's row, never because a client named its key.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { entityValues, projectModules, projects } from './core';
import { projectResources } from './workspace';

/** What a stored file is to its owner (core/domain/api-types has no twin: the client never sees it). */
export type StoredFileKind = 'project_image' | 'project_resource' | 'module_preview' | 'cell_image' | 'module_image';

export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    /** Key in the file storage (TESSERA_DATA_DIR/files locally). */
    key: text('key').notNull().unique(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    /** Set for a module's files (its preview, its cells' images, the images in its text): only that module's readers may fetch them. */
    module_id: integer('module_id').references(() => projectModules.id, { onDelete: 'cascade' }),
    /** The cell whose image this is; a removed cell leaves the file to its module. */
    entity_value_id: integer('entity_value_id').references(() => entityValues.id, { onDelete: 'set null' }),
    resource_id: integer('resource_id').references(() => projectResources.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StoredFileKind>().notNull(),
    content_type: text('content_type').notNull(),
    byte_size: integer('byte_size').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_module_idx').on(t.module_id), index('stored_files_entity_value_idx').on(t.entity_value_id)],
);
