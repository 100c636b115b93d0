import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../route-error-page';
import { dataCatalogPaths } from './data-catalog-paths';

const page = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * /data-catalogs, one catalog and its management page; and the legacy /data-catalog-admin/{id} (with its
 * link-management and category-link-management sub-paths), which now opens the catalog.
 */
export const DATA_CATALOG_ROUTES: RouteObject[] = [
  {
    path: 'data-catalogs',
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, lazy: page(async () => (await import('./catalog-list-page')).CatalogListPage) },
      { path: ':dataCatalogId', lazy: page(async () => (await import('./catalog-page')).CatalogPage) },
      { path: ':dataCatalogId/data-catalog-management', lazy: page(async () => (await import('./catalog-management-page')).CatalogManagementPage) },
    ],
  },
  {
    path: 'data-catalog-admin/:dataCatalogId/*',
    loader: ({ params }: LoaderFunctionArgs) => redirect(dataCatalogPaths.catalog(encodeURIComponent(params.dataCatalogId ?? ''))),
  },
];
