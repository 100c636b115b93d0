/**
 * Days that are over are counted once and kept per time zone; today is counted on every call. The kept days
 * follow the event log when events are written or deleted afterwards with an earlier time.
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_STATISTICS_PATHS as SYSTEM, type BusiestHours, type DailyActiveUsers, type ProjectFigures, type UserStickiness } from '../../core/domain/statistics-types';
import { statisticsActivityDays, userEvents } from '../../server/db/schema';
import { addDays, todayIn } from '../../server/domain/statistics/statistics-range';
import { insertQuietCompany, insertStatisticsEvents, RANGE } from './support/statistics-events';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as, seed } = useSignedInServer();
beforeAll(async () => {
  await insertStatisticsEvents(t.db, seed);
});

const users = (answer: DailyActiveUsers) => answer.points.map((point) => point.users);
const dailyActive = async (query: Record<string, string | number>) =>
  users(expectStatus<DailyActiveUsers>(await as.admin.get(SYSTEM.dailyActiveUsers, { query }), 200));

describe('days that are over', () => {
  it('keeps their counts per time zone, with a row for every company marking each day counted', async () => {
    await dailyActive({ ...RANGE, tz: 'Asia/Tokyo' });
    const kept = await t.db.select().from(statisticsActivityDays)
      .where(and(eq(statisticsActivityDays.tz, 'Asia/Tokyo'), sql`${statisticsActivityDays.company_id} IS NULL`));
    expect(kept.map((row) => row.day).sort()).toEqual([
      '2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10',
    ]);
  });

  it('counts an event written later with an earlier time, in daily and monthly figures', async () => {
    const query = { ...RANGE, company_id: seed.companies.acme };
    const before = expectStatus<UserStickiness>(await as.admin.get(SYSTEM.userStickiness, { query }), 200);
    const [late] = await t.db.insert(userEvents).values({
      kind: 'sign_in', user_id: seed.users.admin, company_id: seed.companies.acme, created_at: new Date('2025-03-08T12:00:00Z'),
    }).returning({ id: userEvents.id });
    const after = expectStatus<UserStickiness>(await as.admin.get(SYSTEM.userStickiness, { query }), 200);
    expect(after.points.map((point, i) => point.dau - before.points[i].dau)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 0, 0]);
    expect(after.points.map((point, i) => point.mau - before.points[i].mau)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 1]);

    await t.db.delete(userEvents).where(eq(userEvents.id, late.id));
    expect(expectStatus<UserStickiness>(await as.admin.get(SYSTEM.userStickiness, { query }), 200)).toEqual(before);
  });

  it('counts a project view written later with an earlier time', async () => {
    const views = async () => expectStatus<ProjectFigures>(await as.admin.get(SYSTEM.mostViewedProjects, { query: RANGE }), 200).projects[0];
    const before = await views();
    const [late] = await t.db.insert(userEvents).values({
      kind: 'project_viewed', user_id: seed.users.admin, company_id: seed.companies.acme, project_id: seed.project.onboarding,
      created_at: new Date('2025-03-09T12:00:00Z'),
    }).returning({ id: userEvents.id });
    const after = await views();
    expect({ events: after.events - before.events, users: after.users - before.users, last: after.last_event_at }).toEqual({
      events: 1, users: 1, last: '2025-03-09T12:00:00.000Z',
    });
    expect(after.daily[8] - before.daily[8]).toBe(1);
    await t.db.delete(userEvents).where(eq(userEvents.id, late.id));
    expect(await views()).toEqual(before);
  });

  it('counts an hour’s event written later with an earlier time in the busiest hours', async () => {
    const { companyId, userId } = await insertQuietCompany(t.db, 'Kept Days Hours', null);
    const busiest = async () => expectStatus<BusiestHours>(await as.admin.get(SYSTEM.busiestHours, { query: { company_id: companyId, days: 7 } }), 200)
      .cells.filter((cell) => cell.events > 0);
    expect(await busiest()).toEqual([]);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    threeDaysAgo.setUTCHours(15, 0, 0, 0);
    await t.db.insert(userEvents).values({ kind: 'sign_in', user_id: userId, company_id: companyId, created_at: threeDaysAgo });
    expect(await busiest()).toEqual([{ weekday: (threeDaysAgo.getUTCDay() + 6) % 7, hour: 15, events: 1 }]);
  });
});

describe('today', () => {
  it('counts each new event of today on the next call, for daily and monthly figures', async () => {
    const { companyId, userId } = await insertQuietCompany(t.db, 'Kept Days Today', null);
    const today = todayIn('UTC');
    const query = { from: addDays(today, -1), to: addDays(today, 1), company_id: companyId };
    const stickiness = async () => expectStatus<UserStickiness>(await as.admin.get(SYSTEM.userStickiness, { query }), 200).points
      .map(({ dau, mau }) => ({ dau, mau }));
    expect(await stickiness()).toEqual([{ dau: 0, mau: 0 }, { dau: 0, mau: 0 }, { dau: 0, mau: 0 }]);

    await t.db.insert(userEvents).values({ kind: 'sign_in', user_id: userId, company_id: companyId });
    expect(await stickiness()).toEqual([{ dau: 0, mau: 0 }, { dau: 1, mau: 1 }, { dau: 0, mau: 1 }]);
  });
});
