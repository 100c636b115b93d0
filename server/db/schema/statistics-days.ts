/**
 * Figures of days already over, kept per time zone so that a range of them is read rather than counted again
 * from the event log (server/domain/statistics/closed-days.ts). A day's rows are written together, once, the
 * first time any statistics call covers that day in that time zone; the day's row for every company
 * (company_id null) marks the day as counted. Events are written as they happen, so a day that is over never
 * changes, except when events are written or deleted afterwards with an earlier time (the demo seed, tests, the
 * retention job): a trigger on user_events then forgets the days they touch (migration 0019_statistics_days).
 */
import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { companies, projects } from './core';

/** People active on a day, and in the 30 days ending that day: per company, and for every company (null). */
export const statisticsActivityDays = pgTable(
  'statistics_activity_days',
  {
    tz: text('tz').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    active_users: integer('active_users').notNull(),
    monthly_active_users: integer('monthly_active_users').notNull(),
  },
  (t) => [unique('statistics_activity_days_key').on(t.tz, t.day, t.company_id).nullsNotDistinct()],
);

/** Events of each hour of a day (0 to 23, in the time zone): per company, and for every company (null). */
export const statisticsHourDays = pgTable(
  'statistics_hour_days',
  {
    tz: text('tz').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    events: integer('events').notNull(),
  },
  (t) => [unique('statistics_hour_days_key').on(t.tz, t.day, t.company_id, t.hour).nullsNotDistinct()],
);

/** A project's events of a day: every kind, and views alone, with the last of each. */
export const statisticsProjectDays = pgTable(
  'statistics_project_days',
  {
    tz: text('tz').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    project_id: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    events: integer('events').notNull(),
    views: integer('views').notNull(),
    last_event_at: timestamp('last_event_at', { withTimezone: true, mode: 'date' }).notNull(),
    last_view_at: timestamp('last_view_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.tz, t.day, t.project_id] }), index('statistics_project_days_project_idx').on(t.project_id)],
);
