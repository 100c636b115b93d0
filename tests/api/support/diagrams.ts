/** Diagram modules in API tests: a BPMN module with one cell, and its image uploads. */
import { expect } from 'vitest';
import type { EntityValue, ProjectModule } from '../../../core/domain/api-types';
import type { ApiClient, ApiResponse, TestServer } from '../harness';
import { postMultipart, TINY_PNG } from './multipart';
import { createModule, expectStatus, modulePath } from './workspace';

export interface DiagramImageAnswer {
  entity_values: Array<EntityValue & { jsid: string; image: { url: string | null } | null }>;
  project_scenario_module?: ProjectModule;
}

export const diagramValuesPath = (module: ProjectModule) => `${modulePath(module.project_id, module.id)}/entity_values`;

/** A BPMN module with one cell, jsid 'task-1'. */
export async function createDiagram(client: ApiClient, projectId: number, name: string): Promise<{ module: ProjectModule; cell: EntityValue }> {
  const module = await createModule(client, projectId, 'Bpmns', name);
  const attributes = expectStatus<Array<{ id: number; key: string }>>(
    await client.get(`/api/entity_attributes.json?module_type_id=${module.scenario_module_id}`),
    200,
  );
  const attribute = attributes.find((candidate) => candidate.key === 'DiagramCell');
  expect(attribute, 'the Bpmns module type declares DiagramCell').toBeDefined();
  const created = await client.post(`${diagramValuesPath(module)}.json`, {
    entity_attribute_id: attribute!.id,
    value: { jsid: 'task-1', type: 'bpmn.Activity', position: { x: 10, y: 20 }, size: { width: 90, height: 70 }, title: 'Check order' },
  });
  return { module, cell: expectStatus<EntityValue>(created, 201) };
}

/** POST .../upload_image.json: `id` is the module's id (its preview) or a cell's jsid. */
export function uploadDiagramImage(
  t: TestServer,
  client: ApiClient,
  module: ProjectModule,
  id: string,
  data = TINY_PNG,
  contentType = 'image/png',
): Promise<ApiResponse> {
  return postMultipart(t, client, `${diagramValuesPath(module)}/upload_image.json`, { image: { filename: 'shape.png', contentType, data }, id });
}
