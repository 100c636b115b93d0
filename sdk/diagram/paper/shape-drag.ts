import type { dia } from '@joint/core';
import { translateCells } from '../actions/move-cells';
import { topLevelCells } from '../actions/top-level-cells';
import { isHiddenByLayer } from '../cell-rules';
import type { DiagramEditor } from '../diagram-editor';
import { rectsOverlap, type Point, type Rect } from '../geometry/rect';

const NO_OFFSET: Point = { x: 0, y: 0 };

/**
 * One drag of a shape by the pointer. Dragging a shape of a multi-selection moves the whole selection with
 * it, so the shapes keep their places to each other; a shape dragged out of a selected container moves alone.
 * While the pointer is down the models stay where they are and only the views are shown moved (`offset`, see
 * DragPreview): moving the models at every pointer move redrew every link of the selection and had the paper
 * check every cell's visibility, each frame. The models move once, on `drop`, inside the pointer's batch, so the
 * drag is one undo step and one save.
 * What moves is settled when the drag starts, so the shapes it may snap to are those that stay put: a guide
 * to a shape that moves along would be a guide to where that shape no longer is.
 */
export class ShapeDrag {
  /** The selected cells that follow the dragged shape (none inside another, nor inside the dragged shape). */
  private readonly followers: dia.Cell[];
  /** Every cell that moves: the dragged shape, its followers and the content of each. */
  private readonly moving: ReadonlySet<dia.Cell.ID>;
  private shift: Point = NO_OFFSET;
  private stillBoxes: Rect[] | null = null;
  private inView: { area: Rect; boxes: Rect[] } | null = null;
  private links: { carried: dia.Cell[]; stretched: dia.Link[] } | null = null;

  constructor(
    private readonly editor: DiagramEditor,
    readonly element: dia.Element,
  ) {
    this.followers = followersOf(editor, element);
    this.moving = new Set([element, ...this.followers].flatMap((cell) => [cell.id, ...cell.getEmbeddedCells({ deep: true }).map((inner) => inner.id)]));
  }

  /** Whether the cell moves with the dragged shape. */
  moves(cell: dia.Cell): boolean {
    return this.moving.has(cell.id);
  }

  /** How far the moving cells are shown from where their models still are. */
  get offset(): Point {
    return this.shift;
  }

  /** The pointer has put the dragged shape at `position`: the moving cells are to be shown that far off. */
  moveTo(position: Point): void {
    const { x, y } = this.element.position();
    this.shift = { x: position.x - x, y: position.y - y };
  }

  /** The dragged shape's box where it is shown (what snaps, and what is dropped into a container). */
  box(): Rect {
    const { x, y, width, height } = this.element.getBBox();
    return { x: x + this.shift.x, y: y + this.shift.y, width, height };
  }

  /**
   * The cells whose drawing moves as it is, by the offset: the moving cells, and the links between them that
   * keep their shape (a link that moves along, or one without bends of its own).
   */
  get carried(): readonly dia.Cell[] {
    return this.linksTouched().carried;
  }

  /** The links that change shape as the cells move: those with one end that stays put, or bends that do. */
  get stretched(): readonly dia.Link[] {
    return this.linksTouched().stretched;
  }

  /**
   * Moves the models to where they are shown, and by `nudge` more (the snap), as one batch; the offset is
   * back to none.
   */
  drop(nudge: Point = NO_OFFSET): void {
    const delta = { x: this.shift.x + nudge.x, y: this.shift.y + nudge.y };
    this.shift = NO_OFFSET;
    translateCells(this.editor.graph, [this.element, ...this.followers], delta);
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

  private linksTouched(): { carried: dia.Cell[]; stretched: dia.Link[] } {
    if (this.links) return this.links;
    const { graph } = this.editor;
    const moving = [...this.moving].map((id) => graph.getCell(id)).filter((cell): cell is dia.Cell => Boolean(cell));
    const links = new Set(moving.filter((cell) => cell.isLink()) as dia.Link[]);
    for (const cell of moving) if (cell.isElement()) for (const link of graph.getConnectedLinks(cell)) links.add(link);
    const carried: dia.Cell[] = moving.filter((cell) => cell.isElement());
    const stretched: dia.Link[] = [];
    for (const link of links) (this.keepsShape(link) ? carried : stretched).push(link);
    this.links = { carried, stretched };
    return this.links;
  }

  /** A link keeps its shape if its ends move, and its bends and loose ends too (it moves, or has none). */
  private keepsShape(link: dia.Link): boolean {
    const ends = [link.source(), link.target()];
    if (this.moving.has(link.id)) return ends.every((end) => end.id === undefined || this.moving.has(end.id));
    return ends.every((end) => end.id !== undefined && this.moving.has(end.id)) && link.vertices().length === 0;
  }
}

/** The other editable selected cells, when the dragged shape is one of a multi-selection and not inside another of them. */
function followersOf(editor: DiagramEditor, element: dia.Element): dia.Cell[] {
  const selected = editor.selection.cells.filter((cell) => editor.canEditCell(cell)).map((cell) => cell.id);
  if (selected.length < 2 || !selected.includes(element.id) || element.getAncestors().some((ancestor) => selected.includes(ancestor.id))) return [];
  return topLevelCells(editor.graph, selected).filter((cell) => cell !== element);
}
