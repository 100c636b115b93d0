/** Helpers for the data map API tests: paths and small factories through the API. */
import type { DataCatalog, DataCatalogDetail, DataMap, DataMapCategory, DataMapDataCatalog } from '../../../core/domain/data-governance-types';
import type { ApiClient } from '../harness';
import { catalogPath, createCatalog, createDetail, createGroup } from './data-catalogs';
import { expectStatus } from './workspace';

export const mapPath = (id?: number, rest = '') => `/api/data_maps${id === undefined ? '' : `/${id}`}${rest}.json`;

export async function createMap(client: ApiClient, name: string, description = ''): Promise<DataMap> {
  return expectStatus<DataMap>(await client.post(mapPath(), { name, description }), 201);
}

export async function createCategory(client: ApiClient, mapId: number, name: string, parentId: number | null = null): Promise<DataMapCategory> {
  return expectStatus<DataMapCategory>(await client.post(mapPath(mapId, '/data_map_categories'), { name, parent_id: parentId }), 201);
}

export async function placeCatalog(client: ApiClient, mapId: number, catalogId: number): Promise<DataMapDataCatalog> {
  return expectStatus<DataMapDataCatalog>(await client.post(mapPath(mapId, '/data_map_data_catalogs'), { data_catalog_id: catalogId, position_x: 10, position_y: 20 }), 201);
}

export const getMap = async (client: ApiClient, id: number) => expectStatus<DataMap>(await client.get(mapPath(id)), 200);

/** A catalog "People" group with details Customer and Customer / Email, placed on the map. */
export async function placedCatalog(client: ApiClient, mapId: number, name: string): Promise<{ catalog: DataCatalog; customer: DataCatalogDetail; email: DataCatalogDetail }> {
  const catalog = await createCatalog(client, name);
  const group = await createGroup(client, catalog.id, 'People');
  const customer = await createDetail(client, catalog.id, { group_id: group.id, name: 'Customer' });
  const email = await createDetail(client, catalog.id, { group_id: group.id, parent_id: customer.id, name: 'Email' });
  await placeCatalog(client, mapId, catalog.id);
  return { catalog, customer, email };
}

/** A global map: made by a system admin as a global copy of a new local one. */
export async function createGlobalMap(systemAdmin: ApiClient, name: string): Promise<DataMap> {
  return expectStatus<DataMap>(await systemAdmin.post(mapPath(), { name, global: true }), 201);
}

export { catalogPath };
