/**
 * A module's data: the module data interface (what a data interface module shows of the project's data maps and
 * catalogs), its content items' ties to catalog details and their links to modules, with the §6 permission matrix.
 */
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AssociatedDataElement,
  DataCatalog,
  DataCatalogDetail,
  DataCatalogDetailsEntityValue,
  DataCatalogGroup,
  DataMapCategory,
  EntityValueLink,
  ModuleDataCategoryLink,
  ModuleDataDetailLink,
} from '../../core/domain/data-governance-types';
import { dataCatalogDetailsEntityValues, entityValueLinks } from '../../server/db/schema';
import { catalogPath, createCatalog, createDetail, createGlobalCatalog, createGroup } from './support/data-catalogs';
import { createCategory, createMap, mapPath, placeCatalog } from './support/data-maps';
import { createModuleLink, createProjectLink, withSessionToken, type Visitor } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, listValues, modulePath } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

/** The fixture: a global catalog attached to the project; a map of the owner's placing it and a local catalog. */
const f = {} as {
  moduleId: number;
  global: { catalog: DataCatalog; group: DataCatalogGroup; customer: DataCatalogDetail };
  local: { catalog: DataCatalog; group: DataCatalogGroup; account: DataCatalogDetail };
  unplaced: DataCatalog;
  attachedOnly: DataCatalog;
  map: number;
  personal: DataMapCategory;
  contact: DataMapCategory;
  valueId: number;
  otherModuleValueId: number;
  projectLink: Visitor;
  otherModuleLink: Visitor;
};

const path = (rest: string, moduleId = f.moduleId) => `${modulePath(onboarding, moduleId)}/${rest}.json`;

beforeAll(async () => {
  f.moduleId = seed.modules.risks!;
  const catalog = await createGlobalCatalog(as.admin, 'Global customers');
  const group = await createGroup(as.admin, catalog.id, 'Customer');
  f.global = { catalog, group, customer: await createDetail(as.admin, catalog.id, { group_id: group.id, name: 'Customer' }) };
  const local = await createCatalog(as.owner, 'Acme accounts');
  const localGroup = await createGroup(as.owner, local.id, 'Accounts');
  f.local = { catalog: local, group: localGroup, account: await createDetail(as.owner, local.id, { group_id: localGroup.id, name: 'Account' }) };
  expectStatus(await as.owner.post(catalogPath(local.id, `/data_catalog_details/${f.local.account.id}/data_catalog_detail_links`), { linked_detail_id: f.global.customer.id }), 201);
  f.unplaced = await createCatalog(as.owner, 'Not on the project');
  f.attachedOnly = await createCatalog(as.owner, 'Attached only');

  const map = await createMap(as.owner, 'Acme data map');
  f.map = map.id;
  f.personal = await createCategory(as.owner, map.id, 'Personal data');
  f.contact = await createCategory(as.owner, map.id, 'Contact data', f.personal.id);
  expectStatus(await as.owner.post(mapPath(map.id, '/data_map_category_mappings'), { data_map_category_id: f.contact.id, mapped_category_id: f.personal.id }), 201);
  await placeCatalog(as.owner, map.id, catalog.id);
  await placeCatalog(as.owner, map.id, local.id);
  const project = `/api/projects/${onboarding}`;
  expectStatus(await as.owner.post(`${project}/data_maps.json`, { data_map_id: map.id }), 201);
  expectStatus(await as.owner.post(`${project}/data_catalogs.json`, { data_catalog_id: catalog.id }), 201);
  expectStatus(await as.owner.post(`${project}/data_catalogs.json`, { data_catalog_id: f.attachedOnly.id }), 201);

  f.valueId = (await listValues(as.owner, onboarding, f.moduleId))[0].id;
  f.otherModuleValueId = (await listValues(as.owner, onboarding, seed.modules.text!))[0].id;
  f.projectLink = withSessionToken(t.anonymous, (await createProjectLink(as.owner, onboarding)).access_id);
  const moduleLink = await createModuleLink(as.owner, onboarding, seed.modules.text!);
  f.otherModuleLink = withSessionToken(t.anonymous, `${moduleLink.project_access_id}:${moduleLink.access_id}`);
});

const ties = async () => (await t.db.select({ n: count() }).from(dataCatalogDetailsEntityValues))[0].n;

