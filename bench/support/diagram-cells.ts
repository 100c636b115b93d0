/**
 * Shared by the diagram benches: valid DiagramCell documents (sdk/diagram/cell-codec.ts, the schema in
 * sdk/diagram/diagram-attributes.ts) for a BPMN module, and the statistics they print.
 */
import type { CellDocument } from '../../sdk/diagram/cell-codec';

export const SHAPE_WIDTH = 90;
export const SHAPE_HEIGHT = 70;
const GAP_X = 70;
const GAP_Y = 60;
const ORIGIN = 40;
/**
 * The layer the editor makes when the module's settings hold none (DEFAULT_LAYER_ID of
 * sdk/diagram/ui/use-diagram.ts): cells on it need no load clean-up (a cell of an unknown layer is moved
 * to the first layer, and that move is saved).
 */
export const LAYER_ID = 'layer-1';

/** Where shape `index` sits: a grid `columns` wide, filled row after row in a serpentine (so i and i+1 are neighbours). */
export function gridPosition(index: number, columns: number): { x: number; y: number } {
  const row = Math.floor(index / columns);
  const inRow = index % columns;
  const column = row % 2 === 0 ? inRow : columns - 1 - inRow;
  return { x: ORIGIN + column * (SHAPE_WIDTH + GAP_X), y: ORIGIN + row * (SHAPE_HEIGHT + GAP_Y) };
}

export const shapeId = (index: number) => `bench-task-${index}`;

/** A bpmn.Activity (task) at grid place `index`. */
export function activityDocument(index: number, columns: number, offset = { x: 0, y: 0 }): CellDocument {
  const { x, y } = gridPosition(index, columns);
  return {
    jsid: shapeId(index),
    type: 'bpmn.Activity',
    layer_id: LAYER_ID,
    title: `Task ${index + 1}`,
    position: { x: x + offset.x, y: y + offset.y },
    size: { width: SHAPE_WIDTH, height: SHAPE_HEIGHT },
    z: index + 1,
    activity_type: 'task',
    icon_type: 'none',
  };
}

/**
 * `shapes` tasks in a serpentine grid `columns` wide and `links` tessera.Link flows between neighbours:
 * first each task to the next (a chain of shapes - 1), then vertical links between grid neighbours.
 */
export function bpmnDiagram(shapes: number, links: number, columns: number): CellDocument[] {
  const cells: CellDocument[] = [];
  for (let i = 0; i < shapes; i += 1) cells.push(activityDocument(i, columns));
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i + 1 < shapes && pairs.length < links; i += 1) pairs.push([i, i + 1]);
  // Vertical neighbours: shape i and the shape drawn right below it in the next row.
  for (let i = 0; i < shapes && pairs.length < links; i += 1) {
    const below = indexAt(gridPosition(i, columns), columns, 1);
    if (below < shapes && Math.abs(below - i) > 1) pairs.push([i, below]);
  }
  if (pairs.length < links) throw new Error(`Only ${pairs.length} neighbour links fit ${shapes} shapes`);
  pairs.forEach(([from, to], n) => {
    cells.push({
      jsid: `bench-flow-${n}`,
      type: 'tessera.Link',
      layer_id: LAYER_ID,
      source: { id: shapeId(from) },
      target: { id: shapeId(to) },
      z: shapes + n + 1,
      flowType: 'normal',
    });
  });
  return cells;
}

/** The index of the shape `rowsDown` rows below the one at `position`. */
function indexAt(position: { x: number; y: number }, columns: number, rowsDown: number): number {
  const column = Math.round((position.x - ORIGIN) / (SHAPE_WIDTH + GAP_X));
  const row = Math.round((position.y - ORIGIN) / (SHAPE_HEIGHT + GAP_Y)) + rowsDown;
  return row * columns + (row % 2 === 0 ? column : columns - 1 - column);
}

/** Splits into chunks the bulk calls accept (MAX_BULK_ITEMS = 1000). */
export function chunks<T>(items: readonly T[], size = 1000): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The p-th percentile (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
