import { BULK_MAX_ITEMS } from '../../../core/domain/constants';
import type { EntityAttribute, EntityValueBulkUpdate, ProjectModule, ProjectModuleCreate } from '../../../core/domain/api-types';
import type { HttpClient } from '../../../core/services/http-client';
import { cellToDocument, type CellDocument } from '../cell-codec';
import { DiagramEditor } from '../diagram-editor';
import type { ShapeRegistry } from '../shapes/shape-registry';
import { addImportedCells } from './add-imported-cells';

export interface PageModulesTarget {
  http: HttpClient;
  /** The module the import was started in: the new modules are of its kind, in its section. */
  module: ProjectModule;
  /** The entity attribute holding a diagram's cells. */
  cellAttributeKey: string;
  registry: ShapeRegistry;
}

/** The imported cells as a diagram holds them: laid out and embedded as the editor's import does it. */
async function diagramDocuments(registry: ShapeRegistry, cells: readonly CellDocument[]): Promise<CellDocument[]> {
  const scratch = new DiagramEditor({ registry });
  await addImportedCells(scratch, cells);
  return scratch.graph.getCells().map((cell) => cellToDocument(cell, registry));
}

/**
 * "Each page as a new module": one new module per page, named after it, of the module's kind and in its
 * section, holding the page's imported cells. Answers the modules made, in page order.
 */
export async function createPageModules(target: PageModulesTarget, pages: ReadonlyArray<{ name: string; cells: readonly CellDocument[] }>): Promise<ProjectModule[]> {
  const { http, module } = target;
  const created: ProjectModule[] = [];
  for (const page of pages) {
    const body: ProjectModuleCreate = { name: page.name, type_key: module.type_key, section_id: module.section_id };
    const pageModule = await http.post<ProjectModule>(`/api/projects/${module.project_id}/project_scenario_modules.json`, body);
    const attributes = await http.get<EntityAttribute[]>('/api/entity_attributes.json', { params: { module_type_id: pageModule.scenario_module_id } });
    const attribute = attributes.find((candidate) => candidate.key === target.cellAttributeKey);
    if (!attribute) throw new Error(`Module type ${pageModule.scenario_module_id} has no entity attribute "${target.cellAttributeKey}".`);
    const documents = await diagramDocuments(target.registry, page.cells);
    for (let start = 0; start < documents.length; start += BULK_MAX_ITEMS) {
      const update: EntityValueBulkUpdate<CellDocument> = {
        entity_values: documents.slice(start, start + BULK_MAX_ITEMS).map((value, index) => ({ entity_attribute_id: attribute.id, value, position: start + index })),
      };
      await http.post(`/api/projects/${module.project_id}/project_scenario_modules/${pageModule.id}/entity_values/bulk_update.json`, update);
    }
    created.push(pageModule);
  }
  return created;
}
