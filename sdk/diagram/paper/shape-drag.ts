import type { dia } from '@joint/core';
import { translateCells } from '../actions/move-cells';
import { topLevelCells } from '../actions/top-level-cells';
import { isHiddenByLayer } from '../cell-rules';
import type { DiagramEditor } from '../diagram-editor';
import { rectsOverlap, type Point, type Rect } from '../geometry/rect';

/**
 * One drag of a shape by the pointer. Dragging a shape of a multi-selection moves the whole selection with
 * it: every move of the dragged shape (the pointer's, then its snap) moves the other selected cells by as
 * much, inside the drag's batch, so the shapes keep their places to each other and the drag is one undo
 * step. A shape dragged out of a selected container moves alone.
 * What moves is settled when the drag starts, so the shapes it may snap to are those that stay put: a guide
 * to a shape that moves along would be a guide to where that shape no longer is.
 */
export class ShapeDrag {
  /** The selected cells that follow the dragged shape (none inside another, nor inside the dragged shape). */
  private readonly followers: dia.Cell[];
  /** Every cell that moves: the dragged shape, its followers and the content of each. */
  private readonly moving: ReadonlySet<dia.Cell.ID>;
  private last: Point;
  private stillBoxes: Rect[] | null = null;
  private inView: { area: Rect; boxes: Rect[] } | null = null;

  constructor(
    private readonly editor: DiagramEditor,
    readonly element: dia.Element,
  ) {
    this.followers = followersOf(editor, element);
    this.moving = new Set([element, ...this.followers].flatMap((cell) => [cell.id, ...cell.getEmbeddedCells({ deep: true }).map((inner) => inner.id)]));
    this.last = element.position();
    if (this.followers.length > 0) element.on('change:position', this.follow, this);
  }

  /** Whether the cell moves with the dragged shape. */
  moves(cell: dia.Cell): boolean {
    return this.moving.has(cell.id);
  }

  /**
   * The boxes of the shown shapes that stay put, those meeting `area` if given: what the dragged shape may
   * snap to. Gathered once a drag, and once for each area (the view seldom moves during a drag).
   */
  snapTargets(area?: Rect): readonly Rect[] {
    this.stillBoxes ??= this.editor.graph
      .getElements()
      .filter((other) => !this.moving.has(other.id) && !isHiddenByLayer(other, this.editor.layers))
      .map((other) => other.getBBox());
    if (!area) return this.stillBoxes;
    if (this.inView?.area !== area) this.inView = { area, boxes: this.stillBoxes.filter((box) => rectsOverlap(box, area)) };
    return this.inView.boxes;
  }

  /** Ends the drag: later moves of the shape move it alone. */
  stop(): void {
    this.element.off('change:position', this.follow, this);
  }

  private follow(): void {
    const now = this.element.position();
    const delta = { x: now.x - this.last.x, y: now.y - this.last.y };
    this.last = now;
    translateCells(this.editor.graph, this.followers, delta);
  }
}

/** The other editable selected cells, when the dragged shape is one of a multi-selection and not inside another of them. */
function followersOf(editor: DiagramEditor, element: dia.Element): dia.Cell[] {
  const selected = editor.selection.cells.filter((cell) => editor.canEditCell(cell)).map((cell) => cell.id);
  if (selected.length < 2 || !selected.includes(element.id) || element.getAncestors().some((ancestor) => selected.includes(ancestor.id))) return [];
  return topLevelCells(editor.graph, selected).filter((cell) => cell !== element);
}
