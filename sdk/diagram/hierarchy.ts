import type { dia } from '@joint/core';
import { SKIP_UNDO } from './change-options';

/**
 * JointJS 4.3 indexes children by their `parent` when they are added or re-parented, and forgets a
 * cell's children when the cell is removed. A cell removed and added again under the same id (a type
 * change, an undo) would lose its children in the index while they still name it as parent: this
 * re-parents them in place so the index knows them again. Not a user change, so not recorded.
 */
export function reattachChildren(graph: dia.Graph, parent: dia.Cell): void {
  const options = { [SKIP_UNDO]: true, reindex: true };
  for (const childId of (parent.get('embeds') as dia.Cell.ID[] | undefined) ?? []) {
    const child = graph.getCell(childId);
    if (!child || child.get('parent') !== parent.id) continue;
    child.set('parent', undefined, options);
    child.set('parent', parent.id, options);
  }
}
