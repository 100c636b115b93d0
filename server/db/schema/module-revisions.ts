/**
 * Version history of module content: one revision per committed change of a module (written in the change's
 * transaction), with one item per entity value (or the module's own fields) that changed, before and after.
 * A revision older than the retention is folded into its day's snapshot revision (kind 'daily'), whose items
 * carry the day's first before and last after of each item, so the chain of revisions stays complete.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projectModules, projects, users } from './core';

export const moduleRevisions = pgTable(
  'module_revisions',
  {
    id: serial('id').primaryKey(),
    module_id: integer('module_id').notNull().references(() => projectModules.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'edit' | 'restore' (restored_from_id says which) | 'daily' (a day folded by the retention job). */
    kind: text('kind').notNull().default('edit'),
    restored_from_id: integer('restored_from_id'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('module_revisions_module_idx').on(t.module_id, t.id), index('module_revisions_created_idx').on(t.created_at)],
);

export const moduleRevisionItems = pgTable(
  'module_revision_items',
  {
    id: serial('id').primaryKey(),
    revision_id: integer('revision_id').notNull().references(() => moduleRevisions.id, { onDelete: 'cascade' }),
    /** The entity value; null for the module's own fields (name, description, status, lock). */
    entity_value_id: integer('entity_value_id'),
    /** The stored item before and after the change; null before = added, null after = removed. */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('module_revision_items_revision_idx').on(t.revision_id)],
);
