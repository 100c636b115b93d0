import { masterKey, type VisioConnector } from '../../../sdk/diagram';
import { ARTIFACT_KINDS, type BpmnShapeKind } from './bpmn-shape-kinds';
import { sequenceFlowType } from './bpmn-properties';

export type BpmnFlowType = 'normal' | 'default' | 'conditional' | 'message' | 'association' | 'conversation';

/** What the page says of a connector's ends: the kind of the shape at each end, and the pool it lies in. */
export interface FlowEnds {
  kindOf(shapeId: string | null): BpmnShapeKind | undefined;
  poolOf(shapeId: string | null): string | undefined;
}

type FlowKind = 'sequence' | 'message' | 'association' | 'conversation' | 'inferred';

const squeeze = (value: string | undefined) => (value ?? '').toLowerCase().replace(/[\s_/-]+/g, '');

const DATA_FLOWS: Record<string, FlowKind> = {
  sequenceflow: 'sequence',
  messageflow: 'message',
  association: 'association',
  dataassociation: 'association',
  conversationlink: 'conversation',
};

/** The connector's kind: by its BPMN Shape Data, else its master's name (Visio's, another stencil's, derived). */
function flowKind(connector: VisioConnector): FlowKind | undefined {
  const declared = DATA_FLOWS[squeeze(connector.data.BpmnElementType ?? connector.data.BpmnConnectionType)];
  if (declared) return declared;
  const master = masterKey(connector.masterName);
  if (master === 'dynamic connector') return 'inferred';
  if (/message/.test(master)) return 'message';
  if (/association/.test(master)) return 'association';
  if (/conversation/.test(master)) return 'conversation';
  if (/sequence|(conditional|default) flow/.test(master)) return 'sequence';
  return undefined;
}

/**
 * The flowType a Visio connector becomes, or undefined when it is not a BPMN connector. Visio's plain
 * "Dynamic connector" is what its ends make it: an association when one end is an artifact (text
 * annotation, data object...), a message flow when its ends lie in different pools (or on a pool), else a
 * sequence flow.
 */
export function bpmnFlowType(connector: VisioConnector, ends: FlowEnds): BpmnFlowType | undefined {
  const kind = flowKind(connector);
  if (kind === 'inferred') {
    const [from, to] = [connector.fromId, connector.toId];
    const kinds = [ends.kindOf(from), ends.kindOf(to)];
    if (kinds.some((end) => end !== undefined && ARTIFACT_KINDS.has(end))) return 'association';
    const onPool = kinds.some((end) => end === 'pool' || end === 'lane');
    const [fromPool, toPool] = [ends.poolOf(from), ends.poolOf(to)];
    if (onPool || (fromPool !== undefined && toPool !== undefined && fromPool !== toPool)) return 'message';
    return sequenceFlowType(connector);
  }
  if (kind === 'sequence') return sequenceFlowType(connector);
  return kind;
}
