import type { dia } from '@joint/core';
import { LANE_MIN_SIZE } from '../../../sdk/diagram';

/** One lane of a pool (§3: label, size; `cells` is kept when an import brings it). */
export interface Lane {
  id: string;
  label: string;
  /** Height of the lane; the pool's height is the sum of its lanes' sizes. */
  size: number;
  cells?: string[];
}

export interface LanesChange {
  lanes: Lane[];
  /** The pool's new height. */
  height: number;
}

/** Lanes read from a cell, whatever a document holds: unusable entries are dropped, sizes at least the minimum. */
export function readLanes(value: unknown): Lane[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((lane): lane is Record<string, unknown> => typeof lane === 'object' && lane !== null)
    .map((lane, index) => ({
      ...lane,
      id: typeof lane.id === 'string' && lane.id ? lane.id : `lane-${index + 1}`,
      label: typeof lane.label === 'string' ? lane.label : '',
      size: Math.max(LANE_MIN_SIZE, Number(lane.size) || LANE_MIN_SIZE),
    }));
}

const total = (lanes: readonly Lane[]) => lanes.reduce((sum, lane) => sum + lane.size, 0);

/**
 * Adds a lane at the bottom. A pool without lanes first becomes one lane of its own height; the new
 * lane is as tall as the last one (at least the minimum) and the pool grows by it.
 */
export function addLane(current: readonly Lane[], poolHeight: number, lane: { id: string; label?: string }): LanesChange {
  const lanes = current.length ? current.map((l) => ({ ...l })) : [{ id: `${lane.id}-0`, label: '', size: Math.max(LANE_MIN_SIZE, poolHeight) }];
  const size = Math.max(LANE_MIN_SIZE, lanes[lanes.length - 1].size);
  lanes.push({ id: lane.id, label: lane.label ?? '', size });
  return { lanes, height: total(lanes) };
}

/** Removes a lane; the pool shrinks by its size. With one lane left the pool has no lanes any more. */
export function removeLane(current: readonly Lane[], index: number, poolHeight: number): LanesChange {
  if (index < 0 || index >= current.length) return { lanes: [...current], height: poolHeight };
  const lanes = current.filter((_, i) => i !== index);
  if (lanes.length <= 1) return { lanes: [], height: Math.max(LANE_MIN_SIZE, lanes.length ? lanes[0].size : poolHeight) };
  return { lanes, height: total(lanes) };
}

/** Resizes one lane (never under LANE_MIN_SIZE); the pool grows or shrinks by the difference. */
export function resizeLane(current: readonly Lane[], index: number, size: number): LanesChange {
  const lanes = current.map((lane, i) => (i === index ? { ...lane, size: Math.max(LANE_MIN_SIZE, Math.round(size)) } : { ...lane }));
  return { lanes, height: total(lanes) };
}

/**
 * When the pool itself is resized, the last lane takes the difference. Answers the height the pool may
 * actually have: the last lane does not go under the minimum.
 */
export function fitLanes(current: readonly Lane[], height: number): LanesChange {
  if (!current.length) return { lanes: [], height: Math.max(LANE_MIN_SIZE, height) };
  const others = total(current.slice(0, -1));
  const last = Math.max(LANE_MIN_SIZE, Math.round(height - others));
  const lanes = current.map((lane, i) => (i === current.length - 1 ? { ...lane, size: last } : { ...lane }));
  return { lanes, height: others + last };
}

/** Renames a lane (§3: a lane's label); the sizes stay. */
export function renameLane(current: readonly Lane[], index: number, label: string): Lane[] {
  return current.map((lane, i) => (i === index ? { ...lane, label } : { ...lane }));
}

/**
 * Drags the boundary under lane `index` to `y` (relative to the pool): that lane takes the new size, a
 * multiple of the grid step.
 */
export function moveLaneBoundary(current: readonly Lane[], index: number, y: number, grid = 1): LanesChange {
  const size = y - (laneOffsets(current)[index] ?? 0);
  return resizeLane(current, index, Math.round(size / grid) * grid);
}

/** The lowest a pool may be: its lanes but the last as they are, the last at the minimum. */
export function minPoolHeight(current: readonly Lane[]): number {
  return total(current.slice(0, -1)) + LANE_MIN_SIZE;
}

/** The top of each lane, relative to the pool. */
export function laneOffsets(lanes: readonly Lane[]): number[] {
  const offsets: number[] = [];
  let y = 0;
  for (const lane of lanes) {
    offsets.push(y);
    y += lane.size;
  }
  return offsets;
}

/** The lane under a point's y relative to the pool, or -1 (above, below, or a pool without lanes). */
export function laneIndexAt(lanes: readonly Lane[], y: number): number {
  const offsets = laneOffsets(lanes);
  return offsets.findIndex((top, index) => y >= top && y < top + lanes[index].size);
}

/** Applies a lanes change to a pool cell as one undo step (the lanes and the height together). */
export function applyLanesChange(pool: dia.Element, change: LanesChange): void {
  const graph = pool.graph;
  graph?.startBatch('lanes');
  pool.set('lanes', change.lanes);
  pool.resize(pool.size().width, change.height);
  graph?.stopBatch('lanes');
}
