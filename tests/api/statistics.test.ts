import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_STATISTICS_PATHS as COMPANY, SYSTEM_STATISTICS_PATHS as SYSTEM,
  type AiUsage, type BusiestHours, type DailyActiveUsers, type ProjectFigures, type RecentInviteUsers, type RecentUserEvents,
  type TrialsEndingSoon, type UserRetention, type UserStickiness,
} from '../../core/domain/statistics-types';
import { insertQuietCompany, insertStatisticsEvents, RANGE, type StatisticsFixture } from './support/statistics-events';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as, seed } = useSignedInServer();
let fixture: StatisticsFixture;
beforeAll(async () => {
  fixture = await insertStatisticsEvents(t.db, seed);
});

const users = (answer: DailyActiveUsers) => answer.points.map((point) => point.users);
const DAYS = ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10'];

describe('active users', () => {
  it('counts distinct people per day, every day of the range', async () => {
    const daily = expectStatus<DailyActiveUsers>(await as.admin.get(SYSTEM.dailyActiveUsers, { query: RANGE }), 200);
    expect(daily.points.map((point) => point.date)).toEqual(DAYS);
    expect(users(daily)).toEqual([0, 1, 2, 1, 3, 2, 1, 0, 0, 1]);
  });

  it('counts days in the asker’s time zone', async () => {
    const berlin = expectStatus<DailyActiveUsers>(await as.admin.get(SYSTEM.dailyActiveUsers, { query: { ...RANGE, tz: 'Europe/Berlin' } }), 200);
    expect(users(berlin)).toEqual([0, 1, 1, 2, 3, 2, 1, 0, 0, 1]);
  });

  it('counts monthly active people over the 30 days ending each day, activity before the range included', async () => {
    const monthly = expectStatus<DailyActiveUsers>(await as.admin.get(SYSTEM.monthlyActiveUsers, { query: RANGE }), 200);
    expect(users(monthly)).toEqual([1, 1, 3, 3, 4, 4, 5, 5, 5, 5]);
    const later = expectStatus<DailyActiveUsers>(await as.admin.get(SYSTEM.monthlyActiveUsers, { query: { from: '2025-04-02', to: '2025-04-04' } }), 200);
    // The viewer was last active on 5 March, the owner on 6 March (an invitation): each leaves 30 days later.
    expect(users(later)).toEqual([5, 5, 4]);
  });

  it('narrows to one company for the system admin', async () => {
    const acme = expectStatus<DailyActiveUsers>(await as.admin.get(SYSTEM.monthlyActiveUsers, { query: { ...RANGE, company_id: seed.companies.acme } }), 200);
    expect(users(acme)).toEqual([1, 1, 3, 3, 3, 3, 4, 4, 4, 4]);
  });

  it('divides daily by monthly active people for the stickiness', async () => {
    const sticky = expectStatus<UserStickiness>(await as.admin.get(SYSTEM.userStickiness, { query: RANGE }), 200);
    expect(sticky.points[0]).toEqual({ date: '2025-03-01', dau: 0, mau: 1, ratio: 0 });
    expect(sticky.points[4]).toEqual({ date: '2025-03-05', dau: 3, mau: 4, ratio: 0.75 });
  });
});

describe('retention', () => {
  it('groups newcomers by the Monday of their first week and counts them again in later weeks', async () => {
    const retention = expectStatus<UserRetention>(await as.admin.get(SYSTEM.userRetention, { query: RANGE }), 200);
    // The owner's first event was in February: he is no newcomer of this range.
    expect(retention.cohorts).toEqual([{ week: '2025-03-03', users: 4, retained: [4, 1] }]);
  });
});