describe('the module data interface', () => {
  it('shows the owner the project’s map, its categories, the attached and placed catalogs, their links and mappings', async () => {
    const categories = expectStatus<DataMapCategory[]>(await as.owner.get(path('data_map_categories')), 200);
    expect(categories.map((c) => [c.data_map_id, c.name, c.level])).toEqual([[f.map, 'Personal data', 0], [f.map, 'Contact data', 1]]);
    const catalogs = expectStatus<DataCatalog[]>(await as.owner.get(path('data_catalogs')), 200);
    expect(catalogs.map((c) => c.name)).toEqual(['Acme accounts', 'Attached only', 'Global customers']);
    expect(expectStatus<DataCatalogGroup[]>(await as.owner.get(path(`data_catalogs/${f.local.catalog.id}/data_catalog_groups`)), 200).map((g) => g.name)).toEqual(['Accounts']);
    const details = expectStatus<DataCatalogDetail[]>(await as.owner.get(path(`data_catalogs/${f.local.catalog.id}/data_catalog_details`)), 200);
    expect(details.map((d) => d.name)).toEqual(['Account']);
    expectStatus(await as.owner.get(path(`data_catalogs/${f.unplaced.id}/data_catalog_details`)), 404);
    expectStatus(await as.owner.get(path(`data_catalogs/${f.unplaced.id}/data_catalog_groups`)), 404);

    expect(expectStatus<ModuleDataDetailLink[]>(await as.owner.get(path('data_map_detail_links')), 200)).toEqual([
      { data_map_id: f.map, detail_id: f.local.account.id, linked_detail_id: f.global.customer.id, linked_group_id: f.global.group.id, linked_catalog_id: f.global.catalog.id },
    ]);
    const categoryLinks = expectStatus<ModuleDataCategoryLink[]>(await as.owner.get(path('data_map_category_links')), 200);
    expect(categoryLinks).toEqual([{ id: expect.any(Number), data_map_id: f.map, category_id: f.contact.id, mapped_category_id: f.personal.id, mapped_data_map_id: f.map }]);
  });

  it('narrows members to what they may read: the editor and the viewer see the global catalog only', async () => {
    for (const member of [as.editor, as.viewer]) {
      expect(expectStatus<DataMapCategory[]>(await member.get(path('data_map_categories')), 200)).toEqual([]);
      expect(expectStatus<DataCatalog[]>(await member.get(path('data_catalogs')), 200).map((c) => c.name)).toEqual(['Global customers']);
      expectStatus(await member.get(path(`data_catalogs/${f.global.catalog.id}/data_catalog_details`)), 200);
      expectStatus(await member.get(path(`data_catalogs/${f.local.catalog.id}/data_catalog_details`)), 404);
      expect(expectStatus(await member.get(path('data_map_detail_links')), 200)).toEqual([]);
      expect(expectStatus(await member.get(path('data_map_category_links')), 200)).toEqual([]);
    }
  });

  it('answers a project link visitor empty lists, another company 404, a restricted member 403 and another module’s link 404', async () => {
    for (const resource of ['data_map_categories', 'data_catalogs', 'data_map_detail_links', 'data_map_category_links']) {
      expect(expectStatus(await f.projectLink.get(path(resource)), 200)).toEqual([]);
      expectStatus(await as.globex.get(path(resource)), 404);
      expectStatus(await as.restricted.get(path(resource)), 403);
      expectStatus(await f.otherModuleLink.get(path(resource)), 404);
    }
    expectStatus(await f.projectLink.get(path(`data_catalogs/${f.global.catalog.id}/data_catalog_groups`)), 404);
  });
});

