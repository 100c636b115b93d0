import { dia } from '@joint/core';
import { SVG_NS } from '../constants';
import type { Point } from '../geometry/rect';
import type { ShapeDrag } from './shape-drag';

/** The part of a frame the stretched links may take to be routed again. */
const STRETCH_BUDGET_MS = 4;

/** The group of the views moved as they are, and that of the links routed again. */
interface Groups {
  carried: SVGGElement;
  stretched: SVGGElement;
}

/**
 * Shows a ShapeDrag's cells where the pointer has put them while their models stay put. The drawn views of the
 * moving shapes and of the links that keep their shape are gathered into one group, moved by one translate; a
 * link that stretches is routed again from its ends where they are shown. A frame of a 50-shape drag then
 * restyles about fifty nodes, where a translate on each view restyled the copies of every shape in its selection
 * outline's mask (about 350), and moving the models made the paper update every link and check every cell.
 * The gathered views are drawn over the others, as the dragged shape is, and the stretching links over them, as
 * JointJS brings a dragged shape's links to front. The tools (resize handles) are hidden meanwhile: they would
 * stay behind.
 */
export class DragPreview {
  private groups: Groups | null = null;
  /** Where the next frame starts routing the stretched links. */
  private nextStretched = 0;

  constructor(
    private readonly paper: dia.Paper,
    private readonly drag: ShapeDrag,
  ) {}

  /** Draws the cells at the drag's offset; each call after a move. */
  show(): void {
    const { carried } = (this.groups ??= this.createGroups());
    const { x, y } = this.drag.offset;
    carried.setAttribute('transform', `translate(${x},${y})`);
    this.gather();
    this.routeStretched({ x, y });
  }

  /**
   * Puts the views back into their layers (call it once the models have moved, or the drag was given up). The
   * paper draws the moved cells where their models now are on its next frame, before anything is painted.
   */
  clear(): void {
    const groups = this.groups;
    if (!groups) return;
    this.groups = null;
    this.paper.off('render:done', this.gather, this);
    for (const [cells, group] of this.withCells(groups)) {
      for (const view of this.drawnViews(cells)) if (view.el.parentNode === group) this.layerOf(view.model).insertCellView(view);
      group.remove();
    }
    this.toolsLayer().style.visibility = '';
    for (const link of this.drag.stretched) this.paper.getCellView<dia.LinkView>(link)?.requestConnectionUpdate();
  }

  /** The groups go where the dragged shape is drawn, each with its cells in their order. */
  private createGroups(): Groups {
    const layer = this.layerOf(this.drag.element).el;
    const groups = { carried: document.createElementNS(SVG_NS, 'g'), stretched: document.createElementNS(SVG_NS, 'g') };
    for (const [cells, group] of this.withCells(groups)) {
      layer.appendChild(group);
      const inOrder = [...this.drawnViews(cells)].sort((a, b) => ((a.model.get('z') as number) ?? 0) - ((b.model.get('z') as number) ?? 0));
      for (const view of inOrder) group.appendChild(view.el);
    }
    this.toolsLayer().style.visibility = 'hidden';
    this.paper.on('render:done', this.gather, this);
    return groups;
  }

  /**
   * The paper puts a view it mounts, or brings to front (the dragged shape and its links, when it is first moved
   * with embedding on), into its layer: back into its group with it, before the frame is painted.
   */
  private gather(): void {
    if (!this.groups) return;
    for (const [cells, group] of this.withCells(this.groups)) {
      for (const view of this.drawnViews(cells)) if (view.el.parentNode !== group) group.appendChild(view.el);
    }
  }

  /** Each group with the cells it holds. */
  private withCells(groups: Groups): Array<[readonly dia.Cell[], SVGGElement]> {
    return [
      [this.drag.carried, groups.carried],
      [this.drag.stretched, groups.stretched],
    ];
  }

  private *drawnViews(cells: readonly dia.Cell[]): Generator<dia.CellView> {
    for (const cell of cells) {
      const view = this.paper.isCellVisible(cell) ? this.paper.getCellView(cell) : null;
      if (view) yield view;
    }
  }

  /**
   * Routes the stretched links again, as many as fit in a part of the frame, taking up next time where it stopped:
   * a shape with hundreds of links keeps the drag smooth, its links following a few frames late.
   */
  private routeStretched(offset: Point): void {
    const links = this.drag.stretched;
    const until = performance.now() + STRETCH_BUDGET_MS;
    let routed = 0;
    while (routed < links.length && (routed === 0 || performance.now() < until)) {
      const link = links[(this.nextStretched + routed) % links.length];
      routed += 1;
      const view = this.paper.getCellView<dia.LinkView>(link);
      // A link not drawn (it waits for an end out of view) is left to the paper.
      if (view && this.paper.isCellVisible(link) && view.el.hasChildNodes()) this.withMovedEnds(link, offset, () => view.update());
    }
    if (links.length > 0) this.nextStretched = (this.nextStretched + routed) % links.length;
  }

  /**
   * Runs `route` with the link's moving end shapes (and its bends, if it moves) put where they are shown. JointJS
   * routes a link from its ends' models; these are set in place, without events, and set back before anything else
   * can run: the models must not move before the drop.
   */
  private withMovedEnds(link: dia.Link, offset: Point, route: () => void): void {
    const shifted: Array<{ cell: dia.Cell; attribute: 'position' | 'vertices'; value: unknown }> = [];
    for (const end of [link.getSourceCell(), link.getTargetCell()]) {
      if (end?.isElement() && this.drag.moves(end)) {
        const position = end.attributes.position as Point;
        shifted.push({ cell: end, attribute: 'position', value: position });
        end.attributes.position = { x: position.x + offset.x, y: position.y + offset.y };
      }
    }
    const vertices = link.attributes.vertices as Point[] | undefined;
    if (vertices && this.drag.moves(link)) {
      shifted.push({ cell: link, attribute: 'vertices', value: vertices });
      link.attributes.vertices = vertices.map((vertex) => ({ ...vertex, x: vertex.x + offset.x, y: vertex.y + offset.y }));
    }
    try {
      route();
    } finally {
      for (const { cell, attribute, value } of shifted) cell.attributes[attribute] = value;
    }
  }

  private layerOf(cell: dia.Cell): dia.GraphLayerView {
    const layerId = this.paper.model.getCellLayerId(cell);
    return this.paper.getGraphLayerViews().find((layer) => layer.model.id === layerId)!;
  }

  private toolsLayer(): HTMLElement | SVGElement {
    return this.paper.getLayerView(dia.Paper.Layers.TOOLS).el;
  }
}
