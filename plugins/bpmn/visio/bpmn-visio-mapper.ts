import {
  ABSORBED,
  DEFAULT_LINK_KEY,
  SKIP,
  visioElement,
  type AssociationDirection,
  visioFlag,
  type VisioElementInput,
  type VisioLinkInput,
  type VisioMapContext,
  type VisioPage,
  type VisioShape,
  type VisioShapeMapper,
} from '../../../sdk/diagram';
import { activityProperties, associationDirection, bpmnText, eventProperties, gatewayType } from './bpmn-properties';
import { classifyBpmnShape, type BpmnShapeKind } from './bpmn-shape-kinds';
import { bpmnFlowType, type BpmnFlowType } from './bpmn-visio-flows';
import { withHorizontalPools } from './visio-orientation';
import { phaseCell } from './visio-phases';
import { poolCell, poolOfShape, readPools, type VisioPool } from './visio-pools';

/** §5, spelled as the spec gives it. */
export const NON_BPMN_SHAPE_ERROR = 'Non BPMN Basic Shape detectected in Visio Diagram';

/** The spec's message, naming the shape (its text, its master) so the user can find it in Visio. */
export function nonBpmnShapeError(shape: { text: string; masterName: string }): Error {
  const text = shape.text ? `“${shape.text}”` : 'without text';
  const master = shape.masterName ? `master “${shape.masterName}”` : 'no master';
  return new Error(`${NON_BPMN_SHAPE_ERROR}: a shape ${text} (${master})`);
}

type ShapeMapping = (shape: VisioShape, kind: BpmnShapeKind, context: VisioMapContext) => VisioElementInput | typeof SKIP | typeof ABSORBED;

const event: ShapeMapping = (shape, kind) => visioElement(shape, 'bpmn.Event', eventProperties(shape, kind));
const activity: ShapeMapping = (shape, kind) => visioElement(shape, 'bpmn.Activity', activityProperties(shape, kind));
const pool: ShapeMapping = (shape, _kind, context) => {
  const found = pageIndex(context.page).pools.find((candidate) => candidate.poolId === shape.id);
  return found ? poolCell(found, context, isLaneContent) : ABSORBED;
};

/** What each kind of BPMN shape becomes. */
const SHAPE_KINDS: Record<BpmnShapeKind, ShapeMapping> = {
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
  lane: pool,
  pool,
  phase: (shape, _kind, context) => {
    const { pools } = pageIndex(context.page);
    const poolId = poolOfShape(pools, shape);
    return phaseCell(shape, pools.find((candidate) => candidate.poolId === poolId));
  },
  // A pool's lane and phase lists and separators: the pool, its lanes and phases already say what they show.
  structure: () => ABSORBED,
  // Shapes of the stencil the product has no shape for: skipped, and the user is told.
  unsupported: () => SKIP,
};

const NOT_LANE_CONTENT: ReadonlySet<BpmnShapeKind> = new Set(['lane', 'pool', 'phase', 'structure', 'unsupported']);

/** A shape that becomes a cell inside a lane (not a pool, lane, helper or skipped shape). */
const isLaneContent = (shape: VisioShape) => {
  const kind = classifyBpmnShape(shape)?.kind;
  return kind !== undefined && !NOT_LANE_CONTENT.has(kind);
};

/** A page's pools and its shapes' kinds, read once per page. */
interface PageIndex {
  pools: VisioPool[];
  shapes: Map<string, { shape: VisioShape; kind: BpmnShapeKind | undefined }>;
}
const indexes = new WeakMap<VisioPage, PageIndex>();
function pageIndex(page: VisioPage): PageIndex {
  let index = indexes.get(page);
  if (!index) {
    const shapes = new Map(page.shapes.map((shape) => [shape.id, { shape, kind: classifyBpmnShape(shape)?.kind }]));
    const kindIs = (kind: BpmnShapeKind) => (shape: VisioShape) => shapes.get(shape.id)?.kind === kind;
    index = { pools: readPools(page, kindIs('lane'), kindIs('pool')), shapes };
    indexes.set(page, index);
  }
  return index;
}

const flow = (flowType: BpmnFlowType): VisioLinkInput => ({ type: DEFAULT_LINK_KEY, properties: { flowType } });
const association = (direction: AssociationDirection): VisioLinkInput => ({ type: DEFAULT_LINK_KEY, properties: { flowType: 'association', associationDirection: direction } });

/**
 * Visio BPMN drawings to the BPMN plugin's shapes: a shape is what its BPMN Shape Data says, else what its
 * master's name says (Visio's "BPMN Basic Shapes", other BPMN stencils, derived masters). A BPMN shape the
 * product cannot draw is skipped (the import says so); a page of vertical pools is turned (the product's pools
 * are horizontal); a pool's phases become groups, its other helper shapes are its structure; a shape or
 * connector with neither BPMN Shape Data nor a BPMN master rejects the whole import, naming it.
 */
export const bpmnVisioMapper: VisioShapeMapper = {
  preparePage: (page) => withHorizontalPools(page, (shape) => classifyBpmnShape(shape)?.kind),
  mapShape(shape, context) {
    const classified = classifyBpmnShape(shape);
    if (!classified) throw nonBpmnShapeError(shape);
    return SHAPE_KINDS[classified.kind]({ ...classified.shape, text: bpmnText(classified.shape) }, classified.kind, context);
  },
  mapConnector(connector, context) {
    const index = pageIndex(context.page);
    const flowType = bpmnFlowType(connector, {
      kindOf: (shapeId) => (shapeId === null ? undefined : index.shapes.get(shapeId)?.kind),
      poolOf: (shapeId) => {
        const shape = shapeId === null ? undefined : index.shapes.get(shapeId)?.shape;
        return shape && poolOfShape(index.pools, shape);
      },
    });
    if (!flowType) throw nonBpmnShapeError(connector);
    return flowType === 'association' ? association(associationDirection(connector)) : flow(flowType);
  },
  // A text annotation's callout line is its association with the shape it points at.
  mapCallout: () => association('none'),
};