describe('busiest hours', () => {
  it('counts events per weekday and hour of the asker’s time zone over the last days', async () => {
    const { companyId, userId } = await insertQuietCompany(t.db, 'Busy Hours', null);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    twoDaysAgo.setUTCHours(14, 0, 0, 0);
    const longAgo = new Date(Date.now() - 45 * 86_400_000);
    await t.db.execute(`INSERT INTO user_events (kind, user_id, company_id, created_at) VALUES
      ('sign_in', ${userId}, ${companyId}, '${twoDaysAgo.toISOString()}'),
      ('project_viewed', ${userId}, ${companyId}, '${twoDaysAgo.toISOString()}'),
      ('sign_in', ${userId}, ${companyId}, '${longAgo.toISOString()}')`);
    const weekday = (twoDaysAgo.getUTCDay() + 6) % 7;
    const busy = (answer: BusiestHours) => answer.cells.filter((cell) => cell.events > 0);

    const utc = expectStatus<BusiestHours>(await as.admin.get(SYSTEM.busiestHours, { query: { company_id: companyId } }), 200);
    expect(utc.days).toBe(30);
    expect(utc.cells).toHaveLength(7 * 24);
    expect(busy(utc)).toEqual([{ weekday, hour: 14, events: 2 }]);
    const kolkata = expectStatus<BusiestHours>(await as.admin.get(SYSTEM.busiestHours, { query: { company_id: companyId, tz: 'Asia/Kolkata' } }), 200);
    expect(busy(kolkata)).toEqual([{ weekday, hour: 19, events: 2 }]);
    const sixtyDays = expectStatus<BusiestHours>(await as.admin.get(SYSTEM.busiestHours, { query: { company_id: companyId, days: 60 } }), 200);
    expect(sixtyDays.cells.reduce((sum, cell) => sum + cell.events, 0)).toBe(3);
  });
});

