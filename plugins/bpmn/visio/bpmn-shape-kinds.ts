import { masterKey, visioFlag, type VisioShape } from '../../../sdk/diagram';

/**
 * What a Visio BPMN shape is, named as the masters of Visio's "BPMN Basic Shapes" stencil are (lower case),
 * plus 'phase' for a cross-functional pool's phase (a band across its lanes, named) and 'structure' for its
 * other helper shapes (its lane and phase lists, separators), which only give the pool its layout.
 */
export type BpmnShapeKind =
  | 'start event'
  | 'intermediate event'
  | 'end event'
  | 'task'
  | 'collapsed sub-process'
  | 'expanded sub-process'
  | 'gateway'
  | 'data object'
  | 'data store'
  | 'text annotation'
  | 'group'
  | 'lane'
  | 'pool'
  | 'phase'
  | 'structure'
  | 'unsupported';

export interface ClassifiedShape {
  kind: BpmnShapeKind;
  /** The shape's Shape Data over what its master's name implies (e.g. 'User Task': BpmnTaskType User). */
  shape: VisioShape;
}

/** Compared without case, spaces or hyphens: 'Sub-Process' and 'subprocess' agree. */
const squeeze = (value: string | undefined) => (value ?? '').toLowerCase().replace(/[\s_/-]+/g, '');

const EXACT_MASTERS: Record<string, BpmnShapeKind> = {
  'start event': 'start event',
  'intermediate event': 'intermediate event',
  'end event': 'end event',
  task: 'task',
  'collapsed sub-process': 'collapsed sub-process',
  'expanded sub-process': 'expanded sub-process',
  gateway: 'gateway',
  'data object': 'data object',
  'data store': 'data store',
  'text annotation': 'text annotation',
  group: 'group',
  'pool / lane': 'lane',
  swimlane: 'lane',
  lane: 'lane',
  'cff container': 'pool',
  'swimlane list': 'structure',
  'phase list': 'structure',
  phase: 'phase',
  separator: 'structure',
  message: 'unsupported',
  'choreography task': 'unsupported',
  'collapsed choreography sub-process': 'unsupported',
  'expanded choreography sub-process': 'unsupported',
  conversation: 'unsupported',
  'collapsed sub-conversation': 'unsupported',
  'call conversation': 'unsupported',
};

/** BpmnElementType values (squeezed) and the kind each names. */
const ELEMENT_TYPES: Record<string, BpmnShapeKind> = {
  startevent: 'start event',
  intermediateevent: 'intermediate event',
  boundaryevent: 'intermediate event',
  endevent: 'end event',
  task: 'task',
  callactivity: 'task',
  subprocess: 'collapsed sub-process',
  transaction: 'collapsed sub-process',
  gateway: 'gateway',
  dataobject: 'data object',
  datainput: 'data object',
  dataoutput: 'data object',
  datastore: 'data store',
  textannotation: 'text annotation',
  annotation: 'text annotation',
  group: 'group',
  lane: 'lane',
  pool: 'pool',
  participant: 'pool',
  message: 'unsupported',
  choreographytask: 'unsupported',
  choreographysubprocess: 'unsupported',
  conversation: 'unsupported',
};

const EVENT_TRIGGERS = ['parallel multiple', 'message', 'timer', 'error', 'escalation', 'cancel', 'compensation', 'conditional', 'link', 'signal', 'terminate', 'multiple'];
const TASK_TYPES = ['business rule', 'user', 'service', 'send', 'receive', 'manual', 'script'];
const GATEWAY_TYPES: Array<[RegExp, string]> = [
  [/event/, 'Event'],
  [/parallel|fork|join/, 'Parallel'],
  [/inclusive/, 'Inclusive'],
  [/complex/, 'Complex'],
  [/exclusive|merge|decision/, 'Exclusive'],
];

const firstIn = (master: string, words: readonly string[]) => words.find((word) => master.includes(word));
const titleCase = (words: string) => words.replace(/\b\w/g, (letter) => letter.toUpperCase());

