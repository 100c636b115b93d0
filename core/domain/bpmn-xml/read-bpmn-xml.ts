import { BpmnModdle, type BpmnElement } from 'bpmn-moddle';
import { countNotDrawn, kindName, LANE_MIN_SIZE, LINK_TYPE, SHAPE, type BpmnCell, type BpmnLane, type NotDrawn } from './bpmn-cell';
import {
  CALL_ACTIVITY,
  EVENT_DEFINITIONS,
  EVENT_SUB_PROCESS_OUTLINE,
  EVENT_TYPES,
  eventIcon,
  GATEWAY_TYPES,
  TASK_ICONS,
  TRANSACTION,
} from './bpmn-vocabulary';

export interface BpmnXmlImport {
  /** The new cells (new ids; links and lanes point at them), ready to be added to a diagram. */
  cells: BpmnCell[];
  /** What the file holds that the product does not draw (or draws simplified), counted per kind. */
  notDrawn: NotDrawn;
}

/** The start of the message a file that is not BPMN 2.0 XML (or not XML at all) is refused with. */
export const NOT_BPMN_XML = 'This file is not BPMN 2.0 XML';

/** Kinds the import reports that are not BPMN element types. */
export const NOT_DRAWN = {
  noShape: 'element without a shape in the diagram',
  collapsedContent: 'element inside a collapsed sub-process',
  parentLane: 'lane holding lanes (its lanes are drawn)',
  danglingFlow: 'flow whose ends were not both imported',
  dataInput: 'data input (drawn as a data object)',
  dataOutput: 'data output (drawn as a data object)',
} as const;

/**
 * Reads a BPMN 2.0 XML document (with its diagram interchange: the first diagram's plane gives the shapes'
 * bounds and the edges' waypoints) into the BPMN plugin's cells. Rejects with NOT_BPMN_XML and the parser's
 * reason when the text is not a BPMN 2.0 document.
 */
