/**
 * What the project page's module cards say of their content (a manifest's `cardSummary`): counted in one
 * query per summarised kind present in the project, never per module, so the modules list of a project with
 * hundreds of modules stays one cheap call.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModuleSummary } from '../../core/domain/api-types';
import type { Queryable } from '../db/client';
import { entityValues } from '../db/schema';
import type { TypedModuleRow } from './module-access';
import type { ModuleRegistry } from './module-registry';

export async function moduleSummaries(db: Queryable, registry: ModuleRegistry, rows: readonly TypedModuleRow[]): Promise<Map<number, ModuleSummary>> {
  const modulesByKind = new Map<string, number[]>();
  for (const row of rows) modulesByKind.set(row.type_key, [...(modulesByKind.get(row.type_key) ?? []), row.id]);
  const summaries = new Map<number, ModuleSummary>();
  for (const [typeKey, moduleIds] of modulesByKind) {
    const declaration = registry.moduleTypeByKey(typeKey)?.manifest.cardSummary;
    const attribute = declaration && registry.attributeByKey(typeKey, declaration.attributeKey);
    if (!declaration || !attribute) continue;
    const done = declaration.doneProperty;
    const counts = await db
      .select({
        module_id: entityValues.module_id,
        total: sql<number>`count(*)::int`,
        done: done === undefined ? sql<number>`0` : sql<number>`(count(*) filter (where ${entityValues.value} -> ${done} = 'true'::jsonb))::int`,
      })
      .from(entityValues)
      .where(and(inArray(entityValues.module_id, moduleIds), eq(entityValues.entity_attribute_id, attribute.id)))
      .groupBy(entityValues.module_id);
    const byModule = new Map(counts.map((count) => [count.module_id, count]));
    for (const moduleId of moduleIds) {
      const count = byModule.get(moduleId);
      const total = count?.total ?? 0;
      summaries.set(moduleId, done === undefined ? { total } : { total, done: count?.done ?? 0 });
    }
  }
  return summaries;
}
