import type { dia } from '@joint/core';
import { canConnect, type CellRulesContext, type ConnectionRefusal, type RuleCheck } from '../cell-rules';

/** Which end of a link is being dragged. */
export type LinkEnd = 'source' | 'target';

/** §5 for a link whose `end` is dropped on `cell` while its other end stays where it is. */
export function reconnectCheck(link: dia.Link, end: LinkEnd, cell: dia.Cell, context: Pick<CellRulesContext, 'layers'>): RuleCheck<ConnectionRefusal> {
  return end === 'source' ? canConnect(cell, link.getTargetCell(), context) : canConnect(link.getSourceCell(), cell, context);
}
