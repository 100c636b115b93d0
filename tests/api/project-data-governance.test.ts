/** A project's data maps and data catalogs (attach, list, detach) and its associated data elements. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AssociatedDataElement, ProjectDataCatalog, ProjectDataMap } from '../../core/domain/data-governance-types';
import { dataCatalogDetailsEntityValues, entityValues, projectModules } from '../../server/db/schema';
import { createCatalog } from './support/data-catalogs';
import { createMap, placedCatalog } from './support/data-maps';
import { createProjectLink, withSessionToken } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

const projectPath = (rest: string) => `/api/projects/${onboarding}/${rest}.json`;

describe('a project’s data maps and data catalogs', () => {
  it('attaches a readable map and catalog once, lists them to readers who may read them, and detaches them', async () => {
    const map = await createMap(as.owner, 'Project map');
    const catalog = await createCatalog(as.owner, 'Project catalog');
    const attachedMap = expectStatus<ProjectDataMap>(await as.owner.post(projectPath('data_maps'), { data_map_id: map.id }), 201);
    expect(attachedMap).toMatchObject({ project_id: onboarding, data_map_id: map.id, data_map: { name: 'Project map' } });
    expect(failingFields(await as.owner.post(projectPath('data_maps'), { data_map_id: map.id }))).toEqual(['data_map_id']);
    const attachedCatalog = expectStatus<ProjectDataCatalog>(await as.owner.post(projectPath('data_catalogs'), { data_catalog_id: catalog.id }), 201);
    expect(attachedCatalog.data_catalog.name).toBe('Project catalog');

    expect(expectStatus<ProjectDataMap[]>(await as.owner.get(projectPath('data_maps')), 200).map((row) => row.data_map_id)).toContain(map.id);
    // The viewer reads the project but not the map: it is left out.
    expect(expectStatus<ProjectDataMap[]>(await as.viewer.get(projectPath('data_maps')), 200).map((row) => row.data_map_id)).not.toContain(map.id);
    const link = await createProjectLink(as.owner, onboarding);
    expect(expectStatus<ProjectDataMap[]>(await withSessionToken(t.anonymous, link.access_id).get(projectPath('data_maps')), 200)).toEqual([]);
    expectStatus(await as.viewer.post(projectPath('data_catalogs'), { data_catalog_id: catalog.id }), 403);
    expectStatus(await as.globex.get(projectPath('data_catalogs')), 404);

    const hidden = await createMap(as.globex, 'Globex project map');
    expect(failingFields(await as.owner.post(projectPath('data_maps'), { data_map_id: hidden.id }))).toEqual(['data_map_id']);
    expectStatus(await as.owner.delete(projectPath(`data_maps/${attachedMap.id}`)), 200);
    expectStatus(await as.owner.delete(projectPath(`data_catalogs/${attachedCatalog.id}`)), 200);
    expectStatus(await as.owner.delete(projectPath(`data_catalogs/${attachedCatalog.id}`)), 404);
  });
});

describe('a project’s associated data elements', () => {
  it('answers the details its modules’ content points at, one per detail and map with the modules pointing at it, with names in the export', async () => {
    const map = await createMap(as.owner, 'Elements map');
    const { catalog, customer, email } = await placedCatalog(as.owner, map.id, 'Elements catalog');
    const [module] = await t.db.select().from(projectModules).where(eq(projectModules.project_id, onboarding)).limit(1);
    const attribute = Object.values(seed.attributes)[0];
    const values = await t.db
      .insert(entityValues)
      .values([1, 2].map((position) => ({ entity_attribute_id: attribute, module_id: module.id, project_id: onboarding, value: {}, position })))
      .returning({ id: entityValues.id });
    await t.db.insert(dataCatalogDetailsEntityValues).values([
      { entity_value_id: values[0].id, data_catalog_detail_id: customer.id, data_map_id: map.id, module_id: module.id },
      { entity_value_id: values[1].id, data_catalog_detail_id: customer.id, data_map_id: map.id, module_id: module.id },
      { entity_value_id: values[1].id, data_catalog_detail_id: email.id, data_map_id: null, module_id: module.id },
    ]);
    const elements = expectStatus<AssociatedDataElement[]>(await as.owner.get(projectPath('associated_data_elements')), 200);
    expect(elements.map((row) => [row.data_catalog_id, row.data_catalog_detail_id, row.data_map_id, row.module_ids])).toEqual([
      [catalog.id, customer.id, map.id, [module.id]],
      [catalog.id, email.id, null, [module.id]],
    ]);
    const exported = await as.owner.get(projectPath('associated_data_elements/export'));
    expect(exported.headers['content-disposition']).toContain('attachment');
    expect(expectStatus<Array<{ data_catalog_detail_name: string; data_map_name: string | null }>>(exported, 200).map((row) => [row.data_catalog_detail_name, row.data_map_name])).toEqual([
      ['Customer', 'Elements map'],
      ['Email', null],
    ]);
    // The viewer may read the project but not the catalog.
    expect(expectStatus<AssociatedDataElement[]>(await as.viewer.get(projectPath('associated_data_elements')), 200)).toEqual([]);
  });
});
