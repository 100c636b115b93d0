/**
 * Counts the people active on each of the range's days, and in the 30 days ending each day, from the event
 * log, for every company and for each company, and keeps them (statistics_activity_days). The day's row for
 * every company is written even when nobody was active: it marks the day as counted.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange, localDay, rangeDays } from './statistics-sql';

export const MONTH_WINDOW_DAYS = 30;

/** The scope of the counts for every company (company ids start at 1). */
const EVERY_COMPANY = sql`0`;

/**
 * Each active day opens a 30-day window for its person; a person's overlapping windows merge into islands
 * (gaps and islands), so a day's monthly count is the number of islands covering it: a running sum of island
 * starts minus island ends, without a distinct count per day.
 */
export async function countActivityDays(db: Queryable, days: ResolvedRange): Promise<void> {
  const lead = MONTH_WINDOW_DAYS - 1;
  await db.execute(sql`
    INSERT INTO statistics_activity_days (tz, day, company_id, active_users, monthly_active_users)
    WITH active AS (
      SELECT DISTINCT e.company_id, e.user_id, ${localDay(days)} AS day
      FROM user_events e
      WHERE ${eventsInRange(days, lead)} AND e.user_id IS NOT NULL
    ), scoped AS (
      SELECT company_id AS scope, user_id, day FROM active
      UNION ALL
      SELECT DISTINCT ${EVERY_COMPANY}, user_id, day FROM active
    ), daily AS (
      SELECT scope, day, count(*)::int AS users FROM scoped GROUP BY scope, day
    ), marked AS (
      SELECT scope, user_id, day,
        CASE WHEN day - lag(day) OVER (PARTITION BY scope, user_id ORDER BY day) < ${MONTH_WINDOW_DAYS} THEN 0 ELSE 1 END AS opens
      FROM scoped
    ), numbered AS (
      SELECT scope, user_id, day, sum(opens) OVER (PARTITION BY scope, user_id ORDER BY day) AS island FROM marked
    ), islands AS (
      SELECT scope, min(day) AS first_day, max(day) + ${MONTH_WINDOW_DAYS}::int AS after_last
      FROM numbered GROUP BY scope, user_id, island
    ), changes AS (
      SELECT scope, day, sum(change)::int AS change FROM (
        SELECT scope, first_day AS day, 1 AS change FROM islands
        UNION ALL SELECT scope, after_last, -1 FROM islands
      ) c GROUP BY scope, day
    ), scopes AS (
      SELECT ${EVERY_COMPANY} AS scope UNION SELECT scope FROM scoped
    ), running AS (
      SELECT scopes.scope, days.day::date AS day,
        sum(coalesce(changes.change, 0)) OVER (PARTITION BY scopes.scope ORDER BY days.day) AS monthly
      FROM scopes CROSS JOIN ${rangeDays(days, lead)}
      LEFT JOIN changes ON changes.scope = scopes.scope AND changes.day = days.day::date
    )
    SELECT ${days.tz}, running.day, nullif(running.scope, ${EVERY_COMPANY}), coalesce(daily.users, 0), running.monthly::int
    FROM running LEFT JOIN daily ON daily.scope = running.scope AND daily.day = running.day
    WHERE running.day >= ${days.from}::date AND (running.scope = ${EVERY_COMPANY} OR running.monthly > 0)
    ON CONFLICT DO NOTHING`);
}
