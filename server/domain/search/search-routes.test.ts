import { describe, expect, it } from 'vitest';
import { searchResultRoute, type RouteFacts } from './search-routes';

const facts = (overrides: Partial<RouteFacts>): RouteFacts => ({
  kind: 'project', source: 'projects', source_id: 1, project_id: 7, module: null, commentable: null, ...overrides,
});
const itemOf = (route: string | null) => JSON.parse(atob(decodeURIComponent(route!.split('?item=')[1]))) as unknown;

describe('searchResultRoute', () => {
  it('opens projects, sections and modules on their pages', () => {
    expect(searchResultRoute(facts({}))).toBe('/projects/7');
    expect(searchResultRoute(facts({ kind: 'section', source: 'sections' }))).toBe('/projects/7');
    expect(searchResultRoute(facts({ kind: 'module', module: { id: 3, segment: 'risks' } }))).toBe('/projects/7/risks/3');
  });

  it('opens an item and the comments on it with ?item=', () => {
    const item = searchResultRoute(facts({ kind: 'item', source_id: 40, module: { id: 3, segment: 'risks' } }));
    expect(item).toMatch(/^\/projects\/7\/risks\/3\?item=/);
    expect(itemOf(item)).toEqual({ itemType: 'EntityValue', itemId: 40 });
    const onItem = searchResultRoute(facts({ kind: 'comment', source_id: 9, module: { id: 3, segment: 'risks' }, commentable: { type: 'EntityValue', id: 40 } }));
    expect(itemOf(onItem)).toEqual({ itemType: 'EntityValue', itemId: 40 });
    expect(itemOf(searchResultRoute(facts({ kind: 'comment', source_id: 9 })))).toEqual({ itemType: 'Comment', itemId: 9 });
  });

  it('opens tags on the tags page and has no page for catalog details', () => {
    expect(searchResultRoute(facts({ kind: 'registry_item', source: 'tags' }))).toBe('/projects/7/tags');
    expect(searchResultRoute(facts({ kind: 'catalog_detail', project_id: null }))).toBeNull();
  });
});
