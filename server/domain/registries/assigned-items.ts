/**
 * Where registry items are used (assigned_items_index): for each stakeholder, product or tag that entity
 * values are assigned, those values with their module and display text. Only modules the caller may
 * read are searched.
 */
import { sql } from 'drizzle-orm';
import type { AssignedItemsIndexEntry } from '../../../core/domain/registry-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { CANVAS_TEXT_FIELD, type PluginManifest } from '../../../sdk/manifest';
import { moduleVisible } from '../module-access';
import type { ModuleRegistry } from '../module-registry';
import { loadProjectPartAccess } from '../project-access';
import type { RegistryDeclaration } from './registry-declarations';

interface Usage {
  item_id: number;
  entity_value_id: number;
  module_id: number;
  module_name: string;
  module_segment: string;
  entity_attribute_id: number;
  value: Record<string, unknown>;
}

/** The field of a document that names it: a list's first text field, a canvas note's text. */
function titleField(manifest: PluginManifest | undefined): string | undefined {
  if (manifest?.list) return manifest.list.fields.find((field) => field.kind === 'text')?.name;
  if (manifest?.canvas) return CANVAS_TEXT_FIELD;
  return undefined;
}

function titleOf(registry: ModuleRegistry, usage: Usage): string {
  const attribute = registry.attributeById(usage.entity_attribute_id);
  const field = titleField(attribute && registry.moduleTypeById(attribute.moduleTypeId)?.manifest);
  const text = field === undefined ? undefined : usage.value[field];
  return typeof text === 'string' ? text : '';
}

export async function assignedItemsIndex(
  db: Queryable,
  registry: ModuleRegistry,
  auth: AuthContext,
  declaration: RegistryDeclaration,
  projectId: number,
): Promise<AssignedItemsIndexEntry[]> {
  const access = await loadProjectPartAccess(db, auth, projectId);
  const held = sql.identifier(declaration.assignmentField!);
  const { rows } = (await db.execute(sql`
    select item.id as item_id, v.id as entity_value_id, v.module_id, m.name as module_name, s.segment as module_segment,
      v.entity_attribute_id, v.value
    from entity_values v
    join project_scenario_modules m on m.id = v.module_id
    join scenario_modules s on s.id = m.scenario_module_id
    cross join lateral unnest(v.${held}) as item(id)
    where v.project_id = ${projectId} and cardinality(v.${held}) > 0
    order by item.id, m.position, m.id, v.position, v.id`)) as unknown as { rows: Usage[] };
  const index = new Map<number, AssignedItemsIndexEntry>();
  for (const usage of rows) {
    if (!moduleVisible(access, usage.module_id)) continue;
    const entry = index.get(usage.item_id) ?? { id: usage.item_id, assigned_items: [] };
    entry.assigned_items.push({
      entity_value_id: usage.entity_value_id,
      module_id: usage.module_id,
      module_name: usage.module_name,
      module_segment: usage.module_segment,
      title: titleOf(registry, usage),
    });
    index.set(usage.item_id, entry);
  }
  return [...index.values()];
}
