import { BpmnModdle, type BpmnElement } from 'bpmn-moddle';
import { countNotDrawn, LINK_TYPE, POOL_HEADER_SIZE, SHAPE, type BpmnCell, type BpmnLane, type NotDrawn } from './bpmn-cell';
import {
  CALL_ACTIVITY,
  EVENT_DEFINITIONS,
  EVENT_SUB_PROCESS_OUTLINE,
  GATEWAY_TYPES,
  TASK_ICONS,
  TRANSACTION,
} from './bpmn-vocabulary';
import { area, borderPoint, centre, containsBox, containsPoint, type Box, type Point } from './geometry';
import { XmlIds } from './xml-ids';

export interface BpmnXmlExport {
  xml: string;
  /** Cells BPMN has no element for (a conversation link, a link without both ends), counted per kind. */
  notWritten: NotDrawn;
}

export const NOT_WRITTEN = {
  conversation: 'conversation link',
  dangling: 'link without both ends',
  sequenceFlow: 'sequence flow to or from a shape that is not a flow node',
  otherShape: 'shape that is not a BPMN shape',
} as const;

/** The plugin's default sizes, for a document that does not give its size. */
const DEFAULT_SIZES: Record<string, { width: number; height: number }> = {
  [SHAPE.pool]: { width: 600, height: 180 },
  [SHAPE.event]: { width: 90, height: 90 },
  [SHAPE.activity]: { width: 90, height: 70 },
  [SHAPE.gateway]: { width: 90, height: 90 },
  [SHAPE.dataObject]: { width: 60, height: 80 },
  [SHAPE.dataStore]: { width: 80, height: 70 },
  [SHAPE.textAnnotation]: { width: 120, height: 60 },
  [SHAPE.group]: { width: 240, height: 160 },
};

const FLOW_NODES = new Set<string>([SHAPE.event, SHAPE.activity, SHAPE.gateway]);
const DATA = new Set<string>([SHAPE.dataObject, SHAPE.dataStore]);
const ARTIFACTS = new Set<string>([SHAPE.textAnnotation, SHAPE.group]);
/** The link's associationDirection as BPMN writes it; 'none' is BPMN's default and is left out. */
const ASSOCIATION_DIRECTIONS: Record<string, 'One' | 'Both'> = { one: 'One', both: 'Both' };
const invert = (table: Record<string, string>) => Object.fromEntries(Object.entries(table).map(([key, value]) => [value, key]));
const TASK_TYPES = invert(TASK_ICONS);
const EVENT_DEFINITION_TYPES = invert(EVENT_DEFINITIONS);

/**
 * Writes the BPMN plugin's cells as a BPMN 2.0 XML document with its diagram interchange: a participant
 * and a process per pool (lanes as its lane set; a collaboration when there are pools or message flows),
 * every shape a BPMNShape and every flow a BPMNEdge. What belongs where is what the diagram shows: an
 * element is in the pool that embeds it (or under its centre), in the activity whose box holds it (which
 * is then an expanded sub-process), and an intermediate event on an activity's border is its boundary event.
 */
export async function writeBpmnXml(cells: readonly BpmnCell[]): Promise<BpmnXmlExport> {
  const moddle = new BpmnModdle();
  const writer = new BpmnXmlWriter(moddle, cells);
  const definitions = writer.write();
  const { xml } = await moddle.toXML(definitions, { format: true });
  return { xml, notWritten: writer.notWritten };
}

class BpmnXmlWriter {
  readonly notWritten: NotDrawn = {};
  private readonly ids = new XmlIds();
  private readonly elements: BpmnCell[];
  private readonly links: BpmnCell[];
  private readonly pools: BpmnCell[];
  private readonly byId: Map<string, BpmnCell>;
  private readonly semantic = new Map<string, BpmnElement>();
  private readonly processOfPool = new Map<string, BpmnElement>();
  private readonly rootElements: BpmnElement[] = [];
  private readonly diagramElements: BpmnElement[] = [];
  private readonly collaboration: BpmnElement | undefined;
  private looseProcess: BpmnElement | undefined;
  /** The expanded sub-process (an activity holding it) of each cell inside one. */
  private readonly parentActivity = new Map<string, BpmnCell>();
  private readonly expanded = new Set<BpmnCell>();

