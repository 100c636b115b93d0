import type { RegisteredAttribute } from '../domain/module-registry';
import type { Queryable } from './client';
import { entityValues } from './schema';

/**
 * Inserts a module's demo entity values of one attribute in order, each checked against the attribute's
 * JSON Schema first: demo content that no longer fits its plugin fails the seed loudly.
 */
export async function insertDemoValues(
  tx: Queryable,
  attribute: RegisteredAttribute,
  target: { projectId: number; moduleId: number; what: string },
  values: readonly unknown[],
): Promise<void> {
  for (const [index, value] of values.entries()) {
    const errors = attribute.validate(value);
    if (errors) throw new Error(`${target.what} no longer fits its schema: ${JSON.stringify(errors)}`);
    await tx.insert(entityValues).values({
      entity_attribute_id: attribute.id,
      module_id: target.moduleId,
      project_id: target.projectId,
      value,
      position: index,
    });
  }
}
