/** Helpers for the registry API tests. */
import { registryPath, type RegistryResource } from '../../../core/domain/registry-types';
import { projectModules, scenarioModules } from '../../../server/db/schema';
import type { ApiClient, TestServer } from '../harness';
import { expectStatus } from './workspace';

/** A module of a kind that shows a registry, written straight to the database (the kinds are plugins of their own). */
export async function insertModuleOfSegment(server: TestServer, projectId: number, segment: string): Promise<number> {
  const [type] = await server.db
    .insert(scenarioModules)
    .values({ type_key: `Test-${segment}`, segment, title: segment, category: 'Lists', family: 'list' })
    .onConflictDoUpdate({ target: scenarioModules.type_key, set: { segment } })
    .returning({ id: scenarioModules.id });
  const [module] = await server.db
    .insert(projectModules)
    .values({ project_id: projectId, scenario_module_id: type.id, name: segment })
    .returning({ id: projectModules.id });
  return module.id;
}

/** Map modules by segment: 'stakeholders' and 'products-and-services' (tag maps may use any module). */
export type MapModules = Record<string, number>;

export async function insertMapModules(server: TestServer, projectId: number): Promise<MapModules> {
  return {
    stakeholders: await insertModuleOfSegment(server, projectId, 'stakeholders'),
    'products-and-services': await insertModuleOfSegment(server, projectId, 'products-and-services'),
  };
}

/** A valid create body for each resource, creating the registry item a map item places first. */
export async function registryCreateBody(
  client: ApiClient,
  projectId: number,
  resource: RegistryResource,
  mapModules: MapModules,
): Promise<Record<string, unknown>> {
  const item = async (registry: RegistryResource) =>
    expectStatus<{ id: number }>(await client.post(registryPath(projectId, registry), { name: 'On map' }), 201).id;
  switch (resource) {
    case 'stakeholder_map_items':
      return { module_id: mapModules.stakeholders, stakeholder_id: await item('stakeholders'), x: 10, y: 20.5 };
    case 'product_and_service_map_items':
      return { module_id: mapModules['products-and-services'], product_and_service_item_id: await item('product_and_service_items'), x: 1, y: 2 };
    case 'tag_map_items':
      return { module_id: mapModules.stakeholders, tag_id: await item('tags'), x: 0, y: 0 };
    default:
      return { name: `A ${resource}` };
  }
}
