/** What changed between two states of a module, item by item (pure). */
import { revisionItemChange, type RevisionItemChange } from '../../../core/domain/module-revision-types';
import type { ModuleState } from './module-state';

/** The module's own fields first, then the values by id. */
export function diffModuleStates(before: ModuleState, after: ModuleState): RevisionItemChange[] {
  const ids = [...new Set([...before.keys(), ...after.keys()])].sort((a, b) => (a ?? 0) - (b ?? 0));
  return ids.flatMap((id) => revisionItemChange(id, before.get(id) ?? null, after.get(id) ?? null) ?? []);
}
