/**
 * Daily and monthly active users and their ratio (stickiness). A person is active on a day when they have any
 * event that day; monthly active on a day when active on any of the 30 days ending that day.
 */
import { sql } from 'drizzle-orm';
import type { DailyActiveUsers, DailyCount, MonthlyActiveUsers, UserStickiness } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import type { ResolvedRange } from './statistics-range';
import { eventsInRange, isoDay, localDay, rangeDays, selectRows } from './statistics-sql';

export const MONTH_WINDOW_DAYS = 30;

export async function dailyActiveUsers(db: Queryable, range: ResolvedRange): Promise<DailyActiveUsers> {
  const points = await selectRows<DailyCount>(db, sql`
    WITH active AS (
      SELECT ${localDay(range)} AS day, count(DISTINCT e.user_id)::int AS users
      FROM user_events e
      WHERE ${eventsInRange(range)} AND e.user_id IS NOT NULL
      GROUP BY 1
    )
    SELECT ${isoDay(sql`days.day`)} AS date, coalesce(active.users, 0) AS users
    FROM ${rangeDays(range)} LEFT JOIN active ON active.day = days.day
    ORDER BY days.day`);
  return { from: range.from, to: range.to, points };
}

/**
 * Each active day opens a 30-day window for its person; a person's overlapping windows merge into islands
 * (gaps and islands), so a day's count is the number of islands covering it: a running sum of island starts
 * minus island ends, without a distinct count per day.
 */
export async function monthlyActiveUsers(db: Queryable, range: ResolvedRange): Promise<MonthlyActiveUsers> {
  const lead = MONTH_WINDOW_DAYS - 1;
  const points = await selectRows<DailyCount>(db, sql`
    WITH active_days AS (
      SELECT DISTINCT e.user_id, ${localDay(range)} AS day
      FROM user_events e
      WHERE ${eventsInRange(range, lead)} AND e.user_id IS NOT NULL
    ), marked AS (
      SELECT user_id, day,
        CASE WHEN day - lag(day) OVER (PARTITION BY user_id ORDER BY day) < ${MONTH_WINDOW_DAYS} THEN 0 ELSE 1 END AS opens
      FROM active_days
    ), numbered AS (
      SELECT user_id, day, sum(opens) OVER (PARTITION BY user_id ORDER BY day) AS island FROM marked
    ), islands AS (
      SELECT min(day) AS first_day, max(day) + ${MONTH_WINDOW_DAYS}::int AS after_last FROM numbered GROUP BY user_id, island
    ), changes AS (
      SELECT day, sum(change)::int AS change FROM (
        SELECT first_day AS day, 1 AS change FROM islands
        UNION ALL SELECT after_last, -1 FROM islands
      ) c GROUP BY day
    ), running AS (
      SELECT days.day::date AS day, sum(coalesce(changes.change, 0)) OVER (ORDER BY days.day) AS users
      FROM ${rangeDays(range, lead)} LEFT JOIN changes ON changes.day = days.day
    )
    SELECT ${isoDay(sql`day`)} AS date, users::int AS users FROM running WHERE day >= ${range.from}::date ORDER BY day`);
  return { from: range.from, to: range.to, points };
}

export async function userStickiness(db: Queryable, range: ResolvedRange): Promise<UserStickiness> {
  const [daily, monthly] = await Promise.all([dailyActiveUsers(db, range), monthlyActiveUsers(db, range)]);
  const points = daily.points.map(({ date, users: dau }, i) => {
    const mau = monthly.points[i].users;
    return { date, dau, mau, ratio: mau === 0 ? 0 : dau / mau };
  });
  return { from: range.from, to: range.to, points };
}
