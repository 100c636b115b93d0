import { resolveService } from '../../core/services/service-token';
import { matchRoutes, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Container } from 'inversify';
import { isNumericId } from '../../core/domain/access-id';
import { AuthService } from '../../core/services/auth-service';
import { CurrentCompanyStore } from '../../core/services/current-company-store';
import { CurrentUserStore } from '../../core/services/current-user-store';
import { HttpClient } from '../../core/services/http-client';
import { I18nService } from '../../core/services/i18n-service';
import { Session } from '../../core/services/session';
import { ShellState } from '../../core/services/shell-state';
import { SystemStore } from '../../core/services/system-store';
import { withAppMessages } from '../app/register-messages';
import type { GuardServices } from '../guards/guard-services';
import { runGuards } from '../guards/run-guards';
import { loadProjectData, ProjectDataPrefetch } from '../pages/project/project-data';
import { LIBRARY_LISTS, PROJECT_LISTS } from '../pages/project-lists';
import type { AdminPageEntry } from '../pages/admin/admin-page-entry';
import { SYSTEM_ADMIN_PAGES } from '../pages/admin/system-admin-pages';
import { COMPANY_ADMIN_PAGES } from '../pages/company/company-admin-pages';
import { ASSESSMENT_ROUTES } from '../pages/assessments/assessment-routes';
import { DATA_CATALOG_ROUTES } from '../pages/data-catalogs/data-catalog-routes';
import { DATA_MAP_ROUTES } from '../pages/data-maps/data-map-routes';
import { RouteErrorPage } from '../pages/route-error-page';
import { embedSegmentOf, type PluginRegistry } from '../registry/plugin-registry';
import { AppStarting, PublicLayout, RootLayout } from '../shell/root-layout';
import { publicRoutes } from './public-routes';
import { resolveHandle, type RouteHandle } from './route-handle';

export const ROOT_ROUTE_ID = 'root';

function guardServices(container: Container): GuardServices {
  return {
    session: resolveService(container, Session),
    auth: resolveService(container, AuthService),
    currentUser: resolveService(container, CurrentUserStore),
    currentCompany: resolveService(container, CurrentCompanyStore),
    system: resolveService(container, SystemStore),
    shell: resolveService(container, ShellState),
  };
}

/** An admin area: its pages under /{root}, and /{root} itself opening the first page of its menu. */
function adminAreaRoute(root: string, access: RouteHandle['access'], pages: readonly AdminPageEntry[]): RouteObject {
  const first = pages.find((page) => page.inMenu);
  return {
    path: root,
    ErrorBoundary: RouteErrorPage,
    handle: { access } satisfies RouteHandle,
    children: [
      ...(first ? [{ index: true, loader: () => redirect(`/${root}/${first.path}`) }] : []),
      ...pages.map((page) => ({ path: page.path, lazy: page.lazy })),
    ],
  };
}

/**
 * Starts loading a project page's data while the guards run. Only for plain numeric ids: a share link's
 * visitor has no session token until the guards set it. Waits for the one shared token refresh, so the
 * requests go out signed, and skips the shell's status handling: the guards decide where a refused
 * visitor goes, and a failed prefetch only means the page loads as usual.
 */
function prefetchProjectData(container: Container, prefetch: ProjectDataPrefetch, projectId: string | undefined): void {
  if (!projectId || !isNumericId(projectId)) return;
  const http = resolveService(container, HttpClient);
  const session = resolveService(container, Session);
  const auth = resolveService(container, AuthService);
  prefetch.start(async () => {
    if (!session.accessToken) await auth.refreshAccessToken();
    return loadProjectData(http, Number(projectId), { skipStatusHandling: true });
  }, Number(projectId));
}

/**
 * Every route of the app. Pages are lazy so the sign-in page does not carry the project pages' code;
 * the guards run in the root loader, which revalidates on every navigation.
 */