export async function readBpmnXml(xml: string, createId: () => string): Promise<BpmnXmlImport> {
  let definitions: BpmnElement | undefined;
  try {
    ({ rootElement: definitions } = await new BpmnModdle().fromXML(xml));
  } catch (error) {
    throw new Error(`${NOT_BPMN_XML}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  if (definitions?.$type !== 'bpmn:Definitions') throw new Error(`${NOT_BPMN_XML}: no bpmn:definitions element.`);
  return new BpmnXmlReader(definitions, createId).read();
}

interface PendingLink {
  element: BpmnElement;
  source: BpmnElement | undefined;
  target: BpmnElement | undefined;
  flowType: string;
}

type Mapped = { type: string; title?: string; properties: Record<string, unknown> };

class BpmnXmlReader {
  private readonly cells: BpmnCell[] = [];
  private readonly notDrawn: NotDrawn = {};
  private readonly links: PendingLink[] = [];
  private readonly diagramOf = new Map<BpmnElement, BpmnElement>();
  private readonly onOtherPlanes = new Set<BpmnElement>();
  private readonly ids = new Map<BpmnElement, string>();
  private readonly imported = new Set<BpmnElement>();

  constructor(private readonly definitions: BpmnElement, private readonly createId: () => string) {
    const [main, ...others] = definitions.diagrams ?? [];
    for (const di of main?.plane?.planeElement ?? []) if (di.bpmnElement) this.diagramOf.set(di.bpmnElement, di);
    for (const diagram of others) for (const di of diagram.plane?.planeElement ?? []) if (di.bpmnElement) this.onOtherPlanes.add(di.bpmnElement);
  }

  read(): BpmnXmlImport {
    const roots = this.definitions.rootElements ?? [];
    const inPools = new Set<BpmnElement>();
    for (const collaboration of roots.filter((root) => root.$type === 'bpmn:Collaboration')) {
      for (const participant of collaboration.participants ?? []) {
        this.pool(participant);
        if (participant.processRef) inPools.add(participant.processRef);
      }
      for (const flow of collaboration.messageFlows ?? []) this.links.push({ element: flow, source: one(flow.sourceRef), target: flow.targetRef, flowType: 'message' });
      this.artifacts(collaboration.artifacts);
      for (const unsupported of [...(collaboration.conversations ?? []), ...(collaboration.conversationLinks ?? [])]) countNotDrawn(this.notDrawn, kindName(unsupported.$type));
    }
    for (const process of [...roots.filter((root) => root.$type === 'bpmn:Process' && !inPools.has(root)), ...inPools]) this.process(process);
    for (const root of roots.filter((candidate) => candidate.$type === 'bpmn:Choreography')) countNotDrawn(this.notDrawn, kindName(root.$type));
    for (const link of this.links) this.link(link);
    this.keepImportedLaneCells();
    return { cells: this.cells, notDrawn: this.notDrawn };
  }

  /** A lane lists only the cells that were imported (a lane may name a node the diagram does not show). */
  private keepImportedLaneCells(): void {
    const ids = new Set(this.cells.map((cell) => cell.jsid));
    for (const cell of this.cells) {
      if (cell.type !== SHAPE.pool) continue;
      for (const lane of cell.lanes as BpmnLane[]) lane.cells = lane.cells?.filter((id) => ids.has(id));
    }
  }

  private cellId(element: BpmnElement): string {
    if (!this.ids.has(element)) this.ids.set(element, this.createId());
    return this.ids.get(element) as string;
  }

  private process(process: BpmnElement): void {
    this.flowElements(process.flowElements);
    this.artifacts(process.artifacts);
    const io = process.ioSpecification;
    for (const input of io?.dataInputs ?? []) this.node(input, NOT_DRAWN.dataInput);
    for (const output of io?.dataOutputs ?? []) this.node(output, NOT_DRAWN.dataOutput);
  }

  private flowElements(elements: BpmnElement[] | undefined): void {
    for (const element of elements ?? []) {
      if (element.$type === 'bpmn:SequenceFlow') {
        const flowType = one(element.sourceRef)?.default === element ? 'default' : element.conditionExpression ? 'conditional' : 'normal';
        this.links.push({ element, source: one(element.sourceRef), target: element.targetRef, flowType });
      } else if (element.$type !== 'bpmn:DataObject') this.node(element);
    }
  }

  private artifacts(artifacts: BpmnElement[] | undefined): void {
    for (const artifact of artifacts ?? []) {
      if (artifact.$type === 'bpmn:Association') this.links.push({ element: artifact, source: one(artifact.sourceRef), target: artifact.targetRef, flowType: 'association' });
      else this.node(artifact);
    }
  }

  /** A flow node, data reference or artifact with its shape; a sub-process's content follows it. */
  private node(element: BpmnElement, simplified?: string): void {
    const shape = this.diagramOf.get(element);
    const mapped = shape ? mapNode(element, shape) : undefined;
    if (!shape) countNotDrawn(this.notDrawn, this.onOtherPlanes.has(element) ? NOT_DRAWN.collapsedContent : NOT_DRAWN.noShape);
    else if (!mapped) countNotDrawn(this.notDrawn, kindName(element.$type));
    else {
      if (simplified) countNotDrawn(this.notDrawn, simplified);
      this.imported.add(element);
      this.cells.push({ jsid: this.cellId(element), type: mapped.type, ...titled(mapped.title ?? element.name), ...box(shape), ...mapped.properties });
    }
    for (const association of element.dataInputAssociations ?? []) this.links.push({ element: association, source: one(association.sourceRef), target: element, flowType: 'association' });
    for (const association of element.dataOutputAssociations ?? []) this.links.push({ element: association, source: element, target: association.targetRef, flowType: 'association' });
    this.flowElements(element.flowElements);
    this.artifacts(element.artifacts);
  }

  /** A participant drawn as a pool; its process's leaf lanes (nested lane sets flattened) top to bottom. */
  private pool(participant: BpmnElement): void {
    const shape = this.diagramOf.get(participant);
    if (!shape) {
      countNotDrawn(this.notDrawn, NOT_DRAWN.noShape);
      return;
    }
    this.imported.add(participant);
    const leaves = leafLanes(participant.processRef?.laneSets ?? [], (parent) => countNotDrawn(this.notDrawn, NOT_DRAWN.parentLane, parent));
    const drawn = leaves
      .map((lane) => ({ lane, bounds: this.diagramOf.get(lane)?.bounds }))
      .filter((entry): entry is { lane: BpmnElement; bounds: BpmnElement } => entry.bounds !== undefined)
      .sort((a, b) => (a.bounds.y ?? 0) - (b.bounds.y ?? 0));
    if (drawn.length < leaves.length) countNotDrawn(this.notDrawn, NOT_DRAWN.noShape, leaves.length - drawn.length);
    const lanes: BpmnLane[] = drawn.map(({ lane, bounds }) => ({
      id: lane.id ?? this.createId(),
      label: lane.name ?? '',
      size: Math.max(LANE_MIN_SIZE, bounds.height ?? 0),
      cells: (lane.flowNodeRef ?? []).map((node) => this.cellId(node)),
    }));
    const bounds = box(shape);
    if (lanes.length) bounds.size.height = lanes.reduce((sum, lane) => sum + lane.size, 0);
    this.cells.push({ jsid: this.cellId(participant), type: SHAPE.pool, ...titled(participant.name), ...bounds, lanes });
  }

  private link({ element, source, target, flowType }: PendingLink): void {
    if (!source || !target || !this.imported.has(source) || !this.imported.has(target)) {
      const inside = !this.diagramOf.has(element) && this.onOtherPlanes.has(element);
      countNotDrawn(this.notDrawn, inside ? NOT_DRAWN.collapsedContent : NOT_DRAWN.danglingFlow);
      return;
    }
    const waypoints = this.diagramOf.get(element)?.waypoint ?? [];
    this.cells.push({
      jsid: this.cellId(element),
      type: LINK_TYPE,
      ...titled(element.name),
      source: { id: this.cellId(source) },
      target: { id: this.cellId(target) },
      vertices: waypoints.slice(1, -1).map((point) => ({ x: point.x ?? 0, y: point.y ?? 0 })),
      flowType,
      ...(element.associationDirection === 'One' || element.associationDirection === 'Both' ? { associationDirection: element.associationDirection.toLowerCase() } : {}),
    });
  }
}

const one = (reference: BpmnElement | BpmnElement[] | undefined) => (Array.isArray(reference) ? reference[0] : reference);
const titled = (title: string | undefined) => (title ? { title } : {});

function box(shape: BpmnElement) {
  const { x = 0, y = 0, width = 0, height = 0 } = shape.bounds ?? {};
  return { position: { x, y }, size: { width, height } };
}

/** The lanes that hold no lanes, in document order; `parents` is told how many lanes were flattened away. */
function leafLanes(laneSets: BpmnElement[], parents: (count: number) => void): BpmnElement[] {
  return laneSets.flatMap((set) =>
    (set.lanes ?? []).flatMap((lane) => {
      const children = lane.childLaneSet?.lanes ?? [];
      if (!children.length) return [lane];
      parents(1);
      return leafLanes([lane.childLaneSet as BpmnElement], parents);
    }),
  );
}

const SUB_PROCESSES = new Set(['bpmn:SubProcess', 'bpmn:Transaction', 'bpmn:AdHocSubProcess']);

/** The cell a BPMN node becomes, or undefined when the product has no shape for it. */
function mapNode(element: BpmnElement, shape: BpmnElement): Mapped | undefined {
  const type = element.$type;
  if (type in TASK_ICONS || SUB_PROCESSES.has(type) || type === 'bpmn:CallActivity') return { type: SHAPE.activity, properties: activity(element, shape) };
  if (type in EVENT_TYPES) return { type: SHAPE.event, properties: event(element) };
  if (type in GATEWAY_TYPES) return { type: SHAPE.gateway, properties: { gateway_type: gatewayType(element, shape) } };
  switch (type) {
    case 'bpmn:DataObjectReference':
      return { type: SHAPE.dataObject, title: element.name ?? element.dataObjectRef?.name, properties: { collection: element.dataObjectRef?.isCollection === true } };
    case 'bpmn:DataInput':
    case 'bpmn:DataOutput':
      return { type: SHAPE.dataObject, properties: { collection: element.isCollection === true } };
    case 'bpmn:DataStoreReference':
      return { type: SHAPE.dataStore, properties: {} };
    case 'bpmn:TextAnnotation':
      return { type: SHAPE.textAnnotation, title: element.text, properties: {} };
    case 'bpmn:Group':
      return { type: SHAPE.group, title: element.categoryValueRef?.value, properties: {} };
    default:
      return undefined;
  }
}

function activity(element: BpmnElement, shape: BpmnElement): Record<string, unknown> {
  const type = element.$type;
  const loop = element.loopCharacteristics;
  const markers = [
    ...(loop?.$type === 'bpmn:StandardLoopCharacteristics' ? ['loop'] : []),
    ...(loop?.$type === 'bpmn:MultiInstanceLoopCharacteristics' ? [loop.isSequential ? 'sequential' : 'parallel'] : []),
    ...(element.isForCompensation ? ['compensation'] : []),
    ...(type === 'bpmn:AdHocSubProcess' ? ['ad-hoc'] : []),
  ];
  const calls = type === 'bpmn:CallActivity';
  return {
    activity_type: calls ? CALL_ACTIVITY : type === 'bpmn:Transaction' ? TRANSACTION : 'single',
    sub_process: (calls || SUB_PROCESSES.has(type)) && shape.isExpanded !== true,
    icon_type: TASK_ICONS[type] ?? 'none',
    markers,
    ...(element.triggeredByEvent ? { shape_outline_style: EVENT_SUB_PROCESS_OUTLINE } : {}),
  };
}

function event(element: BpmnElement): Record<string, unknown> {
  const definitions = element.eventDefinitions ?? [];
  const base = definitions.length > 1 ? (element.parallelMultiple ? 'parallel' : 'multiple') : EVENT_DEFINITIONS[definitions[0]?.$type ?? ''];
  const throwing = element.$type === 'bpmn:IntermediateThrowEvent' || element.$type === 'bpmn:EndEvent';
  const interrupting = element.$type === 'bpmn:BoundaryEvent' ? element.cancelActivity !== false : element.isInterrupting !== false;
  return { event_type: EVENT_TYPES[element.$type], interrupting, icon_type: base ? eventIcon(base, throwing) : 'none' };
}

function gatewayType(element: BpmnElement, shape: BpmnElement): string {
  if (element.$type === 'bpmn:ExclusiveGateway') return shape.isMarkerVisible === true ? 'exclusive' : 'exclusive_blank';
  if (element.$type === 'bpmn:EventBasedGateway' && element.instantiate) return element.eventGatewayType === 'Parallel' ? 'parallel_event' : 'exclusive_event';
  return GATEWAY_TYPES[element.$type];
}
