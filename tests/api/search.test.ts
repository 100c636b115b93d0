/**
 * Search across the workspace (GET /api/search): each kind is found, words match in the reader's language (English
 * stemming), the matching words come marked, and nobody finds what they may not read: another company's content, a
 * project they have no access to, a catalog not shared with them.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityValue, Project, ProjectModule } from '../../core/domain/api-types';
import { registryPath } from '../../core/domain/registry-types';
import { SEARCH_KINDS, searchPartsText, type SearchAnswer, type SearchKind, type SearchResult } from '../../core/domain/search-types';
import type { ApiClient } from './harness';
import { createCatalog, createDetail, createGroup } from './support/data-catalogs';
import { createProjectLink, withSessionToken } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, createSection, expectStatus, failingFields, modulePath } from './support/workspace';

// Starting the server and signing everyone in can take over a minute on a loaded machine.
vi.setConfig({ hookTimeout: 180_000 });

const { t, as, seed, onboarding } = useSignedInServer();

let shared: Project;
let hidden: Project;
let risks: ProjectModule;
let item: EntityValue;

async function search(client: ApiClient, q: string, query: Record<string, string | number> = {}): Promise<SearchAnswer> {
  return expectStatus<SearchAnswer>(await client.get('/api/search', { query: { q, ...query } }), 200);
}

function resultsOf(answer: SearchAnswer, kind: SearchKind): SearchResult[] {
  return answer.groups.find((group) => group.kind === kind)?.results ?? [];
}

const titles = (answer: SearchAnswer, kind: SearchKind) => resultsOf(answer, kind).map((result) => searchPartsText(result.title));

beforeAll(async () => {
  // The owner's project, shared with the viewer for reading; and one shared with nobody.
  shared = await createProject(as.owner, 'Quarkwell expansion', 'Opening the Quarkwell plant');
  expectStatus(await as.owner.post(`/api/projects/${shared.id}/user_permissions.json`, { user_id: seed.users.viewer, permission_key: 'read' }), 201);
  hidden = await createProject(as.owner, 'Quarkwell secret merger');
  const section = await createSection(as.owner, shared.id, 'Quarkwell logistics');
  risks = await createModule(as.owner, shared.id, 'Risks', 'Quarkwell risks', section.id);
  item = expectStatus<EntityValue>(
    await as.owner.post(`${modulePath(shared.id, risks.id)}/entity_values.json`, {
      entity_attribute_id: seed.attributes.RiskItem,
      value: { title: 'Suppliers run late', description: '<p>The trucks <b>run</b> behind schedule when snow falls.</p>' },
    }),
    201,
  );
  const hiddenModule = await createModule(as.owner, hidden.id, 'Risks', 'Merger risks');
  expectStatus(
    await as.owner.post(`${modulePath(hidden.id, hiddenModule.id)}/entity_values.json`, {
      entity_attribute_id: seed.attributes.RiskItem,
      value: { title: 'Quarkwell leak to the press' },
    }),
    201,
  );
  expectStatus(
    await as.owner.post('/api/comments.json', {
      project_id: shared.id, module_id: risks.id, commentable_type: 'EntityValue', commentable_id: item.id, comment_level_type: 'item',
      body: '<p>Ask Zorblat freight for a second truck</p>',
    }),
    201,
  );
  expectStatus(await as.owner.post(registryPath(shared.id, 'stakeholders'), { name: 'Zorblat freight', description: 'Carrier' }), 201);
  const catalog = await createCatalog(as.owner, 'Quarkwell data');
  const group = await createGroup(as.owner, catalog.id, 'Shipments');
  await createDetail(as.owner, catalog.id, { group_id: group.id, name: 'Zorblat consignment number', classification: 'internal' });
});

describe('finding things', () => {
  it('finds each kind, grouped in order, with where it is and the route that opens it', async () => {
    const answer = await search(as.owner, 'quarkwell');
    expect(titles(answer, 'project')).toEqual(expect.arrayContaining(['Quarkwell expansion', 'Quarkwell secret merger']));
    expect(titles(answer, 'section')).toEqual(['Quarkwell logistics']);
    expect(titles(answer, 'module')).toEqual(['Quarkwell risks']);
    expect(titles(answer, 'item')).toEqual(['Quarkwell leak to the press']);
    expect(answer.groups.map((group) => group.kind)).toEqual(['project', 'section', 'module', 'item', 'catalog_detail'].filter((kind) => answer.groups.some((g) => g.kind === kind)));
    const [module] = resultsOf(answer, 'module');
    expect(module).toMatchObject({ id: risks.id, place: ['Quarkwell expansion'], route: `/projects/${shared.id}/risks/${risks.id}` });

    const freight = await search(as.owner, 'zorblat');
    expect(titles(freight, 'comment')).toEqual(['Ask Zorblat freight for a second truck']);
    expect(titles(freight, 'registry_item')).toEqual(['Zorblat freight']);
    expect(titles(freight, 'catalog_detail')).toEqual(['Zorblat consignment number']);
    expect(resultsOf(freight, 'catalog_detail')[0]).toMatchObject({ place: ['Quarkwell data'], route: null });
    expect(resultsOf(freight, 'registry_item')[0].route).toBe(`/projects/${shared.id}`);
  });

  it('routes an item to its module with ?item= naming the entity value', async () => {
    const [found] = resultsOf(await search(as.owner, 'suppliers', { kinds: 'item' }), 'item');
    expect(found.id).toBe(item.id);
    expect(found.place).toEqual(['Quarkwell expansion', 'Quarkwell risks']);
    const [path, query] = found.route!.split('?item=');
    expect(path).toBe(`/projects/${shared.id}/risks/${risks.id}`);
    expect(JSON.parse(Buffer.from(decodeURIComponent(query), 'base64').toString())).toEqual({ itemType: 'EntityValue', itemId: item.id });
  });

  it('stems in the reader\'s language: "running" finds "run", and words match as they are typed', async () => {
    // Word for word, "running" is not in the item: only English stemming ("running" → "run") finds it.
    expect(titles(await search(as.owner, 'running trucks'), 'item')).toEqual(['Suppliers run late']);
    expect(titles(await search(as.owner, 'suppl sched'), 'item')).toEqual(['Suppliers run late']);
    expect(titles(await search(as.owner, 'trucks snow'), 'item')).toEqual(['Suppliers run late']);
    expect(resultsOf(await search(as.owner, 'trucks elephants'), 'item')).toEqual([]);
  });

  it('forgives a typo in a word no document starts with, and leaves words found as typed alone', async () => {
    expect(titles(await search(as.owner, 'quarkwel expnasion'), 'project')).toEqual(['Quarkwell expansion']);
    expect(titles(await search(as.owner, 'suppliers shcedule'), 'item')).toEqual(['Suppliers run late']);
    // "truck" starts a word of the item, so it is not also read as a typo of another word.
    expect(titles(await search(as.owner, 'truck'), 'item')).toEqual(['Suppliers run late']);
    expect(resultsOf(await search(as.owner, 'trucks xylophones'), 'item')).toEqual([]);
    // A typo never reaches what the reader may not read.
    expect(titles(await search(as.viewer, 'quarkwel mergr'), 'project')).toEqual([]);
  });

  it('reads a short typo as the word it misses, and answers a word like no other with nothing', async () => {
    expect(titles(await search(as.owner, 'acmee'), 'project')).toContain('Acme onboarding');
    expect(resultsOf(await search(as.owner, 'nothingPlovdivmx8a6gzb'), 'project')).toEqual([]);
  });

  it('marks the matching words as parts, never as markup', async () => {
    const [found] = resultsOf(await search(as.owner, 'snow'), 'item');
    expect(found.snippet.filter((part) => part.match).map((part) => part.text)).toEqual(['snow']);
    expect(searchPartsText(found.snippet)).not.toMatch(/<|>/);
    const [project] = resultsOf(await search(as.owner, 'expansion'), 'project');
    expect(project.title).toEqual([{ text: 'Quarkwell ', match: false }, { text: 'expansion', match: true }]);
  });

  it('follows changes in the same transaction: renamed and deleted things', async () => {
    expectStatus(await as.owner.put(`${modulePath(shared.id, risks.id)}.json`, { name: 'Glimmerfold risks' }), 200);
    expect(titles(await search(as.owner, 'glimmerfold'), 'module')).toEqual(['Glimmerfold risks']);
    const gone = await createProject(as.owner, 'Vanishing Glimmerfold');
    expectStatus(await as.owner.delete(`/api/projects/${gone.id}.json`), 200);
    expect(titles(await search(as.owner, 'vanishing'), 'project')).toEqual([]);
  });

  it('narrows by kind and limits each kind', async () => {
    const onlyProjects = await search(as.owner, 'quarkwell', { kinds: 'project', limit: 1 });
    expect(onlyProjects.groups.map((group) => group.kind)).toEqual(['project']);
    expect(onlyProjects.groups[0].results).toHaveLength(1);
    expect((await search(as.owner, '¿!')).groups).toEqual([]);
  });
});

describe('who finds what', () => {
  it('shows a reader only the projects shared with them', async () => {
    const answer = await search(as.viewer, 'quarkwell');
    expect(titles(answer, 'project')).toEqual(['Quarkwell expansion']);
    expect(titles(answer, 'item')).toEqual([]);
    expect(titles(await search(as.viewer, 'leak'), 'item')).toEqual([]);
    // The catalog was not shared with the viewer.
    expect(titles(await search(as.viewer, 'zorblat'), 'catalog_detail')).toEqual([]);
  });

  it('never shows another company anything', async () => {
    // Global catalogs (the demo's customer and order domain) are everyone's; a company's own content is not.
    const companyKinds = SEARCH_KINDS.filter((kind) => kind !== 'catalog_detail').join(',');
    for (const q of ['quarkwell', 'zorblat', 'suppliers', 'acme']) expect((await search(as.globex, q, { kinds: companyKinds })).groups).toEqual([]);
    expect(titles(await search(as.globex, 'zorblat'), 'catalog_detail')).toEqual([]);
    expect(titles(await search(as.owner, 'onboarding'), 'project')).toContain('Acme onboarding');
  });

  it('refuses restricted accounts (403), share-link visitors (403) and nobody (401); checks the query (422)', async () => {
    expectStatus(await as.restricted.get('/api/search', { query: { q: 'quarkwell' } }), 403);
    const link = await createProjectLink(as.owner, onboarding);
    expectStatus(await withSessionToken(t.anonymous, link.access_id).get('/api/search', { query: { q: 'acme' } }), 403);
    expectStatus(await as.anonymous.get('/api/search', { query: { q: 'acme' } }), 401);
    expect(failingFields(await as.owner.get('/api/search', { query: { q: '' } }))).toEqual(['q']);
    expect(failingFields(await as.owner.get('/api/search', { query: { q: 'x', kinds: 'projects,spells' } }))).toEqual(['kinds']);
    expect(failingFields(await as.owner.get('/api/search', { query: { q: 'x', limit: 500 } }))).toEqual(['limit']);
  });
});