describe('projects', () => {
  it('ranks the most viewed projects with their people, last view and daily views', async () => {
    const viewed = expectStatus<ProjectFigures>(await as.admin.get(SYSTEM.mostViewedProjects, { query: RANGE }), 200);
    expect(viewed.projects).toEqual([
      {
        id: seed.project.onboarding, name: 'Acme onboarding', company_id: seed.companies.acme, company_name: 'Acme',
        events: 3, users: 3, last_event_at: '2025-03-04T09:00:00.000Z', daily: [0, 0, 2, 1, 0, 0, 0, 0, 0, 0],
      },
      {
        id: fixture.globexProject, name: 'Globex plan', company_id: seed.companies.globex, company_name: 'Globex',
        events: 1, users: 1, last_event_at: '2025-03-05T12:00:00.000Z', daily: [0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
      },
    ]);
  });

  it('ranks the most active projects by events of every kind, up to the limit', async () => {
    const active = expectStatus<ProjectFigures>(await as.admin.get(SYSTEM.recentProjectActivity, { query: { ...RANGE, limit: 1 } }), 200);
    expect(active.projects.map(({ id, events, users: people, daily }) => ({ id, events, users: people, daily }))).toEqual([
      { id: seed.project.onboarding, events: 5, users: 3, daily: [0, 0, 3, 1, 0, 0, 0, 0, 0, 1] },
    ]);
  });
});

describe('recent user events', () => {
  const aiEvents = (query: Record<string, string | number> = {}) =>
    as.admin.get(SYSTEM.recentUserEvents, { query: { kind: 'ai_request', ...query } });

  it('answers the newest first, with who, which company and the details', async () => {
    const page = expectStatus<RecentUserEvents>(await aiEvents(), 200);
    expect(page.events.map((event) => event.id)).toEqual([fixture.events.globexAi, fixture.events.editorAi, fixture.events.viewerAi]);
    expect(page.events[2]).toEqual({
      id: fixture.events.viewerAi, kind: 'ai_request', created_at: '2025-03-05T09:00:00.000Z',
      user: { id: seed.users.viewer, name: 'Vera Viewer', email: 'viewer@acme.test' },
      company: { id: seed.companies.acme, name: 'Acme' }, project: null, module: null,
      details: { model: 'gpt-x', tokens_in: 100, tokens_out: 50 },
    });
    expect(page.next_before).toBeNull();
  });

  it('pages backwards with before and polls forwards with after', async () => {
    const first = expectStatus<RecentUserEvents>(await aiEvents({ limit: 2 }), 200);
    expect(first.events.map((event) => event.id)).toEqual([fixture.events.globexAi, fixture.events.editorAi]);
    expect(first.next_before).toBe(fixture.events.editorAi);
    const second = expectStatus<RecentUserEvents>(await aiEvents({ limit: 2, before: fixture.events.editorAi }), 200);
    expect(second).toEqual({ events: [expect.objectContaining({ id: fixture.events.viewerAi })], next_before: null });
    const newer = expectStatus<RecentUserEvents>(await aiEvents({ after: fixture.events.viewerAi }), 200);
    expect(newer.events.map((event) => event.id)).toEqual([fixture.events.globexAi, fixture.events.editorAi]);
  });

  it('filters by person and by company', async () => {
    const editor = expectStatus<RecentUserEvents>(await aiEvents({ user_id: seed.users.editor }), 200);
    expect(editor.events.map((event) => event.id)).toEqual([fixture.events.editorAi]);
    const globex = expectStatus<RecentUserEvents>(await aiEvents({ company_id: seed.companies.globex }), 200);
    expect(globex.events.map((event) => event.id)).toEqual([fixture.events.globexAi]);
  });
});

describe('invitations', () => {
  it('lists the people invited in the range, newest first, with who accepted and when', async () => {
    const invites = expectStatus<RecentInviteUsers>(await as.admin.get(SYSTEM.recentInviteUsers, { query: RANGE }), 200);
    expect(invites.counts).toEqual({ invited: 3, accepted: 1, pending: 2 });
    expect(invites.invitations.map((invite) => [invite.user_id, invite.status, invite.accepted_at])).toEqual([
      [fixture.invitees.accepted, 'accepted', '2025-03-07T10:00:00.000Z'],
      [fixture.invitees.globex, 'pending', null],
      [fixture.invitees.pending, 'pending', null],
    ]);
    expect(invites.invitations[0]).toMatchObject({ email: 'accepted.invitee@acme.test', company_name: 'Acme', invited_at: '2025-03-06T10:00:00.000Z' });
    const globex = expectStatus<RecentInviteUsers>(await as.admin.get(SYSTEM.recentInviteUsers, { query: { ...RANGE, company_id: seed.companies.globex } }), 200);
    expect(globex.counts).toEqual({ invited: 1, accepted: 0, pending: 1 });
  });
});

describe('trials ending soon', () => {
  it('lists the companies whose trial ends within the days, soonest first', async () => {
    const soon = await insertQuietCompany(t.db, 'Trial Soon', new Date(Date.now() + 5 * 86_400_000 - 60_000));
    const later = await insertQuietCompany(t.db, 'Trial Later', new Date(Date.now() + 50 * 86_400_000));
    await insertQuietCompany(t.db, 'Trial Over', new Date(Date.now() - 86_400_000));
    const trials = expectStatus<TrialsEndingSoon>(await as.admin.get(SYSTEM.trialsEndingSoon), 200);
    expect(trials.days).toBe(30);
    const names = trials.companies.map((company) => company.name);
    expect(names).toContain('Trial Soon');
    expect(names).not.toContain('Trial Later');
    expect(names).not.toContain('Trial Over');
    expect(trials.companies.find((company) => company.id === soon.companyId)).toMatchObject({ days_left: 5, licences_used: 2, licence_count: 5 });
    const sixty = expectStatus<TrialsEndingSoon>(await as.admin.get(SYSTEM.trialsEndingSoon, { query: { days: 60 } }), 200);
    const ids = sixty.companies.map((company) => company.id);
    expect(ids.indexOf(soon.companyId)).toBeLessThan(ids.indexOf(later.companyId));
  });
});

describe('AI usage', () => {
  it('totals requests and tokens per company and model, and per day and model', async () => {
    const usage = expectStatus<AiUsage>(await as.admin.get(SYSTEM.aiUsage, { query: RANGE }), 200);
    expect(usage.totals).toEqual([
      { company_id: seed.companies.acme, company_name: 'Acme', model: 'gpt-x', requests: 1, tokens_in: 100, tokens_out: 50 },
      { company_id: seed.companies.acme, company_name: 'Acme', model: 'small', requests: 1, tokens_in: 1, tokens_out: 2 },
      { company_id: seed.companies.globex, company_name: 'Globex', model: 'gpt-x', requests: 1, tokens_in: 10, tokens_out: 5 },
    ]);
    expect(usage.points).toEqual([
      { date: '2025-03-05', model: 'gpt-x', requests: 1, tokens_in: 100, tokens_out: 50 },
      { date: '2025-03-05', model: 'small', requests: 1, tokens_in: 1, tokens_out: 2 },
      { date: '2025-03-06', model: 'gpt-x', requests: 1, tokens_in: 10, tokens_out: 5 },
    ]);
  });
});

describe('an empty range', () => {
  it('answers zeros and empty lists, not errors', async () => {
    const query = { from: '2024-01-01', to: '2024-01-03' };
    expect(users(expectStatus<DailyActiveUsers>(await as.admin.get(SYSTEM.dailyActiveUsers, { query }), 200))).toEqual([0, 0, 0]);
    expect(users(expectStatus<DailyActiveUsers>(await as.admin.get(SYSTEM.monthlyActiveUsers, { query }), 200))).toEqual([0, 0, 0]);
    expect(expectStatus<UserStickiness>(await as.admin.get(SYSTEM.userStickiness, { query }), 200).points.map((point) => point.ratio)).toEqual([0, 0, 0]);
    expect(expectStatus<UserRetention>(await as.admin.get(SYSTEM.userRetention, { query }), 200).cohorts).toEqual([]);
    expect(expectStatus<ProjectFigures>(await as.admin.get(SYSTEM.mostViewedProjects, { query }), 200).projects).toEqual([]);
    expect(expectStatus<ProjectFigures>(await as.admin.get(SYSTEM.recentProjectActivity, { query }), 200).projects).toEqual([]);
    expect(expectStatus<RecentInviteUsers>(await as.admin.get(SYSTEM.recentInviteUsers, { query }), 200)).toEqual({ ...query, counts: { invited: 0, accepted: 0, pending: 0 }, invitations: [] });
    expect(expectStatus<AiUsage>(await as.admin.get(SYSTEM.aiUsage, { query }), 200)).toEqual({ ...query, totals: [], points: [] });
  });

  it('defaults to the last 30 days up to today', async () => {
    const daily = expectStatus<DailyActiveUsers>(await as.admin.get(SYSTEM.dailyActiveUsers), 200);
    expect(daily.points).toHaveLength(30);
    expect(daily.to).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('bad input', () => {
  it.each([
    ['an impossible day', SYSTEM.dailyActiveUsers, { from: '2025-02-30', to: '2025-03-02' }, 'from'],
    ['a day in another format', SYSTEM.dailyActiveUsers, { from: '01/03/2025' }, 'from'],
    ['a range that runs backwards', SYSTEM.monthlyActiveUsers, { from: '2025-03-10', to: '2025-03-01' }, 'from'],
    ['a range longer than 400 days', SYSTEM.userRetention, { from: '2024-01-01', to: '2025-02-04' }, 'from'],
    ['an unknown time zone', SYSTEM.aiUsage, { tz: 'Mars/Olympus_Mons' }, 'tz'],
    ['an unknown time zone for the busiest hours', SYSTEM.busiestHours, { tz: 'Nowhere' }, 'tz'],
    ['too many days', SYSTEM.busiestHours, { days: 401 }, 'days'],
    ['no days', SYSTEM.trialsEndingSoon, { days: 0 }, 'days'],
    ['a limit over the maximum', SYSTEM.recentUserEvents, { limit: 201 }, 'limit'],
    ['a limit of zero', SYSTEM.mostViewedProjects, { limit: 0 }, 'limit'],
    ['an unknown kind of event', SYSTEM.recentUserEvents, { kind: 'dancing' }, 'kind'],
    ['a company admin’s range longer than 400 days', COMPANY.dailyActiveUsers, { from: '2024-01-01', to: '2025-02-04' }, 'from'],
  ])('refuses %s with 422 and the field', async (_what, path, query, field) => {
    const res = await as.admin.get(path, { query });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ fields: [{ field }] });
  });

  it('accepts a range of exactly 400 days', async () => {
    expectStatus(await as.admin.get(SYSTEM.dailyActiveUsers, { query: { from: '2024-01-01', to: '2025-02-03' } }), 200);
  });
});
