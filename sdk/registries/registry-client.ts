/**
 * Typed calls for a project's registries (the registry API contract): every resource answers list, get,
 * create, update, destroy and update_positions under /api/projects/{projectId}/{resource}; links live
 * under /api/links; the "where used" index under {registry}/assigned_items_index.json.
 */
import type { HttpClient } from '../../core/services/http-client';
import type {
  AssignedItemsIndexEntry,
  Link,
  LinkCreate,
  LinkUpdate,
  RegistryCreates,
  RegistryRows,
  RegistryUpdates,
  UsedRegistry,
} from './registry-types';

export type RegistryResource = keyof RegistryRows;

export const projectRegistryPath = (projectId: number, resource: string, rest = '') =>
  `/api/projects/${projectId}/${resource}${rest}.json`;

export interface RegistryResourceClient<R extends RegistryResource> {
  list(params?: { module_id?: number }): Promise<RegistryRows[R][]>;
  get(id: number): Promise<RegistryRows[R]>;
  create(body: RegistryCreates[R]): Promise<RegistryRows[R]>;
  update(id: number, body: RegistryUpdates[R]): Promise<RegistryRows[R]>;
  destroy(id: number): Promise<void>;
  /** Every id of the resource in its new order; answers the list in that order. */
  updatePositions(ids: readonly number[]): Promise<RegistryRows[R][]>;
}

/** The calls of one registry resource of one project. */
export function registryResourceClient<R extends RegistryResource>(
  http: HttpClient,
  projectId: number,
  resource: R,
): RegistryResourceClient<R> {
  const path = (rest = '') => projectRegistryPath(projectId, resource, rest);
  return {
    list: (params) => http.get(path(), params?.module_id === undefined ? undefined : { params: { module_id: params.module_id } }),
    get: (id) => http.get(path(`/${id}`)),
    create: (body) => http.post(path(), body),
    update: (id, body) => http.put(path(`/${id}`), body),
    destroy: async (id) => {
      await http.delete(path(`/${id}`));
    },
    updatePositions: (ids) => http.post(path('/update_positions'), { ids }),
  };
}

/** Where each used item of a registry is assigned (only items in use are listed). */
export function loadAssignedItemsIndex(http: HttpClient, projectId: number, registry: UsedRegistry): Promise<AssignedItemsIndexEntry[]> {
  return http.get(projectRegistryPath(projectId, registry, '/assigned_items_index'));
}

/** The links of stakeholders and products and services (owners answer theirs in `links` too). */
export const linksClient = (http: HttpClient) => ({
  list: (linkableType: Link['linkable_type'], linkableId: number): Promise<Link[]> =>
    http.get('/api/links.json', { params: { linkable_type: linkableType, linkable_id: linkableId } }),
  get: (id: number): Promise<Link> => http.get(`/api/links/${id}.json`),
  create: (body: LinkCreate): Promise<Link> => http.post('/api/links.json', body),
  update: (id: number, body: LinkUpdate): Promise<Link> => http.put(`/api/links/${id}.json`, body),
  destroy: async (id: number): Promise<void> => {
    await http.delete(`/api/links/${id}.json`);
  },
});
