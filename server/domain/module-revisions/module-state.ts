/** A module's content as revisions store it: each entity value's state by id, and the module's own fields. */
import { asc, eq } from 'drizzle-orm';
import type { RevisionItemState, RevisionModuleState, RevisionValueState } from '../../../core/domain/module-revision-types';
import type { Queryable } from '../../db/client';
import { entityAttributes, entityValues, projectModules } from '../../db/schema';
import { valuesOfModule } from '../entity-value-rows';

/** The module's items: entity value id → state, and null → the module's own fields. */
export type ModuleState = Map<number | null, RevisionItemState>;

/** The module's own fields and its values, or only the values `valueIds` names when given. */
export async function readModuleState(db: Queryable, moduleId: number, valueIds?: readonly number[]): Promise<ModuleState> {
  const [[module], values] = await Promise.all([
    db
      .select({ name: projectModules.name, description: projectModules.description, status_id: projectModules.status_id, locked: projectModules.locked })
      .from(projectModules)
      .where(eq(projectModules.id, moduleId)),
    db
      .select({
        id: entityValues.id,
        key: entityAttributes.key,
        entity_attribute_id: entityValues.entity_attribute_id,
        single_document: entityValues.single_document,
        value: entityValues.value,
        position: entityValues.position,
        tag_ids: entityValues.tag_ids,
        stakeholder_ids: entityValues.stakeholder_ids,
        product_and_service_item_ids: entityValues.product_and_service_item_ids,
        user_ids: entityValues.user_ids,
      })
      .from(entityValues)
      .innerJoin(entityAttributes, eq(entityAttributes.id, entityValues.entity_attribute_id))
      .where(valuesOfModule(moduleId, valueIds))
      .orderBy(asc(entityValues.id)),
  ]);
  const state: ModuleState = new Map();
  if (module) state.set(null, module satisfies RevisionModuleState);
  for (const { id, ...item } of values) state.set(id, { ...item, value: item.value as Record<string, unknown> } satisfies RevisionValueState);
  return state;
}