  constructor(private readonly moddle: BpmnModdle, cells: readonly BpmnCell[]) {
    const isLink = (cell: BpmnCell) => cell.type === LINK_TYPE || cell.source !== undefined;
    this.elements = cells.filter((cell) => !isLink(cell));
    this.links = cells.filter(isLink);
    this.pools = this.elements.filter((cell) => cell.type === SHAPE.pool);
    this.byId = new Map(cells.map((cell) => [cell.jsid, cell]));
    const messages = this.links.some((link) => link.flowType === 'message');
    if (this.pools.length || messages) {
      this.collaboration = this.create('bpmn:Collaboration', { id: this.ids.make('Collaboration'), participants: [], messageFlows: [], artifacts: [] });
    }
    this.findSubProcesses();
  }

  write(): BpmnElement {
    const definitions = this.create('bpmn:Definitions', {
      id: this.ids.make('Definitions'),
      targetNamespace: 'http://bpmn.io/schema/bpmn',
      exporter: 'Tessera',
      exporterVersion: '1.0',
    });
    if (this.collaboration) this.rootElements.push(this.collaboration);
    for (const pool of this.pools) this.pool(pool);
    // Containers before their content: pools, then larger shapes first, so a sub-process exists before what it holds.
    const nodes = this.elements.filter((cell) => cell.type !== SHAPE.pool).sort((a, b) => area(this.box(b)) - area(this.box(a)));
    for (const cell of nodes) this.node(cell);
    for (const pool of this.pools) this.lanes(pool);
    for (const link of this.links) this.link(link);
    const plane = this.create('bpmndi:BPMNPlane', {
      id: this.ids.make('BPMNPlane'),
      bpmnElement: this.collaboration ?? this.looseContainer(),
      planeElement: this.diagramElements,
    });
    definitions.rootElements = this.rootElements;
    definitions.diagrams = [this.create('bpmndi:BPMNDiagram', { id: this.ids.make('BPMNDiagram'), plane })];
    return definitions;
  }

  private create(type: string, properties: Record<string, unknown> = {}): BpmnElement {
    return this.moddle.create(type, properties);
  }

  private box(cell: BpmnCell): Box {
    const size = cell.size ?? DEFAULT_SIZES[cell.type] ?? { width: 100, height: 80 };
    return { x: cell.position?.x ?? 0, y: cell.position?.y ?? 0, width: size.width, height: size.height };
  }

  private shape(cell: BpmnCell, element: BpmnElement, attributes: Record<string, unknown> = {}): void {
    this.diagramShape(element, this.box(cell), attributes);
  }

  private diagramShape(element: BpmnElement, box: Box, attributes: Record<string, unknown>): void {
    this.diagramElements.push(
      this.create('bpmndi:BPMNShape', { id: this.ids.make('Shape', `${element.id}_di`), bpmnElement: element, ...attributes, bounds: this.create('dc:Bounds', { ...box }) }),
    );
  }

  /** Activities that hold other shapes are expanded sub-processes; each held shape's smallest one is its parent. */
  private findSubProcesses(): void {
    const candidates = this.elements.filter((cell) => cell.type === SHAPE.activity && cell.sub_process !== true && cell.activity_type !== CALL_ACTIVITY);
    for (const cell of this.elements) {
      if (cell.type === SHAPE.pool) continue;
      const box = this.box(cell);
      const parent = candidates
        .filter((candidate) => candidate !== cell && area(this.box(candidate)) > area(box) && containsBox(this.box(candidate), box))
        .sort((a, b) => area(this.box(a)) - area(this.box(b)))[0];
      if (!parent) continue;
      this.parentActivity.set(cell.jsid, parent);
      this.expanded.add(parent);
    }
  }

  private poolOf(cell: BpmnCell): BpmnCell | undefined {
    const point = centre(this.box(cell));
    return (
      this.pools.find((pool) => pool.embeds?.includes(cell.jsid)) ??
      this.pools.filter((pool) => containsPoint(this.box(pool), point)).sort((a, b) => area(this.box(a)) - area(this.box(b)))[0]
    );
  }

  private looseContainer(): BpmnElement {
    if (!this.looseProcess) {
      this.looseProcess = this.create('bpmn:Process', { id: this.ids.make('Process'), isExecutable: false, flowElements: [], artifacts: [] });
      this.rootElements.push(this.looseProcess);
    }
    return this.looseProcess;
  }

  /** The process or sub-process a cell's BPMN element belongs to. */
  private containerOf(cell: BpmnCell): BpmnElement {
    const parent = this.parentActivity.get(cell.jsid);
    if (parent) return this.semantic.get(parent.jsid) as BpmnElement;
    const pool = this.poolOf(cell);
    return pool ? (this.processOfPool.get(pool.jsid) as BpmnElement) : this.looseContainer();
  }