describe('ties of a module’s content items to catalog details', () => {
  it('ties an item through a map or directly, lists ties of readable catalogs, and keeps associated_data_elements true', async () => {
    const throughMap = expectStatus<DataCatalogDetailsEntityValue>(
      await as.owner.post(path('data_catalog_details_entity_values'), { entity_value_id: f.valueId, data_catalog_detail_id: f.local.account.id, data_map_id: f.map }),
      201,
    );
    expect(throughMap).toMatchObject({ entity_value_id: f.valueId, data_catalog_detail_id: f.local.account.id, data_map_id: f.map, module_id: f.moduleId });
    // The editor writes the module and reads the global catalog, but neither the local catalog nor the map.
    const direct = expectStatus<DataCatalogDetailsEntityValue>(
      await as.editor.post(path('data_catalog_details_entity_values'), { entity_value_id: f.valueId, data_catalog_detail_id: f.global.customer.id }),
      201,
    );
    expect(direct.data_map_id).toBeNull();

    expect(expectStatus<DataCatalogDetailsEntityValue[]>(await as.owner.get(path('data_catalog_details_entity_values')), 200).map((tie) => tie.id)).toEqual([throughMap.id, direct.id]);
    expect(expectStatus<DataCatalogDetailsEntityValue[]>(await as.viewer.get(path('data_catalog_details_entity_values')), 200).map((tie) => tie.id)).toEqual([direct.id]);
    expect(expectStatus(await f.projectLink.get(path('data_catalog_details_entity_values')), 200)).toEqual([]);
    expectStatus(await as.globex.get(path('data_catalog_details_entity_values')), 404);

    const elements = expectStatus<AssociatedDataElement[]>(await as.owner.get(`/api/projects/${onboarding}/associated_data_elements.json`), 200);
    expect(elements.map((e) => [e.data_catalog_detail_id, e.data_map_id])).toEqual(expect.arrayContaining([[f.local.account.id, f.map], [f.global.customer.id, null]]));

    expectStatus(await as.editor.delete(path(`data_catalog_details_entity_values/${throughMap.id}`)), 404);
    expectStatus(await as.viewer.delete(path(`data_catalog_details_entity_values/${direct.id}`)), 403);
    expect(expectStatus(await as.editor.delete(path(`data_catalog_details_entity_values/${direct.id}`)), 200)).toEqual(direct);
    expectStatus(await as.owner.delete(path(`data_catalog_details_entity_values/${throughMap.id}`)), 200);
    expectStatus(await as.owner.delete(path(`data_catalog_details_entity_values/${throughMap.id}`)), 404);
  });

  it('refuses what it may not tie and writes nothing', async () => {
    const before = await ties();
    const tie = (client: typeof as.owner, body: Record<string, unknown>) =>
      client.post(path('data_catalog_details_entity_values'), { entity_value_id: f.valueId, data_catalog_detail_id: f.global.customer.id, ...body });
    expect(failingFields(await tie(as.owner, { entity_value_id: f.otherModuleValueId }))).toEqual(['entity_value_id']);
    expect(failingFields(await tie(as.owner, { data_catalog_detail_id: 999999 }))).toEqual(['data_catalog_detail_id']);
    expect(failingFields(await tie(as.editor, { data_catalog_detail_id: f.local.account.id }))).toEqual(['data_catalog_detail_id']);
    expect(failingFields(await tie(as.editor, { data_map_id: f.map }))).toEqual(['data_map_id']);
    const emptyMap = await createMap(as.owner, 'Map without the catalog');
    expect(failingFields(await tie(as.owner, { data_map_id: emptyMap.id }))).toEqual(['data_map_id']);
    expectStatus(await tie(as.viewer, {}), 403);
    expectStatus(await tie(as.globex, {}), 404);
    expectStatus(await f.projectLink.post(path('data_catalog_details_entity_values'), { entity_value_id: f.valueId, data_catalog_detail_id: f.global.customer.id }), 403);
    expect(await ties()).toBe(before);

    const created = expectStatus<DataCatalogDetailsEntityValue>(await tie(as.owner, {}), 201);
    expect(failingFields(await tie(as.owner, {}))).toEqual(['data_catalog_detail_id']);
    expectStatus(await as.owner.delete(path(`data_catalog_details_entity_values/${created.id}`)), 200);
    expectStatus(await as.owner.delete(path(`data_catalog_details_entity_values/${created.id}`, seed.modules.text!)), 404);
  });
});

describe('entity value links', () => {
  it('links an item to a module of the project, repoints and removes it, and refuses what does not fit', async () => {
    const links = async () => (await t.db.select({ n: count() }).from(entityValueLinks).where(eq(entityValueLinks.entity_value_id, f.valueId)))[0].n;
    const link = expectStatus<EntityValueLink>(await as.editor.post(path('entity_value_links'), { entity_value_id: f.valueId, module_id: seed.modules.text! }), 201);
    expect(link).toMatchObject({ entity_value_id: f.valueId, module_id: seed.modules.text });
    expect(expectStatus(await as.viewer.get(path(`entity_value_links/${link.id}`)), 200)).toEqual(link);
    expect(expectStatus(await f.projectLink.get(path('entity_value_links')), 200)).toEqual([link]);
    expectStatus(await as.globex.get(path('entity_value_links')), 404);
    expectStatus(await as.owner.get(path(`entity_value_links/${link.id}`, seed.modules.text!)), 404);

    const before = await links();
    expect(failingFields(await as.editor.post(path('entity_value_links'), { entity_value_id: f.valueId, module_id: seed.modules.text! }))).toEqual(['module_id']);
    expect(failingFields(await as.editor.post(path('entity_value_links'), { entity_value_id: f.otherModuleValueId, module_id: seed.modules.text! }))).toEqual(['entity_value_id']);
    const otherProjectModule = Object.values(seed.orderProcess.modules)[0];
    expect(failingFields(await as.owner.post(path('entity_value_links'), { entity_value_id: f.valueId, module_id: otherProjectModule }))).toEqual(['module_id']);
    expect(failingFields(await as.owner.put(path(`entity_value_links/${link.id}`), { module_id: otherProjectModule }))).toEqual(['module_id']);
    expectStatus(await as.viewer.post(path('entity_value_links'), { entity_value_id: f.valueId, module_id: seed.modules.swotCanvas! }), 403);
    expectStatus(await as.viewer.put(path(`entity_value_links/${link.id}`), { module_id: seed.modules.swotCanvas! }), 403);
    expectStatus(await as.viewer.delete(path(`entity_value_links/${link.id}`)), 403);
    expect(await links()).toBe(before);

    expect(expectStatus(await as.editor.put(path(`entity_value_links/${link.id}`), { module_id: seed.modules.swotCanvas! }), 200)).toEqual({ ...link, module_id: seed.modules.swotCanvas });
    expectStatus(await as.editor.delete(path(`entity_value_links/${link.id}`)), 200);
    expectStatus(await as.editor.get(path(`entity_value_links/${link.id}`)), 404);
  });
});
