/**
 * Typed calls for a project's registries (the registry API contract): every resource answers list, get,
 * create, update, destroy and update_positions under /api/projects/{projectId}/{resource}; links live
 * under /api/links; the "where used" index under {registry}/assigned_items_index.json.
 */
import {
  assignedItemsIndexPath,
  linkPath,
  registryPath,
  registryPositionsPath,
  type AssignableRegistry,
  type AssignedItemsIndexEntry,
  type Link,
  type LinkableType,
  type LinkCreate,
  type LinkUpdate,
  type RegistryResource,
} from '../../core/domain/registry-types';
import type { HttpClient } from '../../core/services/http-client';
import type { RegistryCreates, RegistryRows, RegistryUpdates } from './registry-types';

export interface RegistryResourceClient<R extends RegistryResource> {
  /** Map items are listed per module: pass `module_id`. */
  list(params?: { module_id?: number }): Promise<RegistryRows[R][]>;
  get(id: number): Promise<RegistryRows[R]>;
  create(body: RegistryCreates[R]): Promise<RegistryRows[R]>;
  update(id: number, body: RegistryUpdates[R]): Promise<RegistryRows[R]>;
  destroy(id: number): Promise<void>;
  /** Every id of the resource in its new order; answers the list in that order. */
  updatePositions(ids: readonly number[]): Promise<RegistryRows[R][]>;
}

/** The calls of one registry resource of one project. */
export function registryResourceClient<R extends RegistryResource>(http: HttpClient, projectId: number, resource: R): RegistryResourceClient<R> {
  // A registry is read beside a module's own content (a mapping's axes, a stakeholder map): a registry the
  // caller may not read (a share link that does not reach it) shows as not loaded instead of leaving the page.
  const read = { skipStatusHandling: true };
  return {
    list: (params) => http.get(registryPath(projectId, resource), params?.module_id === undefined ? read : { ...read, params: { module_id: params.module_id } }),
    get: (id) => http.get(registryPath(projectId, resource, id), read),
    create: (body) => http.post(registryPath(projectId, resource), body),
    update: (id, body) => http.put(registryPath(projectId, resource, id), body),
    destroy: async (id) => {
      await http.delete(registryPath(projectId, resource, id));
    },
    updatePositions: (ids) => http.post(registryPositionsPath(projectId, resource), { ids }),
  };
}

/** Where each used item of a registry is assigned (only items in use are listed). */
export function loadAssignedItemsIndex(http: HttpClient, projectId: number, registry: AssignableRegistry): Promise<AssignedItemsIndexEntry[]> {
  return http.get(assignedItemsIndexPath(projectId, registry), { skipStatusHandling: true });
}

/** The further links of stakeholders and products and services (their rows answer them in `links` too). */
export const linksClient = (http: HttpClient) => ({
  list: (linkableType: LinkableType, linkableId: number): Promise<Link[]> =>
    http.get(linkPath(), { params: { linkable_type: linkableType, linkable_id: linkableId } }),
  get: (id: number): Promise<Link> => http.get(linkPath(id)),
  create: (body: LinkCreate): Promise<Link> => http.post(linkPath(), body),
  update: (id: number, body: LinkUpdate): Promise<Link> => http.put(linkPath(id), body),
  destroy: async (id: number): Promise<void> => {
    await http.delete(linkPath(id));
  },
});