  private pool(pool: BpmnCell): void {
    const process = this.create('bpmn:Process', { id: this.ids.make('Process', `Process_${pool.jsid}`), isExecutable: false, flowElements: [], artifacts: [] });
    const participant = this.create('bpmn:Participant', { id: this.ids.make('Participant', pool.jsid), processRef: process, ...named(pool.title) });
    this.collaboration?.participants?.push(participant);
    this.rootElements.push(process);
    this.processOfPool.set(pool.jsid, process);
    this.semantic.set(pool.jsid, participant);
    this.shape(pool, participant, { isHorizontal: true });
  }

  /** The pool's lanes as its process's lane set; each flow node directly in the process goes to the lane under its centre. */
  private lanes(pool: BpmnCell): void {
    const lanes = Array.isArray(pool.lanes) ? (pool.lanes as BpmnLane[]) : [];
    if (!lanes.length) return;
    const process = this.processOfPool.get(pool.jsid) as BpmnElement;
    const poolBox = this.box(pool);
    let top = poolBox.y;
    const drawn = lanes.map((lane) => {
      const box = { x: poolBox.x + POOL_HEADER_SIZE, y: top, width: poolBox.width - POOL_HEADER_SIZE, height: lane.size };
      top += lane.size;
      const element = this.create('bpmn:Lane', { id: this.ids.make('Lane', lane.id), ...named(lane.label), flowNodeRef: [] });
      this.diagramShape(element, box, { isHorizontal: true });
      return { element, box };
    });
    for (const cell of this.elements) {
      if (!FLOW_NODES.has(cell.type) || this.containerOf(cell) !== process) continue;
      const point = centre(this.box(cell));
      const lane = drawn.find(({ box }) => point.y >= box.y && point.y < box.y + box.height) ?? drawn[drawn.length - 1];
      lane.element.flowNodeRef?.push(this.semantic.get(cell.jsid) as BpmnElement);
    }
    process.laneSets = [this.create('bpmn:LaneSet', { id: this.ids.make('LaneSet', `LaneSet_${pool.jsid}`), lanes: drawn.map(({ element }) => element) })];
  }

  private node(cell: BpmnCell): void {
    const container = this.containerOf(cell);
    const id = (prefix: string) => this.ids.make(prefix, cell.jsid);
    if (cell.type === SHAPE.activity) {
      const { element, attributes } = this.activity(cell, id('Activity'));
      this.add(cell, container, element, attributes);
    } else if (cell.type === SHAPE.event) {
      this.add(cell, container, this.event(cell, id('Event')));
    } else if (cell.type === SHAPE.gateway) {
      const { element, attributes } = this.gateway(cell, id('Gateway'));
      this.add(cell, container, element, attributes);
    } else if (cell.type === SHAPE.dataObject) {
      const data = this.create('bpmn:DataObject', { id: id('DataObject'), isCollection: cell.collection === true });
      container.flowElements?.push(data);
      this.add(cell, container, this.create('bpmn:DataObjectReference', { id: id('DataObjectReference'), dataObjectRef: data, ...named(cell.title) }));
    } else if (cell.type === SHAPE.dataStore) {
      this.add(cell, container, this.create('bpmn:DataStoreReference', { id: id('DataStoreReference'), ...named(cell.title) }));
    } else if (cell.type === SHAPE.textAnnotation) {
      this.artifact(cell, container, this.create('bpmn:TextAnnotation', { id: id('TextAnnotation'), ...(cell.title ? { text: cell.title } : {}) }));
    } else if (cell.type === SHAPE.group) {
      const value = this.create('bpmn:CategoryValue', { id: id('CategoryValue'), ...(cell.title ? { value: cell.title } : {}) });
      this.rootElements.push(this.create('bpmn:Category', { id: id('Category'), categoryValue: [value] }));
      this.artifact(cell, container, this.create('bpmn:Group', { id: id('Group'), categoryValueRef: value }));
    } else {
      countNotDrawn(this.notWritten, NOT_WRITTEN.otherShape);
    }
  }

  private add(cell: BpmnCell, container: BpmnElement, element: BpmnElement, attributes: Record<string, unknown> = {}): void {
    container.flowElements?.push(element);
    this.semantic.set(cell.jsid, element);
    this.shape(cell, element, attributes);
  }

