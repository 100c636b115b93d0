/**
 * Weekly retention cohorts: the people whose first event ever (in the range's company) falls within the range,
 * grouped by the Monday of that week, and how many of each cohort were active k weeks later, up to the week
 * holding the range's last day.
 */
import { sql } from 'drizzle-orm';
import type { RetentionCohort, UserRetention } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange, isoDay, ofCompany, rangeStart, selectRows } from './statistics-sql';

const localWeek = (range: ResolvedRange, column = sql`e.created_at`) => sql`date_trunc('week', ${column} AT TIME ZONE ${range.tz})::date`;

export async function userRetention(db: Queryable, range: ResolvedRange): Promise<UserRetention> {
  const cohorts = await selectRows<RetentionCohort>(db, sql`
    WITH people AS (
      SELECT DISTINCT e.user_id FROM user_events e WHERE ${eventsInRange(range)} AND e.user_id IS NOT NULL
    ), newcomers AS (
      SELECT people.user_id, ${localWeek(range, sql`first.created_at`)} AS week
      FROM people
      CROSS JOIN LATERAL (
        SELECT f.created_at FROM user_events f
        WHERE f.user_id = people.user_id AND ${ofCompany(range, sql`f.company_id`)}
        ORDER BY f.created_at LIMIT 1
      ) first
      WHERE first.created_at >= ${rangeStart(range)}
    ), activity AS (
      SELECT DISTINCT e.user_id, ${localWeek(range)} AS week
      FROM user_events e JOIN newcomers n ON n.user_id = e.user_id
      WHERE ${eventsInRange(range)}
    ), returns AS (
      SELECT n.week, (a.week - n.week) / 7 AS k, count(*)::int AS users
      FROM newcomers n JOIN activity a ON a.user_id = n.user_id AND a.week >= n.week
      GROUP BY 1, 2
    ), weeks AS (
      SELECT week, count(*)::int AS users FROM newcomers GROUP BY week
    )
    SELECT ${isoDay(sql`weeks.week`)} AS week, weeks.users,
      array_agg(coalesce(returns.users, 0) ORDER BY k.k) AS retained
    FROM weeks
    CROSS JOIN LATERAL generate_series(0, (date_trunc('week', ${range.to}::date)::date - weeks.week) / 7) AS k(k)
    LEFT JOIN returns ON returns.week = weeks.week AND returns.k = k.k
    GROUP BY weeks.week, weeks.users
    ORDER BY weeks.week`);
  return { from: range.from, to: range.to, cohorts };
}
