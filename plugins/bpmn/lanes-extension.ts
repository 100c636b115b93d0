import type { dia } from '@joint/core';
import type { Translate } from '../../sdk';
import { isUserChange, type DiagramEditor, type DiagramExtension } from '../../sdk/diagram';
import { laneHandles } from './lane-handle';
import { addLane, applyLanesChange, fitLanes, readLanes, type Lane } from './shapes/lanes';
import { MAX_LANES } from './shapes/pool';

const POOL_TYPE = 'bpmn.Pool';
const isPool = (cell: dia.Cell): cell is dia.Element => cell.isElement() && cell.get('type') === POOL_TYPE;
const lanesOf = (pool: dia.Cell) => readLanes(pool.get('lanes'));

/** A lane id the pool does not use yet. */
function newLaneId(lanes: readonly Lane[]): string {
  const used = new Set(lanes.map((lane) => lane.id));
  let n = lanes.length + 1;
  while (used.has(`lane-${n}`) || used.has(`lane-${n}-0`)) n += 1;
  return `lane-${n}`;
}

/** After the user resizes a pool that has lanes, the last lane takes the difference (never under the minimum). */
function onPoolResized(editor: DiagramEditor) {
  return (cell: dia.Cell, _size: unknown, options: dia.Cell.Options | undefined) => {
    if (editor.readOnly || !isPool(cell) || !isUserChange(options)) return;
    const lanes = lanesOf(cell);
    const height = cell.size().height;
    if (!lanes.length || lanes.reduce((sum, lane) => sum + lane.size, 0) === height) return;
    applyLanesChange(cell, fitLanes(lanes, height));
  };
}

/**
 * The BPMN editor's lanes: "Add lane" on a selected pool (one undo step), a handle on each boundary
 * between two lanes of the selected pool (`LaneHandle`), and a resized pool's lanes fitted to its new
 * height (in the same undo step as the resize). Renaming and removing a chosen lane is the properties
 * panel's `LanesEditor`.
 */
export function lanesExtension(t: Translate): DiagramExtension {
  return {
    onReady(editor, { readOnly }) {
      if (readOnly) return;
      const listener = onPoolResized(editor);
      editor.graph.on('change:size', listener);
      return () => {
        editor.graph.off('change:size', listener);
      };
    },
    actions: [
      {
        id: 'bpmn.addLane',
        label: t('actions.addLane'),
        appliesTo: (cell) => isPool(cell) && lanesOf(cell).length < MAX_LANES,
        run: (_editor, cell) => {
          if (!isPool(cell)) return;
          const lanes = lanesOf(cell);
          applyLanesChange(cell, addLane(lanes, cell.size().height, { id: newLaneId(lanes) }));
        },
      },
    ],
    tools: (cell, editor) => (isPool(cell) ? laneHandles(editor) : []),
  };
}