export function createAppRoutes(container: Container, registry: PluginRegistry): RouteObject[] {
  const pluginRoutes: RouteObject[] = registry.plugins.map((plugin) => ({
    path: `projects/:projectId/${plugin.manifest.segment}/:moduleId`,
    handle: { page: 'module' } satisfies RouteHandle,
    lazy: async () => {
      const { ModulePage } = await import('../pages/module-page');
      return { element: <ModulePage plugin={plugin} registry={registry} /> };
    },
  }));
  const embedRoutes: RouteObject[] = registry.plugins.map((plugin) => ({
    path: `embed/projects/:projectId/${embedSegmentOf(plugin)}/:moduleId`,
    lazy: async () => {
      const { EmbedPage } = await import('../pages/embed-page');
      return { element: <EmbedPage plugin={plugin} /> };
    },
  }));
  const listRoutes: RouteObject[] = [...PROJECT_LISTS, ...LIBRARY_LISTS].map((list) => ({
    path: list.path.slice(1),
    lazy: async () => {
      const { ProjectListPage } = await import('../pages/project-list-page');
      return { element: <ProjectListPage key={list.path} list={list} /> };
    },
  }));
  listRoutes.push({
    path: 'teams/:roleId',
    lazy: async () => ({ Component: (await import('../pages/teams/team-page')).TeamPage }),
  });

  const projectPrefetch = new ProjectDataPrefetch();
  const i18n = resolveService(container, I18nService);

  const routes: RouteObject[] = [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppStarting,
      shouldRevalidate: () => true,
      loader: async ({ request }: LoaderFunctionArgs) => {
        const url = new URL(request.url);
        const matches = matchRoutes(routes, url.pathname) ?? [];
        const { access, page } = resolveHandle(matches.map((match) => match.route.handle));
        const params = matches[matches.length - 1]?.params ?? {};
        const result = await runGuards({ url, params, access, page }, guardServices(container));
        if ('redirect' in result) throw redirect(result.redirect);
        return result.params;
      },
      children: [
        {
          Component: PublicLayout,
          handle: { access: 'public' } satisfies RouteHandle,
          children: publicRoutes(),
        },
        {
          lazy: async () => ({ Component: (await withAppMessages(i18n, import('../shell/app-layout'))).AppLayout }),
          children: [
            {
              ErrorBoundary: RouteErrorPage,
              children: [
                { path: 'home', loader: () => redirect('/recently-viewed') },
                ...listRoutes,
                {
                  path: 'profilepage',
                  lazy: async () => ({ Component: (await import('../pages/profile-page')).ProfilePage }),
                },
                {
                  path: 'notifications',
                  lazy: async () => ({ Component: (await import('../pages/notifications/notifications-page')).NotificationsPage }),
                },
                {
                  path: 'release-notes/:releaseNoteId',
                  lazy: async () => ({ Component: (await import('../pages/release-notes/release-note-page')).ReleaseNotePage }),
                },
                {
                  path: 'projects/:projectId',
                  handle: { page: 'project' } satisfies RouteHandle,
                  loader: ({ params }: LoaderFunctionArgs) => {
                    prefetchProjectData(container, projectPrefetch, params.projectId);
                    return null;
                  },
                  // The mounted page keeps its data when only the query (?item=) changes.
                  shouldRevalidate: ({ currentParams, nextParams }) => currentParams.projectId !== nextParams.projectId,
                  lazy: async () => {
                    const { ProjectPage } = await import('../pages/project-page');
                    return { element: <ProjectPage registry={registry} prefetch={projectPrefetch} /> };
                  },
                },
                {
                  path: 'projects/:projectId/tags',
                  lazy: async () => ({ Component: (await import('../pages/project/project-tags-page')).ProjectTagsPage }),
                },
                {
                  path: 'projects/:projectId/modules/:moduleId',
                  lazy: async () => {
                    const { ModuleRedirectPage } = await import('../pages/module-redirect-page');
                    return { element: <ModuleRedirectPage registry={registry} /> };
                  },
                },
                {
                  path: 'scenario_modules/:moduleId',
                  lazy: async () => {
                    const { ModuleRedirectPage } = await import('../pages/module-redirect-page');
                    return { element: <ModuleRedirectPage registry={registry} /> };
                  },
                },
                ...pluginRoutes,
              ],
            },
            ASSESSMENT_ROUTES,
            ...DATA_CATALOG_ROUTES,
            ...DATA_MAP_ROUTES,
            adminAreaRoute('company', 'company-admin', COMPANY_ADMIN_PAGES),
            adminAreaRoute('admin', 'system-admin', SYSTEM_ADMIN_PAGES),
          ],
        },
        {
          handle: { access: 'embed' } satisfies RouteHandle,
          lazy: async () => ({ Component: (await withAppMessages(i18n, import('../shell/embed-layout'))).EmbedLayout }),
          children: [{ ErrorBoundary: RouteErrorPage, children: embedRoutes }],
        },
      ],
    },
  ];
  return routes;
}
