/**
 * The data "Acme order process" uses: its BPMN diagram's data object and data store tied to details of the domain
 * catalog through the demo map, and a data-map module ("Order data") noting how the process uses some details.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import dataMapManifest, { DATA_USE_KEY } from '../../plugins/data-map/manifest';
import type { ModuleRegistry } from '../domain/module-registry';
import type { Queryable } from './client';
import { DEMO_CELL_DETAILS, DEMO_DATA_MAP_MODULE } from './seed-data-governance-content';
import type { DemoDataGovernance } from './seed-data-governance';
import type { OrderProcessSeed, OrderProcessWithDataSeed } from './seed-order-process';
import { dataCatalogDetailsEntityValues, entityValues, projectModules, sections } from './schema';
import { insertDemoValues } from './seed-values';

/** Answers the project's modules with the data-map module among them. */
export async function seedOrderDataUse(tx: Queryable, registry: ModuleRegistry, orderProcess: OrderProcessSeed, governance: DemoDataGovernance): Promise<OrderProcessWithDataSeed> {
  const diagramId = orderProcess.modules.Bpmns;
  const jsids = [...new Set(DEMO_CELL_DETAILS.map(([jsid]) => jsid))];
  const cells = await tx
    .select({ id: entityValues.id, jsid: sql<string>`${entityValues.value}->>'jsid'` })
    .from(entityValues)
    .where(and(eq(entityValues.module_id, diagramId), inArray(sql`${entityValues.value}->>'jsid'`, jsids)));
  const cellId = new Map(cells.map((cell) => [cell.jsid, cell.id]));
  await tx.insert(dataCatalogDetailsEntityValues).values(
    DEMO_CELL_DETAILS.map(([jsid, detail]) => {
      const id = cellId.get(jsid);
      if (id === undefined) throw new Error(`The demo diagram has no cell ${jsid}.`);
      return { entity_value_id: id, data_catalog_detail_id: governance.domainDetail(detail), data_map_id: governance.mapId, module_id: diagramId };
    }),
  );

  const type = registry.moduleTypeByKey(dataMapManifest.typeKey);
  const attribute = type?.attributes.find((candidate) => candidate.key === DATA_USE_KEY);
  if (!type || !attribute) throw new Error(`The module type ${dataMapManifest.typeKey} with its attribute ${DATA_USE_KEY} is not registered.`);
  const [section] = await tx.insert(sections).values({ project_id: orderProcess.project, name: 'Data', position: 1 }).returning({ id: sections.id });
  const [module] = await tx
    .insert(projectModules)
    .values({ project_id: orderProcess.project, section_id: section.id, scenario_module_id: type.id, name: DEMO_DATA_MAP_MODULE.name, position: 0 })
    .returning({ id: projectModules.id });
  await insertDemoValues(
    tx,
    attribute,
    { projectId: orderProcess.project, moduleId: module.id, what: 'The demo data-map module' },
    DEMO_DATA_MAP_MODULE.uses.map(([detail, text]) => ({ data_catalog_detail_id: governance.domainDetail(detail), text, link_ids: [diagramId] })),
  );
  return { ...orderProcess, dataMapModule: module.id };
}
