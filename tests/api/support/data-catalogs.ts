/** Helpers for the data catalog API tests: paths and small factories through the API. */
import type { DataCatalog, DataCatalogDetail, DataCatalogGroup } from '../../../core/domain/data-governance-types';
import type { ApiClient } from '../harness';
import { expectStatus } from './workspace';

export const catalogPath = (id?: number, rest = '') => `/api/data_catalogs${id === undefined ? '' : `/${id}`}${rest}.json`;

export async function createCatalog(client: ApiClient, name: string, description = ''): Promise<DataCatalog> {
  return expectStatus<DataCatalog>(await client.post(catalogPath(), { name, description }), 201);
}

export async function createGroup(client: ApiClient, catalogId: number, name: string): Promise<DataCatalogGroup> {
  return expectStatus<DataCatalogGroup>(await client.post(catalogPath(catalogId, '/data_catalog_groups'), { name }), 201);
}

export async function createDetail(client: ApiClient, catalogId: number, body: { group_id: number; name: string; parent_id?: number | null } & Record<string, unknown>): Promise<DataCatalogDetail> {
  return expectStatus<DataCatalogDetail>(await client.post(catalogPath(catalogId, '/data_catalog_details'), body), 201);
}

/** A global catalog: made by a system admin as a global copy of a new local one. */
export async function createGlobalCatalog(systemAdmin: ApiClient, name: string): Promise<DataCatalog> {
  const local = await createCatalog(systemAdmin, `${name} draft`);
  const global = expectStatus<DataCatalog>(await systemAdmin.post(catalogPath(local.id, '/create_global_from'), { name }), 201);
  await systemAdmin.delete(catalogPath(local.id));
  return global;
}
