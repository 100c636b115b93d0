/** Helpers for the registry API tests. */
import { projectModules, scenarioModules } from '../../../server/db/schema';
import type { TestServer } from '../harness';

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
