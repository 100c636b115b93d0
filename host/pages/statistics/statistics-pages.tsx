import type { ComponentType } from 'react';
import { COMPANY_STATISTICS_PATHS, SYSTEM_STATISTICS_PATHS } from '../../../core/domain/statistics-types';
import type { AdminPageEntry } from '../admin/admin-page-entry';
import type { FigurePageProps } from './figure-page-props';
import type { HostMessageKey } from '../../i18n/host-message-key';

type StatisticsCall = keyof typeof SYSTEM_STATISTICS_PATHS;

interface StatisticsFigure {
  path: string;
  titleKey: HostMessageKey;
  /** The page's code, in its own chunk so no other page loads the charts. */
  load(): Promise<ComponentType<FigurePageProps>>;
}

/** One page per figure; a system page and its company twin are the same page asking another call. */
const FIGURES: Record<StatisticsCall, StatisticsFigure> = {
  trialsEndingSoon: { path: 'trials-ending-soon', titleKey: 'statistics.nav.trialsEndingSoon', load: async () => (await import('./figures/trials-ending-page')).TrialsEndingPage },
  aiUsage: { path: 'ai-usage', titleKey: 'statistics.nav.aiUsage', load: async () => (await import('./figures/ai-usage-page')).AiUsagePage },
  recentProjectActivity: {
    path: 'recent-project-activity',
    titleKey: 'statistics.nav.recentProjectActivity',
    load: async () => (await import('./figures/project-figures-page')).ProjectFiguresPage,
  },
  mostViewedProjects: { path: 'most-viewed-projects', titleKey: 'statistics.nav.mostViewedProjects', load: async () => (await import('./figures/project-figures-page')).ProjectFiguresPage },
  recentUserEvents: {
    path: 'most-recent-user-events',
    titleKey: 'statistics.nav.recentUserEvents',
    load: async () => (await import('./figures/recent-user-events-page')).RecentUserEventsPage,
  },
  dailyActiveUsers: { path: 'daily-active-users', titleKey: 'statistics.nav.dailyActiveUsers', load: async () => (await import('./figures/active-users-page')).ActiveUsersPage },
  monthlyActiveUsers: { path: 'monthly-active-users', titleKey: 'statistics.nav.monthlyActiveUsers', load: async () => (await import('./figures/active-users-page')).ActiveUsersPage },
  userRetention: { path: 'user-retention', titleKey: 'statistics.nav.userRetention', load: async () => (await import('./figures/retention-page')).RetentionPage },
  userStickiness: { path: 'user-stickiness', titleKey: 'statistics.nav.userStickiness', load: async () => (await import('./figures/stickiness-page')).StickinessPage },
  busiestHours: { path: 'busiest-hours', titleKey: 'statistics.nav.busiestHours', load: async () => (await import('./figures/busiest-hours-page')).BusiestHoursPage },
  recentInviteUsers: { path: 'recent-invite-users', titleKey: 'statistics.nav.recentInviteUsers', load: async () => (await import('./figures/invited-users-page')).InvitedUsersPage },
};

function statisticsPages<Call extends StatisticsCall>(calls: readonly Call[], paths: Record<Call, string>, companyFilter: boolean): AdminPageEntry[] {
  return calls.map((call) => {
    const figure = FIGURES[call];
    return {
      path: figure.path,
      titleKey: figure.titleKey,
      inMenu: true,
      menu: 'statistics',
      lazy: async () => {
        const Page = await figure.load();
        return { element: <Page key={figure.path} url={paths[call]} titleKey={figure.titleKey} companyFilter={companyFilter} csvName={figure.path} /> };
      },
    };
  });
}

/** The system admin's statistics (/admin/...), in the order of screens-and-editor.md §2. */
export const SYSTEM_STATISTICS_PAGES = statisticsPages(
  [
    'trialsEndingSoon',
    'aiUsage',
    'recentProjectActivity',
    'mostViewedProjects',
    'recentUserEvents',
    'dailyActiveUsers',
    'monthlyActiveUsers',
    'userRetention',
    'userStickiness',
    'busiestHours',
    'recentInviteUsers',
  ],
  SYSTEM_STATISTICS_PATHS,
  true,
);

/** The company admin's statistics (/company/...), always of their own company. */
export const COMPANY_STATISTICS_PAGES = statisticsPages(
  ['recentUserEvents', 'dailyActiveUsers', 'monthlyActiveUsers', 'recentProjectActivity', 'aiUsage'],
  COMPANY_STATISTICS_PATHS,
  false,
);
