/**
 * The user event log behind the statistics pages (data-layer.md §3, Analytics): one append-only row per
 * thing a person did (signed in, viewed a project, saved a module, opened a share link, asked the AI, ...),
 * written in the same transaction as what it records. Rows are never updated; a scheduled job deletes
 * those older than the retention period. Every figure is computed from it in SQL.
 */
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, projectModules, projects, users } from './core';

export const userEvents = pgTable(
  'user_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What happened: a UserEventKind ('sign_in', 'project_viewed', 'module_edited', 'ai_request', ...). */
    kind: text('kind').notNull(),
    /** Who did it (null: a visitor through a share link, or a person since deleted). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    module_id: integer('module_id').references(() => projectModules.id, { onDelete: 'set null' }),
    /** What the kind needs besides: an AI request's model and tokens, an invitation's invitee, ... */
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The statistics read ranges of days (server/domain/statistics): the two range indexes carry the columns the
  // figures count, so those queries read the index alone, never the rows with their details.
  (t) => [
    index('user_events_created_idx').on(t.created_at, t.user_id, t.company_id, t.project_id, t.kind),
    index('user_events_company_created_idx').on(t.company_id, t.created_at, t.user_id, t.project_id, t.kind),
    // The people behind the busiest projects' events.
    index('user_events_project_created_idx').on(t.project_id, t.created_at, t.kind, t.user_id),
    // A person's first event (retention cohorts) and their own events.
    index('user_events_user_created_idx').on(t.user_id, t.created_at),
    index('user_events_ai_requests_idx').on(t.created_at, t.company_id).where(sql`${t.kind} = 'ai_request'`),
  ],
);
