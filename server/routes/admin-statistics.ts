/**
 * The system admin's statistics (data-layer.md §7 Analytics GETs; SYSTEM_STATISTICS_PATHS): every company's
 * figures, or one company's with company_id. System admins only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SYSTEM_STATISTICS_PATHS as PATHS } from '../../core/domain/statistics-types';
import { requireSystemAdmin } from '../auth/auth-context';
import { dailyActiveUsers, monthlyActiveUsers, userStickiness } from '../domain/statistics/active-users';
import { aiUsage } from '../domain/statistics/ai-usage';
import { busiestHours } from '../domain/statistics/busiest-hours';
import { mostViewedProjects, recentProjectActivity } from '../domain/statistics/project-figures';
import { recentInviteUsers } from '../domain/statistics/recent-invite-users';
import { recentUserEvents } from '../domain/statistics/recent-user-events';
import { DEFAULT_RANGE_DAYS, resolveLastDays, resolveRange } from '../domain/statistics/statistics-range';
import { DEFAULT_TRIAL_DAYS, trialsEndingSoon } from '../domain/statistics/trials-ending-soon';
import { userRetention } from '../domain/statistics/user-retention';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  AiUsageSchema, BusiestHoursSchema, DailyActiveUsersSchema, ProjectFiguresSchema, RecentInviteUsersSchema,
  RecentUserEventsSchema, StatisticsQueries as Q, TrialsEndingSoonSchema, UserRetentionSchema, UserStickinessSchema,
} from '../schemas/statistics-schema';

const tags = ['system admin'];
const routeOf = (path: string) => routeForms(path.replace(/^\/api/, ''));

const adminStatistics: FastifyPluginAsyncTypebox = async (app) => {
  const rangeOf = (request: Parameters<typeof requireSystemAdmin>[0], query: { company_id?: number }) => {
    requireSystemAdmin(request);
    return resolveRange(query, query.company_id ?? null);
  };

  for (const { url, hide } of routeOf(PATHS.dailyActiveUsers)) {
    app.get(url, { schema: { tags, summary: 'Daily active users', querystring: Q.range.system, response: { 200: DailyActiveUsersSchema, ...errorResponses }, hide } },
      async (request) => dailyActiveUsers(app.db, rangeOf(request, request.query)));
  }
  for (const { url, hide } of routeOf(PATHS.monthlyActiveUsers)) {
    app.get(url, { schema: { tags, summary: 'Monthly active users (the 30 days ending each day)', querystring: Q.range.system, response: { 200: DailyActiveUsersSchema, ...errorResponses }, hide } },
      async (request) => monthlyActiveUsers(app.db, rangeOf(request, request.query)));
  }
  for (const { url, hide } of routeOf(PATHS.userStickiness)) {
    app.get(url, { schema: { tags, summary: 'Daily over monthly active users', querystring: Q.range.system, response: { 200: UserStickinessSchema, ...errorResponses }, hide } },
      async (request) => userStickiness(app.db, rangeOf(request, request.query)));
  }
  for (const { url, hide } of routeOf(PATHS.userRetention)) {
    app.get(url, { schema: { tags, summary: 'Weekly retention cohorts', querystring: Q.range.system, response: { 200: UserRetentionSchema, ...errorResponses }, hide } },
      async (request) => userRetention(app.db, rangeOf(request, request.query)));
  }
  for (const { url, hide } of routeOf(PATHS.aiUsage)) {
    app.get(url, { schema: { tags, summary: 'AI requests and tokens per company, model and day', querystring: Q.range.system, response: { 200: AiUsageSchema, ...errorResponses }, hide } },
      async (request) => aiUsage(app.db, rangeOf(request, request.query)));
  }
  for (const { url, hide } of routeOf(PATHS.mostViewedProjects)) {
    app.get(url, { schema: { tags, summary: 'The most viewed projects', querystring: Q.projects.system, response: { 200: ProjectFiguresSchema, ...errorResponses }, hide } },
      async (request) => mostViewedProjects(app.db, rangeOf(request, request.query), request.query.limit));
  }
  for (const { url, hide } of routeOf(PATHS.recentProjectActivity)) {
    app.get(url, { schema: { tags, summary: 'The most active projects', querystring: Q.projects.system, response: { 200: ProjectFiguresSchema, ...errorResponses }, hide } },
      async (request) => recentProjectActivity(app.db, rangeOf(request, request.query), request.query.limit));
  }
  for (const { url, hide } of routeOf(PATHS.recentInviteUsers)) {
    app.get(url, { schema: { tags, summary: 'People invited in the range', querystring: Q.invitations, response: { 200: RecentInviteUsersSchema, ...errorResponses }, hide } },
      async (request) => recentInviteUsers(app.db, rangeOf(request, request.query), request.query.limit));
  }
  for (const { url, hide } of routeOf(PATHS.recentUserEvents)) {
    app.get(url, { schema: { tags, summary: 'The newest user events', querystring: Q.events.system, response: { 200: RecentUserEventsSchema, ...errorResponses }, hide } },
      async (request) => {
        requireSystemAdmin(request);
        return recentUserEvents(app.db, { ...request.query, companyId: request.query.company_id ?? null });
      });
  }
  for (const { url, hide } of routeOf(PATHS.busiestHours)) {
    app.get(url, { schema: { tags, summary: 'Events per weekday and hour over the last days', querystring: Q.busiestHours, response: { 200: BusiestHoursSchema, ...errorResponses }, hide } },
      async (request) => {
        requireSystemAdmin(request);
        const days = request.query.days ?? DEFAULT_RANGE_DAYS;
        return busiestHours(app.db, resolveLastDays(days, request.query.tz, request.query.company_id ?? null), days);
      });
  }
  for (const { url, hide } of routeOf(PATHS.trialsEndingSoon)) {
    app.get(url, { schema: { tags, summary: 'Companies whose trial ends soon', querystring: Q.trials, response: { 200: TrialsEndingSoonSchema, ...errorResponses }, hide } },
      async (request) => {
        requireSystemAdmin(request);
        return trialsEndingSoon(app.db, request.query.days ?? DEFAULT_TRIAL_DAYS, request.query.company_id ?? null);
      });
  }
};

export default adminStatistics;