/** The kind a master's name (of another stencil, or derived: 'User Task', 'Merge', 'Receive Message Start') says, and the Shape Data it implies. */
function kindOfMaster(master: string): { kind: BpmnShapeKind; implied: Record<string, string> } | undefined {
  const exact = EXACT_MASTERS[master];
  if (exact) return { kind: exact, implied: {} };
  if (/choreograph|conversation/.test(master)) return { kind: 'unsupported', implied: {} };
  if (/\blist\b|separator/.test(master)) return { kind: 'structure', implied: {} };
  if (/\bphase\b/.test(master)) return { kind: 'phase', implied: {} };
  if (/\blane\b|swimlane/.test(master)) return { kind: 'lane', implied: {} };
  if (/\bpool\b|participant/.test(master)) return { kind: 'pool', implied: {} };
  if (/sub-?process|\btransaction\b/.test(master)) return { kind: /expanded/.test(master) ? 'expanded sub-process' : 'collapsed sub-process', implied: {} };
  if (/\bstart\b|\bend\b|\bevent\b|intermediate|boundary/.test(master) && !/gateway/.test(master)) {
    const kind = /\bstart\b/.test(master) ? 'start event' : /\bend\b/.test(master) ? 'end event' : 'intermediate event';
    const trigger = firstIn(master, EVENT_TRIGGERS);
    const throwing = kind === 'intermediate event' && /throw|\bsend\b/.test(master);
    return {
      kind,
      implied: {
        ...(trigger ? { BpmnTriggerOrResult: titleCase(trigger) } : {}),
        ...(throwing ? { BpmnEventType: 'Intermediate (Throwing)' } : {}),
        ...(/non-?interrupting/.test(master) ? { BpmnEventType: `${titleCase(kind.split(' ')[0])} (Non-Interrupting)` } : {}),
      },
    };
  }
  if (/gateway|\bmerge\b|\bdecision\b|\bfork\b|\bjoin\b/.test(master)) {
    const type = GATEWAY_TYPES.find(([pattern]) => pattern.test(master))?.[1];
    return { kind: 'gateway', implied: type ? { BpmnGatewayType: type } : {} };
  }
  if (/\btask\b|\bactivity\b/.test(master)) {
    const type = firstIn(master, TASK_TYPES);
    return { kind: 'task', implied: { ...(type ? { BpmnTaskType: titleCase(type) } : {}), ...(/\bcall\b/.test(master) ? { BpmnBoundaryType: 'Call' } : {}) } };
  }
  if (/data (object|input|output)/.test(master)) return { kind: 'data object', implied: {} };
  if (/data ?store|database/.test(master)) return { kind: 'data store', implied: {} };
  if (/annotation/.test(master)) return { kind: 'text annotation', implied: {} };
  return undefined;
}

/** The kind the BPMN Shape Data rows say: BpmnElementType, else the rows only one kind has. */
function kindOfData(data: Readonly<Record<string, string>>): BpmnShapeKind | undefined {
  const element = squeeze(data.BpmnElementType);
  if (element) {
    if (element === 'event') return kindOfEventType(data.BpmnEventType);
    if (ELEMENT_TYPES[element]) return ELEMENT_TYPES[element];
    const byName = kindOfMaster(masterKey(data.BpmnElementType));
    if (byName) return byName.kind;
  }
  return undefined;
}

function kindOfEventType(eventType: string | undefined): BpmnShapeKind {
  const type = squeeze(eventType);
  return type.startsWith('start') ? 'start event' : type.startsWith('end') ? 'end event' : 'intermediate event';
}

/** A kind from the BPMN rows a shape of no known master carries (a stencil of its own with Visio's BPMN Shape Data). */
function kindOfRows(data: Readonly<Record<string, string>>): BpmnShapeKind | undefined {
  if (data.BpmnEventType !== undefined || data.BpmnTriggerOrResult !== undefined) return kindOfEventType(data.BpmnEventType);
  if (data.BpmnGatewayType !== undefined) return 'gateway';
  if (data.BpmnTaskType !== undefined || data.BpmnLoopType !== undefined) return 'task';
  return undefined;
}

/**
 * What a Visio shape is for the BPMN import: by its BPMN Shape Data first (BpmnElementType), by its
 * master's name second (Visio's stencil, then other stencils' and derived names), by the BPMN rows it
 * carries last; undefined when nothing says it is BPMN. A sub-process is collapsed or expanded as
 * BpmnIsCollapsed says, when it says.
 */
export function classifyBpmnShape(shape: VisioShape): ClassifiedShape | undefined {
  const byMaster = kindOfMaster(masterKey(shape.masterName));
  let kind = kindOfData(shape.data) ?? byMaster?.kind ?? kindOfRows(shape.data);
  if (!kind) return undefined;
  if ((kind === 'collapsed sub-process' || kind === 'expanded sub-process') && shape.data.BpmnIsCollapsed !== undefined) {
    kind = visioFlag(shape.data.BpmnIsCollapsed) ? 'collapsed sub-process' : 'expanded sub-process';
  }
  return { kind, shape: byMaster && Object.keys(byMaster.implied).length ? { ...shape, data: { ...byMaster.implied, ...shape.data } } : shape };
}

/** Artifacts: a flow to or from one is an association. */
export const ARTIFACT_KINDS: ReadonlySet<BpmnShapeKind> = new Set(['data object', 'data store', 'text annotation', 'group']);
