/**
 * POST /api/modules/{moduleId}/revisions/{id}/restore.json: the module's content becomes what it was right
 * after that revision, as one new change that is itself a revision (kind 'restore'), so restoring again
 * undoes it. The state is found backwards from today's: every later revision's items are undone, newest
 * first. Values come back with their old ids, so links between them hold. The module's own fields (name,
 * lock, status) are not restored. Needs module write.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { RevisionItemState, RevisionValueState } from '../../../core/domain/module-revision-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { entityValues, moduleRevisionItems, moduleRevisions } from '../../db/schema';
import { loadModuleByIdFor } from '../module-access';
import { quoted } from '../project-events';
import { anyOf } from '../entity-value-rows';
import { writeValueChanges } from '../entity-value-changes';
import { changeModuleRevision } from './change-module';
import { readModuleState, type ModuleState } from './module-state';
import { findRevision } from './revision-reads';

export interface RestoreAnswer {
  restored_from_id: number;
  /** The new revision; null when the module already was as it was then. */
  revision_id: number | null;
}

/** The module's values right after the revision: today's state with every later item undone, newest first. */
async function valuesAtRevision(db: Queryable, moduleId: number, revisionId: number, current: ModuleState): Promise<Map<number, RevisionValueState>> {
  const state = new Map([...current].flatMap(([id, item]) => (id === null ? [] : [[id, item as RevisionValueState] as const])));
  const later = await db
    .select({ entity_value_id: moduleRevisionItems.entity_value_id, before: moduleRevisionItems.before })
    .from(moduleRevisionItems)
    .innerJoin(moduleRevisions, eq(moduleRevisions.id, moduleRevisionItems.revision_id))
    .where(and(eq(moduleRevisions.module_id, moduleId), gt(moduleRevisions.id, revisionId)))
    .orderBy(desc(moduleRevisions.id), desc(moduleRevisionItems.id));
  for (const { entity_value_id: id, before } of later) {
    if (id === null) continue;
    if (before === null) state.delete(id);
    else state.set(id, before as RevisionValueState);
  }
  return state;
}

function stored(item: RevisionValueState) {
  return {
    entity_attribute_id: item.entity_attribute_id,
    single_document: item.single_document,
    value: item.value,
    position: item.position,
    tag_ids: item.tag_ids,
    stakeholder_ids: item.stakeholder_ids,
    product_and_service_item_ids: item.product_and_service_item_ids,
    user_ids: item.user_ids,
  };
}

/** Deletes, updates and inserts (with their old ids) until the module's values are `target`. */
async function writeValues(
  tx: Queryable,
  module: { id: number; project_id: number },
  current: ModuleState,
  target: ReadonlyMap<number, RevisionValueState>,
): Promise<void> {
  const currentIds = [...current.keys()].filter((id): id is number => id !== null);
  const gone = currentIds.filter((id) => !target.has(id));
  if (gone.length > 0) await tx.delete(entityValues).where(anyOf(entityValues.id, gone));
  const sameJson = (a: RevisionItemState | undefined, b: RevisionItemState) => JSON.stringify(a) === JSON.stringify(b);
  const changed = [...target].filter(([id, item]) => current.has(id) && !sameJson(current.get(id), item));
  // A value keeps its attribute for life, so what changes is its document, place and assignments.
  await writeValueChanges(tx, module.id, changed.map(([id, item]) => {
    const { value, position, tag_ids, stakeholder_ids, product_and_service_item_ids, user_ids } = item;
    return { id, value, position, tag_ids, stakeholder_ids, product_and_service_item_ids, user_ids };
  }));
  const returning = [...target].filter(([id]) => !current.has(id));
  if (returning.length > 0) {
    await tx.insert(entityValues).values(returning.map(([id, item]) => ({ id, module_id: module.id, project_id: module.project_id, ...stored(item) })));
  }
}

/** '2026-12-02 01:05 UTC' */
function utcMinute(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

export async function restoreModuleRevision(db: Database, auth: AuthContext, moduleId: number, revisionId: number): Promise<RestoreAnswer> {
  const { module } = await loadModuleByIdFor(db, auth, moduleId, 'write');
  const revision = await findRevision(db, moduleId, revisionId);
  const { revisionId: newRevisionId } = await changeModuleRevision(db, module.project_id, moduleId, async (tx) => {
    const current = await readModuleState(tx, moduleId);
    await writeValues(tx, module, current, await valuesAtRevision(tx, moduleId, revisionId, current));
  }, auth, {
    action: 'restored',
    subject_type: 'Module',
    subject_id: moduleId,
    summary: `Restored module ${quoted(module.name)} as it was on ${utcMinute(revision.created_at)}`,
  }, { kind: 'restore', restored_from_id: revisionId });
  return { restored_from_id: revisionId, revision_id: newRevisionId };
}
