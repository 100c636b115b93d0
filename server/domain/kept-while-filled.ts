/**
 * The server's side of values kept only while they say something (core/domain/kept-while-filled.ts): creating
 * one that says nothing is refused, and a change that leaves one saying nothing deletes it instead.
 */
import { saysNothing } from '../../core/domain/kept-while-filled';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import type { FieldError } from '../errors';
import { entityValueCommentCounts } from './comments';
import type { ModuleRegistry } from './module-registry';

type AttributeCatalog = Pick<ModuleRegistry, 'attributeById'>;

function fieldsKept(catalog: AttributeCatalog, attributeId: number): readonly string[] | undefined {
  return catalog.attributeById(attributeId)?.keptWhileFilled;
}

/** A new value that would say nothing, as a failure of its `value`. */
export function checkNewValueSaysSomething(
  catalog: AttributeCatalog,
  input: { entity_attribute_id: number; value: object },
  prefix = '',
): FieldError[] {
  const fields = fieldsKept(catalog, input.entity_attribute_id);
  if (!fields || !saysNothing(input.value, fields)) return [];
  return [{
    field: `${prefix}value`,
    code: 'required',
    message: `says nothing: give at least one of ${fields.join(', ')} (a value with all of them empty is not kept)`,
  }];
}

export interface ValueChangeToCheck {
  id: number;
  entity_attribute_id: number;
  value?: object;
}

/** The ids of the changed values left saying nothing and without comments: these are deleted, not updated. */
export async function valuesLeftSayingNothing(
  db: Queryable,
  catalog: AttributeCatalog,
  auth: AuthContext,
  changes: readonly ValueChangeToCheck[],
): Promise<Set<number>> {
  const candidates = changes.filter((change) => {
    const fields = fieldsKept(catalog, change.entity_attribute_id);
    return change.value !== undefined && fields !== undefined && saysNothing(change.value, fields);
  });
  if (candidates.length === 0) return new Set();
  const comments = await entityValueCommentCounts(db, auth, candidates.map((change) => change.id));
  return new Set(candidates.filter((change) => !comments.get(change.id)?.comment_count).map((change) => change.id));
}
