/**
 * Daily and monthly active users and their ratio (stickiness). A person is active on a day when they have any
 * event that day; monthly active on a day when active on any of the 30 days ending that day. Days that are over
 * are read from the kept counts (closed-days.ts); the days from today on are counted from the event log.
 */
import { sql } from 'drizzle-orm';
import type { DailyActiveUsers, MonthlyActiveUsers, UserStickiness } from '../../../core/domain/statistics-types';
import type { Queryable } from '../../db/client';
import { MONTH_WINDOW_DAYS } from './activity-days';
import { isEmptyRange, keepClosedDays, splitAtToday } from './closed-days';
import { eachDay, type ResolvedRange } from './statistics-range';
import { eventsInRange, isoDay, rangeDays, selectRows } from './statistics-sql';

interface ActivityOfDay {
  date: string;
  dau: number;
  mau: number;
}

async function keptActivity(db: Queryable, closed: ResolvedRange): Promise<ActivityOfDay[]> {
  if (isEmptyRange(closed)) return [];
  await keepClosedDays(db, closed);
  return selectRows<ActivityOfDay>(db, sql`
    SELECT ${isoDay(sql`s.day`)} AS date, s.active_users AS dau, s.monthly_active_users AS mau
    FROM statistics_activity_days s
    WHERE s.tz = ${closed.tz} AND s.day BETWEEN ${closed.from}::date AND ${closed.to}::date
      AND s.company_id IS NOT DISTINCT FROM ${closed.companyId}::int`);
}

/**
 * No event is later than now, so from today on a person's last event in the 30 days before says both whether
 * they are active on a day and whether they are monthly active on it.
 */
async function liveActivity(db: Queryable, live: ResolvedRange): Promise<ActivityOfDay[]> {
  if (isEmptyRange(live)) return [];
  const dayStart = (daysBefore: number) => sql`((days.day::date - ${daysBefore}::int)::timestamp AT TIME ZONE ${live.tz})`;
  return selectRows<ActivityOfDay>(db, sql`
    WITH last_seen AS (
      SELECT max(e.created_at) AS at FROM user_events e
      WHERE ${eventsInRange(live, MONTH_WINDOW_DAYS - 1)} AND e.user_id IS NOT NULL
      GROUP BY e.user_id
    )
    SELECT ${isoDay(sql`days.day`)} AS date,
      (count(last_seen.at) FILTER (WHERE last_seen.at >= ${dayStart(0)}))::int AS dau,
      (count(last_seen.at) FILTER (WHERE last_seen.at >= ${dayStart(MONTH_WINDOW_DAYS - 1)}))::int AS mau
    FROM ${rangeDays(live)} LEFT JOIN last_seen ON TRUE
    GROUP BY days.day`);
}

async function activity(db: Queryable, range: ResolvedRange): Promise<ActivityOfDay[]> {
  const { closed, live } = await splitAtToday(db, range);
  const counted = [...(await keptActivity(db, closed)), ...(await liveActivity(db, live))];
  const byDate = new Map(counted.map((day) => [day.date, day]));
  return eachDay(range.from, range.to).map((date) => byDate.get(date) ?? { date, dau: 0, mau: 0 });
}

export async function dailyActiveUsers(db: Queryable, range: ResolvedRange): Promise<DailyActiveUsers> {
  const points = (await activity(db, range)).map(({ date, dau }) => ({ date, users: dau }));
  return { from: range.from, to: range.to, points };
}

export async function monthlyActiveUsers(db: Queryable, range: ResolvedRange): Promise<MonthlyActiveUsers> {
  const points = (await activity(db, range)).map(({ date, mau }) => ({ date, users: mau }));
  return { from: range.from, to: range.to, points };
}

export async function userStickiness(db: Queryable, range: ResolvedRange): Promise<UserStickiness> {
  const points = (await activity(db, range)).map(({ date, dau, mau }) => ({ date, dau, mau, ratio: mau === 0 ? 0 : dau / mau }));
  return { from: range.from, to: range.to, points };
}
