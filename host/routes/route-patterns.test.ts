import { describe, expect, it } from 'vitest';
import { testRegistry } from '../test/fixtures';
import { createHostTestContainer } from '../test/render-host';
import { createAppRoutes } from './app-routes';
import { routePatternAt, signedInPagePatterns } from './route-patterns';

const routes = createAppRoutes(createHostTestContainer().container, testRegistry);

describe('route patterns', () => {
  it('lists the signed-in pages, plugin pages and admin pages included', () => {
    const patterns = signedInPagePatterns(routes);
    expect(patterns).toEqual(expect.arrayContaining(['/all-projects', '/projects/:projectId', '/projects/:projectId/risks/:moduleId', '/admin/release-notes', '/profilepage']));
  });

  it('leaves out public, embedded, catch-all and redirect-only routes', () => {
    const patterns = signedInPagePatterns(routes);
    for (const left of ['/', '/login', '/terms', '/embed/projects/:projectId/risks/:moduleId', '/home', '/admin', '/*']) expect(patterns).not.toContain(left);
    expect(patterns.some((pattern) => pattern.includes('*'))).toBe(false);
  });

  it('names the pattern of the page at a path, as the list spells it', () => {
    expect(routePatternAt(routes, '/all-projects')).toBe('/all-projects');
    expect(routePatternAt(routes, '/projects/12')).toBe('/projects/:projectId');
    expect(routePatternAt(routes, '/projects/12/risks/7')).toBe('/projects/:projectId/risks/:moduleId');
    expect(signedInPagePatterns(routes)).toContain(routePatternAt(routes, '/admin/release-notes/3'));
  });
});
