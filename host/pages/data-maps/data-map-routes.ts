import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../route-error-page';
import { dataMapPaths } from './data-map-paths';

const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/** A legacy /data-map-admin path: the same page under /data-maps. */
const legacy = (path: string, to: (dataMapId: string) => string): RouteObject => ({
  path: `data-map-admin/:dataMapId${path}`,
  loader: ({ params }: LoaderFunctionArgs) => redirect(to(encodeURIComponent(params.dataMapId ?? ''))),
});

/**
 * /data-maps, one map (its overview) and its two mapping pages; and the legacy /data-map-admin/{id} paths, each
 * opening the same page under /data-maps.
 */
export const DATA_MAP_ROUTES: RouteObject[] = [
  {
    path: 'data-maps',
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: page(async () => (await import('./map-list-page')).MapListPage) },
      { path: ':dataMapId', lazy: page(async () => (await import('./map-overview-page')).MapOverviewPage) },
      { path: ':dataMapId/link-management', lazy: page(async () => (await import('./mapping/detail-mapping-page')).DetailMappingPage) },
      { path: ':dataMapId/category-link-management', lazy: page(async () => (await import('./mapping/category-mapping-page')).CategoryMappingPage) },
    ],
  },
  legacy('', dataMapPaths.map),
  legacy('/link-management', dataMapPaths.linkManagement),
  legacy('/category-link-management', dataMapPaths.categoryLinkManagement),
];
