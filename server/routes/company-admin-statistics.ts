/**
 * A company admin's statistics (COMPANY_STATISTICS_PATHS): the system admin's answers, always for their own
 * company; a company_id in the query is dropped by the query schema. Company admins only.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMPANY_STATISTICS_PATHS as PATHS } from '../../core/domain/statistics-types';
import { requireAuth } from '../auth/auth-context';
import { companyAdminCompanyId } from '../domain/administration/company-admin-access';
import { dailyActiveUsers, monthlyActiveUsers } from '../domain/statistics/active-users';
import { aiUsage } from '../domain/statistics/ai-usage';
import { recentProjectActivity } from '../domain/statistics/project-figures';
import { recentUserEvents } from '../domain/statistics/recent-user-events';
import { resolveRange } from '../domain/statistics/statistics-range';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { AiUsageSchema, DailyActiveUsersSchema, ProjectFiguresSchema, RecentUserEventsSchema, StatisticsQueries as Q } from '../schemas/statistics-schema';

const tags = ['company admin'];
const routeOf = (path: string) => routeForms(path.replace(/^\/api/, ''));

const companyAdminStatistics: FastifyPluginAsyncTypebox = async (app) => {
  const rangeOf = (request: Parameters<typeof requireAuth>[0], query: object) => resolveRange(query, companyAdminCompanyId(requireAuth(request)));

  for (const { url, hide } of routeOf(PATHS.dailyActiveUsers)) {
    app.get(url, { schema: { tags, summary: 'Your company’s daily active users', querystring: Q.range.company, response: { 200: DailyActiveUsersSchema, ...errorResponses }, hide } },
      async (request) => dailyActiveUsers(app.db, rangeOf(request, request.query)));
  }
  for (const { url, hide } of routeOf(PATHS.monthlyActiveUsers)) {
    app.get(url, { schema: { tags, summary: 'Your company’s monthly active users', querystring: Q.range.company, response: { 200: DailyActiveUsersSchema, ...errorResponses }, hide } },
      async (request) => monthlyActiveUsers(app.db, rangeOf(request, request.query)));
  }
  for (const { url, hide } of routeOf(PATHS.aiUsage)) {
    app.get(url, { schema: { tags, summary: 'Your company’s AI requests and tokens', querystring: Q.range.company, response: { 200: AiUsageSchema, ...errorResponses }, hide } },
      async (request) => aiUsage(app.db, rangeOf(request, request.query)));
  }
  for (const { url, hide } of routeOf(PATHS.recentProjectActivity)) {
    app.get(url, { schema: { tags, summary: 'Your company’s most active projects', querystring: Q.projects.company, response: { 200: ProjectFiguresSchema, ...errorResponses }, hide } },
      async (request) => recentProjectActivity(app.db, rangeOf(request, request.query), request.query.limit));
  }
  for (const { url, hide } of routeOf(PATHS.recentUserEvents)) {
    app.get(url, { schema: { tags, summary: 'Your company’s newest user events', querystring: Q.events.company, response: { 200: RecentUserEventsSchema, ...errorResponses }, hide } },
      async (request) => recentUserEvents(app.db, { ...request.query, companyId: companyAdminCompanyId(requireAuth(request)) }));
  }
};

export default companyAdminStatistics;
