/**
 * The projects workspace: favourites, labels, statuses, history, resources, share links,
 * comments and per-user preferences.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, projectModules, projects, users } from './core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const createdAt = () => moment('created_at');
const updatedAt = () => moment('updated_at');

export const projectFavorites = pgTable(
  'project_favorites',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('project_favorites_unique').on(t.user_id, t.project_id)],
);

/** Company-wide labels; projects carry them through project_labels. */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#5BADCA'),
    /** Who may change or delete it besides company admins; null for labels older than this column. */
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('labels_company_name_unique').on(t.company_id, sql`lower(${t.name})`)],
);

/**
 * A deleted label with the projects that carried it, so that deleting can be undone
 * (POST /api/labels/{id}/restore.json brings back the same id and its assignments).
 */
export const deletedLabels = pgTable('deleted_labels', {
  id: integer('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  color: text('color').notNull(),
  created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  project_ids: jsonb('project_ids').$type<number[]>().notNull(),
  deleted_at: moment('deleted_at'),
});

export const projectLabels = pgTable(
  'project_labels',
  {
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    label_id: integer('label_id').notNull().references(() => labels.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('project_labels_unique').on(t.project_id, t.label_id), index('project_labels_label_idx').on(t.label_id)],
);

/** Lookups managed by system admins (/api/project_statuses, /api/project_scenario_module_statuses). */
export const projectStatuses = pgTable('project_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull().default('#D2D6E2'),
  position: integer('position').notNull().default(0),
});

export const moduleStatuses = pgTable('project_scenario_module_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull().default('#D2D6E2'),
  position: integer('position').notNull().default(0),
});

/** Who changed what in a project, and when; written by the one server path that changes projects. */
export const projectHistoryEvents = pgTable(
  'project_history_events',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'created', 'updated', 'deleted', 'moved', 'locked'. */
    action: text('action').notNull(),
    /** 'Project' | 'Section' | 'Module' | 'EntityValue' | ... */
    subject_type: text('subject_type').notNull(),
    subject_id: integer('subject_id'),
    summary: text('summary').notNull().default(''),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    created_at: createdAt(),
  },
  (t) => [index('project_history_events_project_idx').on(t.project_id, t.created_at)],
);

/** Links and uploaded files attached to a project. */
export const projectResources = pgTable(
  'project_resources',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    /** 'link' | 'file' */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    url: text('url'),
    /** Key in the file storage (uploads under TESSERA_DATA_DIR/files). */
    storage_key: text('storage_key'),
    content_type: text('content_type'),
    byte_size: integer('byte_size'),
    position: integer('position').notNull().default(0),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('project_resources_project_idx').on(t.project_id)],
);

/**
 * Share links. The public id is base64 of `id|secret` (core/domain/access-id.ts). The secret is kept so
 * project admins can copy a link again; it grants read access only, and revoking ends it at once.
 */
export const projectAccessUrls = pgTable(
  'project_access_urls',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    /** null: the whole project; otherwise one module (a module access URL). */
    module_id: integer('module_id').references(() => projectModules.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    revoked_at: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('project_access_urls_project_idx').on(t.project_id)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    module_id: integer('module_id').references(() => projectModules.id, { onDelete: 'cascade' }),
    /** 'Project' | 'ProjectScenarioModule' | 'EntityValue' */
    commentable_type: text('commentable_type').notNull(),
    commentable_id: integer('commentable_id').notNull(),
    /** 'project' | 'module' | 'item' */
    comment_level_type: text('comment_level_type').notNull(),
    parent_id: integer('parent_id'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('comments_commentable_idx').on(t.commentable_type, t.commentable_id),
    index('comments_project_module_idx').on(t.project_id, t.module_id),
  ],
);

export const commentReads = pgTable(
  'comment_reads',
  {
    comment_id: integer('comment_id').notNull().references(() => comments.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    read_at: moment('read_at'),
  },
  (t) => [uniqueIndex('comment_reads_unique').on(t.comment_id, t.user_id)],
);

/** Remembered choices per user, e.g. a home list's view, order and filter. */
export const userPreferences = pgTable(
  'user_preferences',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex('user_preferences_unique').on(t.user_id, t.key)],
);
