import {
  ASSIGNMENT_FIELDS,
  type AssignmentField,
  type EntityValueAssignments,
} from '../../core/domain/registry-types';

/**
 * The registry items and project members an entity value is assigned (the registry API contract's
 * "assignments on entity values"): stored beside the value, not in it, so every kind of every family carries them.
 */
export type Assignments = EntityValueAssignments;

export const NO_ASSIGNMENTS: Readonly<Assignments> = Object.freeze({
  tag_ids: [],
  stakeholder_ids: [],
  product_and_service_item_ids: [],
  user_ids: [],
});

/** The assignment arrays a server answer carries (a remote change may carry none). */
export function pickAssignments(source: Partial<Record<AssignmentField, unknown>>): Partial<Assignments> {
  const picked: Partial<Assignments> = {};
  for (const field of ASSIGNMENT_FIELDS) {
    const ids = source[field];
    if (Array.isArray(ids)) picked[field] = ids as number[];
  }
  return picked;
}

/** The arrays of `after` that differ from `before`: what an edit of the assignments needs to send. */
export function changedAssignments(before: Assignments, after: Assignments): Partial<Assignments> {
  const changed: Partial<Assignments> = {};
  for (const field of ASSIGNMENT_FIELDS) {
    const same = before[field].length === after[field].length && before[field].every((id, index) => after[field][index] === id);
    if (!same) changed[field] = after[field];
  }
  return changed;
}
