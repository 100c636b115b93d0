/**
 * Who may read the statistics: the system admin every company's (or one company's), a company admin only their
 * own company's, whatever company_id they send; members, other companies' people and visitors are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_STATISTICS_PATHS as COMPANY, SYSTEM_STATISTICS_PATHS as SYSTEM,
  type AiUsage, type ProjectFigures, type RecentUserEvents,
} from '../../core/domain/statistics-types';
import { insertStatisticsEvents, RANGE } from './support/statistics-events';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as, seed } = useSignedInServer();
beforeAll(async () => {
  await insertStatisticsEvents(t.db, seed);
});

describe('the system admin’s statistics', () => {
  it.each(Object.entries(SYSTEM))('%s: the system admin only', async (_name, path) => {
    expectStatus(await as.admin.get(path, { query: { company_id: seed.companies.globex } }), 200);
    expectStatus(await as.owner.get(path), 403);
    expectStatus(await as.editor.get(path), 403);
    expectStatus(await as.globex.get(path), 403);
    expectStatus(await as.anonymous.get(path), 401);
  });

  it('sees every company, or one by company_id', async () => {
    const all = expectStatus<AiUsage>(await as.admin.get(SYSTEM.aiUsage, { query: RANGE }), 200);
    expect(new Set(all.totals.map((total) => total.company_id))).toEqual(new Set([seed.companies.acme, seed.companies.globex]));
    const globex = expectStatus<AiUsage>(await as.admin.get(SYSTEM.aiUsage, { query: { ...RANGE, company_id: seed.companies.globex } }), 200);
    expect(globex.totals.map((total) => total.company_id)).toEqual([seed.companies.globex]);
  });
});

describe('the company admin’s statistics', () => {
  it.each(Object.entries(COMPANY))('%s: the company’s admins only', async (_name, path) => {
    expectStatus(await as.owner.get(path), 200);
    expectStatus(await as.admin.get(path), 200);
    expectStatus(await as.editor.get(path), 403);
    expectStatus(await as.restricted.get(path), 403);
    expectStatus(await as.globex.get(path), 403);
    expectStatus(await as.anonymous.get(path), 401);
  });

  it('shows only their own company, whatever company_id they send', async () => {
    const query = { ...RANGE, company_id: seed.companies.globex };
    const usage = expectStatus<AiUsage>(await as.owner.get(COMPANY.aiUsage, { query }), 200);
    expect(usage.totals.map((total) => [total.company_id, total.model])).toEqual([[seed.companies.acme, 'gpt-x'], [seed.companies.acme, 'small']]);
    expect(usage.points.map((point) => point.tokens_in)).toEqual([100, 1]);

    const projects = expectStatus<ProjectFigures>(await as.owner.get(COMPANY.recentProjectActivity, { query }), 200);
    expect(projects.projects.map((project) => project.id)).toEqual([seed.project.onboarding]);

    const events = expectStatus<RecentUserEvents>(await as.owner.get(COMPANY.recentUserEvents, { query: { company_id: seed.companies.globex, limit: 200 } }), 200);
    expect(events.events.length).toBeGreaterThan(0);
    expect(events.events.every((event) => event.company.id === seed.companies.acme)).toBe(true);

    const daily = expectStatus<{ points: Array<{ users: number }> }>(await as.owner.get(COMPANY.dailyActiveUsers, { query }), 200);
    // 5 March: the editor and the viewer of Acme, not Globex's Gus.
    expect(daily.points[4].users).toBe(2);
    const monthly = expectStatus<{ points: Array<{ users: number }> }>(await as.owner.get(COMPANY.monthlyActiveUsers, { query }), 200);
    expect(monthly.points.at(-1)?.users).toBe(4);
  });
});
