/**
 * The route patterns of the app's pages ('/all-projects', '/projects/:projectId'), as new-feature
 * notifications name them in page_name (data-layer.md §3): the list a system admin picks from, and the
 * pattern of the page being shown.
 */
import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { resolveHandle } from './route-handle';

const joinPattern = (segments: readonly string[]) => `/${segments.filter((segment) => segment !== '').join('/')}`;

/** The pattern of the page at `pathname`, or null when no page matches. */
export function routePatternAt(routes: readonly RouteObject[], pathname: string): string | null {
  const matches = matchRoutes([...routes], pathname);
  if (!matches) return null;
  return joinPattern(matches.map((match) => match.route.path ?? ''));
}

const showsPage = (route: RouteObject) => Boolean(route.Component ?? route.element ?? route.lazy);

/** Every pattern of a signed-in page (no public, embedded or catch-all page), sorted. */
export function signedInPagePatterns(routes: readonly RouteObject[]): string[] {
  const patterns = new Set<string>();
  const visit = (route: RouteObject, segments: readonly string[], handles: readonly unknown[]) => {
    const path = [...segments, route.path ?? ''];
    const chain = [...handles, route.handle];
    if (route.children) {
      for (const child of route.children) visit(child, path, chain);
      return;
    }
    const { access } = resolveHandle(chain);
    if (!showsPage(route) || access === 'public' || access === 'embed' || (route.path ?? '').includes('*')) return;
    patterns.add(joinPattern(path));
  };
  for (const route of routes) visit(route, [], []);
  return [...patterns].sort();
}

/** The app's routes, for the pieces of the shell that speak of route patterns; set once by the app. */
export const AppRoutesContext = createContext<readonly RouteObject[]>([]);

export const useAppRoutes = () => useContext(AppRoutesContext);
