import {
  ABSORBED,
  DEFAULT_LINK_KEY,
  masterKey,
  SKIP,
  visioElement,
  visioFlag,
  type VisioConnector,
  type VisioElementInput,
  type VisioLinkInput,
  type VisioMapContext,
  type VisioPage,
  type VisioShape,
  type VisioShapeMapper,
} from '../../../sdk/diagram';
import { activityProperties, associationDirection, bpmnText, eventProperties, gatewayType, sequenceFlowType } from './bpmn-properties';
import { poolCell, readPools, type VisioPool } from './visio-pools';

/** §5, spelled as the spec gives it. */
export const NON_BPMN_SHAPE_ERROR = 'Non BPMN Basic Shape detectected in Visio Diagram';

type ShapeMapping = (shape: VisioShape, master: string, context: VisioMapContext) => VisioElementInput | typeof SKIP | typeof ABSORBED;

const LANE_MASTERS = new Set(['pool / lane', 'swimlane']);
const POOL_CONTAINER_MASTERS = new Set(['cff container']);
/** Shapes of the BPMN stencil the product has no shape for: skipped, and the user is told. */
const UNSUPPORTED_MASTERS = [
  'separator',
  'message',
  'choreography task',
  'collapsed choreography sub-process',
  'expanded choreography sub-process',
  'conversation',
  'collapsed sub-conversation',
  'call conversation',
];

const event: ShapeMapping = (shape, master) => visioElement(shape, 'bpmn.Event', eventProperties(shape, master));
const activity: ShapeMapping = (shape, master) => visioElement(shape, 'bpmn.Activity', activityProperties(shape, master));
const pool: ShapeMapping = (shape, _master, context) => {
  const found = poolsOf(context.page).find((candidate) => candidate.poolId === shape.id);
  return found ? poolCell(found, context, isLaneContent) : ABSORBED;
};
const skip: ShapeMapping = () => SKIP;

/** The masters of Visio's "BPMN Basic Shapes" stencil (universal names, lower case) and what each becomes. */
const SHAPE_MASTERS = new Map<string, ShapeMapping>(Object.entries({
  'start event': event,
  'intermediate event': event,
  'end event': event,
  task: activity,
  'collapsed sub-process': activity,
  'expanded sub-process': activity,
  gateway: (shape) => visioElement(shape, 'bpmn.Gateway', { gateway_type: gatewayType(shape) }),
  'data object': (shape) => visioElement(shape, 'bpmn.DataObject', { collection: visioFlag(shape.data.BpmnCollection ?? shape.data.BpmnIsCollection) }),
  'data store': (shape) => visioElement(shape, 'bpmn.DataStore'),
  'text annotation': (shape) => visioElement(shape, 'bpmn.TextAnnotation'),
  group: (shape) => visioElement(shape, 'bpmn.Group'),
  ...Object.fromEntries([...LANE_MASTERS, ...POOL_CONTAINER_MASTERS].map((master) => [master, pool])),
  ...Object.fromEntries(UNSUPPORTED_MASTERS.map((master) => [master, skip])),
}));

const flow = (flowType: string): VisioLinkInput => ({ type: DEFAULT_LINK_KEY, properties: { flowType } });

/** The stencil's connectors and the flowType each becomes. */
const CONNECTOR_MASTERS = new Map<string, (connector: VisioConnector) => VisioLinkInput>(Object.entries({
  'sequence flow': (connector) => flow(sequenceFlowType(connector)),
  'message flow': () => flow('message'),
  association: (connector) => ({ type: DEFAULT_LINK_KEY, properties: { flowType: 'association', associationDirection: associationDirection(connector) } }),
  'conversation link': () => flow('conversation'),
}));

/** A shape that becomes a cell inside a lane (not a pool, lane or skipped shape). */
const isLaneContent = (shape: VisioShape) => {
  const mapping = SHAPE_MASTERS.get(masterKey(shape.masterName));
  return mapping !== undefined && mapping !== pool && mapping !== skip;
};

/** A page's pools, read once per page. */
const pools = new WeakMap<VisioPage, VisioPool[]>();
function poolsOf(page: VisioPage): VisioPool[] {
  if (!pools.has(page)) {
    const master = (shape: VisioShape) => masterKey(shape.masterName);
    pools.set(page, readPools(page, (shape) => LANE_MASTERS.has(master(shape)), (shape) => POOL_CONTAINER_MASTERS.has(master(shape))));
  }
  return pools.get(page) as VisioPool[];
}

/**
 * Visio "BPMN Basic Shapes" to the BPMN plugin's shapes. A master of the stencil the product cannot draw is
 * skipped (the import says some shapes were skipped); a shape or connector that is not from the stencil at
 * all rejects the whole import with NON_BPMN_SHAPE_ERROR.
 */
export const bpmnVisioMapper: VisioShapeMapper = {
  mapShape(shape, context) {
    const master = masterKey(shape.masterName);
    const mapping = SHAPE_MASTERS.get(master);
    if (!mapping) throw new Error(NON_BPMN_SHAPE_ERROR);
    return mapping({ ...shape, text: bpmnText(shape) }, master, context);
  },
  mapConnector(connector) {
    const mapping = CONNECTOR_MASTERS.get(masterKey(connector.masterName));
    if (!mapping) throw new Error(NON_BPMN_SHAPE_ERROR);
    return mapping(connector);
  },
  // A text annotation's callout line is its association with the shape it points at.
  mapCallout: () => flow('association'),
};
