import { g } from '@joint/core';
import { visioStyle, type VisioBox, type VisioElementInput, type VisioMapContext, type VisioPage, type VisioShape } from '../../../sdk/diagram';
import { fitLanes, type Lane } from '../shapes/lanes';
import { bpmnText } from './bpmn-properties';

/** §9: an imported pool is its lanes' box grown by 90 left and right (room for its headers) and 30 above and below. */
export const POOL_INFLATE = { dx: 90, dy: 30 } as const;

/** §3 lane import attributes. */
export interface VisioLane {
  laneId: string;
  laneLabel: string;
  parentPoolName: string;
  /** 0 for the top lane. */
  lanePosition: number;
  laneSize: number;
  box: VisioBox;
}

/** §3 pool import attributes: a Visio pool container (or a lane on its own) and its lanes, top to bottom. */
export interface VisioPool {
  /** The Visio shape that becomes the pool cell: the container, or the lane on its own. */
  poolId: string;
  poolName: string;
  dimensions: VisioBox;
  lanes: VisioLane[];
  shape: VisioShape;
}

const centre = (box: VisioBox) => new g.Rect(box).center();
const contains = (outer: VisioBox, inner: VisioBox) => new g.Rect(outer).containsPoint(centre(inner));

/**
 * The pools of a page: each pool container with the lanes whose centre it holds, and each lane in no
 * container as a pool of its own (a pool of one lane has no lanes in the editor).
 */
export function readPools(page: VisioPage, isLane: (shape: VisioShape) => boolean, isContainer: (shape: VisioShape) => boolean): VisioPool[] {
  const lanes = page.shapes.filter(isLane);
  const claimed = new Set<VisioShape>();
  const pools: VisioPool[] = [];
  for (const container of page.shapes.filter(isContainer)) {
    const members = lanes.filter((lane) => !claimed.has(lane) && contains(container, lane));
    members.forEach((lane) => claimed.add(lane));
    pools.push(pool(container, bpmnText(container), members));
  }
  for (const lane of lanes.filter((candidate) => !claimed.has(candidate))) pools.push(pool(lane, bpmnText(lane), [lane]));
  return pools;
}

/** Names Visio's pool templates show until the user types one ("Title", "Pool"...). */
const PLACEHOLDER_NAMES = new Set(['title', 'pool', 'pool title', 'participant', 'function', 'name']);
const isPlaceholder = (name: string) => PLACEHOLDER_NAMES.has(name.trim().toLowerCase());

/** The pool a shape is, or is a lane of, or lies in (its centre); undefined outside every pool. */
export function poolOfShape(pools: readonly VisioPool[], shape: VisioShape): string | undefined {
  const found =
    pools.find((candidate) => candidate.poolId === shape.id || candidate.lanes.some((lane) => lane.laneId === shape.id)) ??
    pools.find((candidate) => contains(candidate.dimensions, shape));
  return found?.poolId;
}

function pool(shape: VisioShape, name: string, laneShapes: VisioShape[]): VisioPool {
  const ordered = [...laneShapes].sort((a, b) => a.y - b.y);
  const bounds = ordered.length ? ordered.map((lane) => new g.Rect(lane)).reduce((union, rect) => union.union(rect)) : new g.Rect(shape);
  const { x, y, width, height } = bounds.clone().inflate(POOL_INFLATE.dx, POOL_INFLATE.dy);
  const laneName = ordered.length === 1 ? bpmnText(ordered[0]) : '';
  const poolName = (isPlaceholder(name) && laneName) || name || laneName;
  return {
    poolId: shape.id,
    poolName,
    dimensions: { x, y, width, height },
    lanes: ordered.map((lane, index) => ({ laneId: lane.id, laneLabel: bpmnText(lane), parentPoolName: poolName, lanePosition: index, laneSize: lane.height, box: lane })),
    shape,
  };
}

/**
 * The pool cell: its name, its box, and, with two lanes or more, its lanes (label, size, cells). The lanes
 * fill the grown pool: the top lane takes the room above, the bottom one the rest.
 */
export function poolCell(visioPool: VisioPool, context: VisioMapContext, isLaneContent: (shape: VisioShape) => boolean): VisioElementInput {
  const { dimensions } = visioPool;
  if (visioPool.lanes.length < 2) {
    return { type: 'bpmn.Pool', title: visioPool.poolName, box: dimensions, properties: { ...visioStyle(visioPool.shape), lanes: [] } };
  }
  const content = context.page.shapes.filter(isLaneContent);
  const lanes: Lane[] = visioPool.lanes.map((lane) => ({
    id: `lane-${lane.lanePosition + 1}`,
    label: lane.laneLabel,
    size: lane.laneSize + (lane.lanePosition === 0 ? POOL_INFLATE.dy : 0),
    cells: content.filter((shape) => contains(lane.box, shape)).map((shape) => context.cellId(shape.id)),
  }));
  const fitted = fitLanes(lanes, dimensions.height);
  return {
    type: 'bpmn.Pool',
    title: visioPool.poolName,
    box: { ...dimensions, height: fitted.height },
    properties: { ...visioStyle(visioPool.shape), lanes: fitted.lanes },
  };
}
