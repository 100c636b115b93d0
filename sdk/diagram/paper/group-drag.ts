import type { dia } from '@joint/core';
import { moveCells } from '../actions/move-cells';
import { topLevelCells } from '../actions/top-level-cells';
import type { DiagramEditor } from '../diagram-editor';
import type { Point } from '../geometry/rect';

/**
 * Dragging one element of a multi-selection moves the whole selection with it: every move of the dragged
 * element (the pointer's, then a snap) moves the other selected cells by as much, inside the drag's batch,
 * so the whole drag is one undo step. A shape dragged out of a selected container moves alone.
 * Answers the function that stops it.
 */
export function dragSelectionTogether(paper: dia.Paper, editor: DiagramEditor): () => void {
  let drag: { element: dia.Element; last: Point; others: dia.Cell.ID[] } | null = null;

  const follow = (element: dia.Element) => {
    if (!drag) return;
    const now = element.position();
    const delta = { x: now.x - drag.last.x, y: now.y - drag.last.y };
    drag.last = now;
    moveCells(editor.graph, drag.others, delta);
  };
  const start = (view: dia.ElementView) => {
    stop();
    const element = view.model;
    const selected = editor.selection.cells.filter((cell) => editor.canEditCell(cell)).map((cell) => cell.id);
    if (selected.length < 2 || !selected.includes(element.id) || element.getAncestors().some((ancestor) => selected.includes(ancestor.id))) return;
    const others = topLevelCells(editor.graph, selected)
      .filter((cell) => cell.id !== element.id)
      .map((cell) => cell.id);
    drag = { element, last: element.position(), others };
    element.on('change:position', follow);
  };
  const stop = () => {
    drag?.element.off('change:position', follow);
    drag = null;
  };

  paper.on('element:pointerdown', start);
  // After the paper's own pointerup handlers (the snap), so that a snap moves the others too.
  paper.on('element:pointerup', stop);
  return () => {
    stop();
    paper.off('element:pointerdown', start);
    paper.off('element:pointerup', stop);
  };
}
