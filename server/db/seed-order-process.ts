/**
 * The demo project "Acme order process": one diagram module of each kind (DEMO_DIAGRAMS), owned by the
 * company's owner, so the diagram editors open on real content.
 */
import { and, eq } from 'drizzle-orm';
import dataMapManifest from '../../plugins/data-map/manifest';
import { DIAGRAM_CELL_KEY, DIAGRAM_SETTINGS_KEY } from '../../sdk/manifest';
import type { ModuleRegistry, RegisteredAttribute } from '../domain/module-registry';
import type { Queryable } from './client';
import { projectModules, projects, projectUserPermissions, sections } from './schema';
import { DEMO_DIAGRAM_SETTINGS, DEMO_DIAGRAMS } from './seed-diagrams';
import { insertDemoValues } from './seed-values';

export const ORDER_PROCESS_PROJECT = 'Acme order process';
const DATA_MAP_TYPE_KEY = dataMapManifest.typeKey;

export interface OrderProcessSeed {
  project: number;
  /** Diagram module ids by module type key. */
  modules: Record<string, number>;
}

/** The project with its data-map module (seed-data-use.ts). */
export interface OrderProcessWithDataSeed extends OrderProcessSeed {
  dataMapModule: number;
}

/** Creates the project, its section and one diagram module per type key of DEMO_DIAGRAMS. */
export async function seedOrderProcess(
  tx: Queryable,
  registry: ModuleRegistry,
  ids: { companyId: number; ownerId: number },
): Promise<OrderProcessSeed> {
  const [project] = await tx
    .insert(projects)
    .values({
      company_id: ids.companyId,
      name: ORDER_PROCESS_PROJECT,
      description: 'An example project: how Acme handles an order, drawn as each kind of diagram.',
      entity_type: 'project',
      created_by: ids.ownerId,
    })
    .returning({ id: projects.id });
  await tx.insert(projectUserPermissions).values({ project_id: project.id, user_id: ids.ownerId, permission_key: 'admin' });
  const [section] = await tx
    .insert(sections)
    .values({ project_id: project.id, name: 'Diagrams', position: 0 })
    .returning({ id: sections.id });

  const modules: Record<string, number> = {};
  for (const [position, [typeKey, diagram]] of Object.entries(DEMO_DIAGRAMS).entries()) {
    const type = registry.moduleTypeByKey(typeKey);
    if (!type) throw new Error(`The demo diagram ${typeKey} has no registered module type.`);
    const [module] = await tx
      .insert(projectModules)
      .values({ project_id: project.id, section_id: section.id, scenario_module_id: type.id, name: diagram.name, position })
      .returning({ id: projectModules.id });
    modules[typeKey] = module.id;
    const documents = [
      { attribute: attributeOf(registry, typeKey, DIAGRAM_SETTINGS_KEY), values: [DEMO_DIAGRAM_SETTINGS] },
      { attribute: attributeOf(registry, typeKey, DIAGRAM_CELL_KEY), values: diagram.cells },
    ];
    for (const { attribute, values } of documents) {
      await insertDemoValues(tx, attribute, { projectId: project.id, moduleId: module.id, what: `The demo diagram ${typeKey}` }, values);
    }
  }
  return { project: project.id, modules };
}

/** Finds the ids of the seeded project. */
export async function readOrderProcess(db: Queryable, registry: ModuleRegistry): Promise<OrderProcessWithDataSeed> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.name, ORDER_PROCESS_PROJECT), eq(projects.entity_type, 'project')));
  if (!project) throw new Error(`The demo project "${ORDER_PROCESS_PROJECT}" is missing; seed the demo first.`);
  const rows = await db
    .select({ id: projectModules.id, scenario_module_id: projectModules.scenario_module_id })
    .from(projectModules)
    .where(eq(projectModules.project_id, project.id));
  const modules: Record<string, number> = {};
  let dataMapModule: number | undefined;
  for (const row of rows) {
    const type = registry.moduleTypeById(row.scenario_module_id);
    if (type?.manifest.family === 'diagram') modules[type.typeKey] = row.id;
    else if (type?.typeKey === DATA_MAP_TYPE_KEY) dataMapModule = row.id;
  }
  if (dataMapModule === undefined) throw new Error(`The demo project "${ORDER_PROCESS_PROJECT}" has no data-map module; seed the demo again.`);
  return { project: project.id, modules, dataMapModule };
}

function attributeOf(registry: ModuleRegistry, typeKey: string, key: string): RegisteredAttribute {
  const attribute = registry.attributeByKey(typeKey, key);
  if (!attribute) throw new Error(`The module type ${typeKey} has no entity attribute ${key}.`);
  return attribute;
}