  /** Text annotations and groups: the collaboration's artifacts when there is one, else their process's. */
  private artifact(cell: BpmnCell, container: BpmnElement, element: BpmnElement): void {
    (this.collaboration ?? container).artifacts?.push(element);
    this.semantic.set(cell.jsid, element);
    this.shape(cell, element);
  }

  private activity(cell: BpmnCell, id: string): { element: BpmnElement; attributes: Record<string, unknown> } {
    const markers = Array.isArray(cell.markers) ? (cell.markers as string[]) : [];
    const collapsed = cell.sub_process === true || markers.includes('sub-process');
    const eventSubProcess = cell.shape_outline_style === EVENT_SUB_PROCESS_OUTLINE;
    const properties: Record<string, unknown> = { id, ...named(cell.title) };
    if (markers.includes('loop')) properties.loopCharacteristics = this.create('bpmn:StandardLoopCharacteristics');
    const multi = markers.find((marker) => marker === 'parallel' || marker === 'sequential');
    if (multi) properties.loopCharacteristics = this.create('bpmn:MultiInstanceLoopCharacteristics', { isSequential: multi === 'sequential' });
    if (markers.includes('compensation')) properties.isForCompensation = true;
    if (cell.activity_type === CALL_ACTIVITY) return { element: this.create('bpmn:CallActivity', properties), attributes: { isExpanded: !collapsed } };
    const adHoc = markers.includes('ad-hoc');
    if (collapsed || this.expanded.has(cell) || eventSubProcess || adHoc || cell.activity_type === TRANSACTION) {
      const type = cell.activity_type === TRANSACTION ? 'bpmn:Transaction' : adHoc ? 'bpmn:AdHocSubProcess' : 'bpmn:SubProcess';
      const element = this.create(type, { ...properties, ...(eventSubProcess ? { triggeredByEvent: true } : {}), flowElements: [], artifacts: [] });
      return { element, attributes: { isExpanded: !collapsed } };
    }
    return { element: this.create(TASK_TYPES[String(cell.icon_type)] ?? 'bpmn:Task', properties), attributes: {} };
  }

  private event(cell: BpmnCell, id: string): BpmnElement {
    const icon = String(cell.icon_type ?? 'none');
    const base = icon.replace(/\d$/, '');
    const several = base === 'multiple' || base === 'parallel';
    const definitionTypes = several ? ['bpmn:MessageEventDefinition', 'bpmn:SignalEventDefinition'] : EVENT_DEFINITION_TYPES[base] ? [EVENT_DEFINITION_TYPES[base]] : [];
    const eventDefinitions = definitionTypes.map((type) =>
      this.create(type, { id: this.ids.make('EventDefinition', `${id}_${type.slice(5)}`), ...(type === 'bpmn:ConditionalEventDefinition' ? { condition: this.create('bpmn:FormalExpression') } : {}) }),
    );
    const properties: Record<string, unknown> = { id, ...named(cell.title), eventDefinitions, ...(base === 'parallel' ? { parallelMultiple: true } : {}) };
    const interrupting = cell.interrupting !== false;
    if (cell.event_type === 'thick') return this.create('bpmn:EndEvent', properties);
    if (cell.event_type !== 'double') return this.create('bpmn:StartEvent', { ...properties, ...(interrupting ? {} : { isInterrupting: false }) });
    const host = this.attachedTo(cell);
    if (host) return this.create('bpmn:BoundaryEvent', { ...properties, attachedToRef: this.semantic.get(host.jsid), ...(interrupting ? {} : { cancelActivity: false }) });
    return this.create(icon === 'none' || icon.endsWith('2') ? 'bpmn:IntermediateThrowEvent' : 'bpmn:IntermediateCatchEvent', properties);
  }

  /** The smallest activity on whose border the event sits (its centre on the activity, its box not inside it). */
  private attachedTo(cell: BpmnCell): BpmnCell | undefined {
    const box = this.box(cell);
    const point = centre(box);
    return this.elements
      .filter((candidate) => candidate.type === SHAPE.activity && containsPoint(this.box(candidate), point, 1) && !containsBox(this.box(candidate), box))
      .filter((candidate) => this.semantic.has(candidate.jsid))
      .sort((a, b) => area(this.box(a)) - area(this.box(b)))[0];
  }

  private gateway(cell: BpmnCell, id: string): { element: BpmnElement; attributes: Record<string, unknown> } {
    const type = String(cell.gateway_type ?? 'exclusive');
    const properties = { id, ...named(cell.title) };
    if (type === 'exclusive' || type === 'exclusive_blank') return { element: this.create('bpmn:ExclusiveGateway', properties), attributes: { isMarkerVisible: type === 'exclusive' } };
    if (type === 'exclusive_event' || type === 'parallel_event') {
      return { element: this.create('bpmn:EventBasedGateway', { ...properties, instantiate: true, eventGatewayType: type === 'parallel_event' ? 'Parallel' : 'Exclusive' }), attributes: {} };
    }
    return { element: this.create(invert(GATEWAY_TYPES)[type] ?? 'bpmn:ExclusiveGateway', properties), attributes: {} };
  }

  private link(link: BpmnCell): void {
    const source = link.source?.id ? this.byId.get(link.source.id) : undefined;
    const target = link.target?.id ? this.byId.get(link.target.id) : undefined;
    const sourceElement = source && this.semantic.get(source.jsid);
    const targetElement = target && this.semantic.get(target.jsid);
    if (link.flowType === 'conversation') return countNotDrawn(this.notWritten, NOT_WRITTEN.conversation);
    if (!source || !target || !sourceElement || !targetElement) return countNotDrawn(this.notWritten, NOT_WRITTEN.dangling);
    const id = (prefix: string) => this.ids.make(prefix, link.jsid);
    let element: BpmnElement;
    if (link.flowType === 'message') {
      element = this.create('bpmn:MessageFlow', { id: id('MessageFlow'), sourceRef: sourceElement, targetRef: targetElement, ...named(link.title) });
      this.collaboration?.messageFlows?.push(element);
    } else if (link.flowType === 'association') {
      element = this.association(source, target, sourceElement, targetElement, id('Association'));
      const direction = ASSOCIATION_DIRECTIONS[String(link.associationDirection)];
      if (element.$type === 'bpmn:Association' && direction) element.associationDirection = direction;
    } else {
      if (!FLOW_NODES.has(source.type) || !FLOW_NODES.has(target.type)) return countNotDrawn(this.notWritten, NOT_WRITTEN.sequenceFlow);
      element = this.create('bpmn:SequenceFlow', { id: id('Flow'), sourceRef: sourceElement, targetRef: targetElement, ...named(link.title) });
      if (link.flowType === 'conditional') element.conditionExpression = this.create('bpmn:FormalExpression');
      if (link.flowType === 'default') sourceElement.default = element;
      (sourceElement.outgoing ??= []).push(element);
      (targetElement.incoming ??= []).push(element);
      this.containerOf(source).flowElements?.push(element);
    }
    this.edge(element, source, target, link.vertices ?? []);
  }

  /** Between data and an activity, a data association (input or output); otherwise an association artifact. */
  private association(source: BpmnCell, target: BpmnCell, sourceElement: BpmnElement, targetElement: BpmnElement, id: string): BpmnElement {
    if (DATA.has(source.type) && target.type === SHAPE.activity) {
      const element = this.create('bpmn:DataInputAssociation', { id, sourceRef: [sourceElement] });
      (targetElement.dataInputAssociations ??= []).push(element);
      return element;
    }
    if (source.type === SHAPE.activity && DATA.has(target.type)) {
      const element = this.create('bpmn:DataOutputAssociation', { id, targetRef: targetElement });
      (sourceElement.dataOutputAssociations ??= []).push(element);
      return element;
    }
    const element = this.create('bpmn:Association', { id, sourceRef: sourceElement, targetRef: targetElement });
    const container = this.collaboration ?? (ARTIFACTS.has(source.type) ? this.containerOf(target) : this.containerOf(source));
    container.artifacts?.push(element);
    return element;
  }

  /** The edge: from the source's border through the link's vertices to the target's border. */
  private edge(element: BpmnElement, source: BpmnCell, target: BpmnCell, vertices: Point[]): void {
    const sourceBox = this.box(source);
    const targetBox = this.box(target);
    const first = borderPoint(sourceBox, vertices[0] ?? centre(targetBox));
    const last = borderPoint(targetBox, vertices[vertices.length - 1] ?? centre(sourceBox));
    const waypoint = [first, ...vertices, last].map(({ x, y }) => this.create('dc:Point', { x: round(x), y: round(y) }));
    this.diagramElements.push(this.create('bpmndi:BPMNEdge', { id: this.ids.make('Edge', `${element.id}_di`), bpmnElement: element, waypoint }));
  }
}

const named = (name: string | undefined) => (name ? { name } : {});
const round = (value: number) => Math.round(value * 100) / 100;
