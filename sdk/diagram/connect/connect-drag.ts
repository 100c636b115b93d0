import { dia, highlighters } from '@joint/core';
import { canConnect, type ConnectionRefusal } from '../cell-rules';
import type { DiagramEditor } from '../diagram-editor';
import type { Point } from '../geometry/rect';

/** How a connect drag ended. */
export type ConnectDrop =
  | { kind: 'connected'; targetId: dia.Cell.ID }
  | { kind: 'refused'; reason: ConnectionRefusal | 'read-only' }
  /** Let go over empty paper: `point` in diagram units, `client` in screen pixels. */
  | { kind: 'blank'; point: Point; client: Point }
  /** Escape, or the pointer never moved (a click on the handle). */
  | { kind: 'cancelled' };

export interface ConnectDragOptions {
  paper: dia.Paper;
  editor: DiagramEditor;
  sourceId: dia.Cell.ID;
  /** The refusal shown beside the pointer over a shape the rules refuse, in the user's words. */
  describeRefusal: (reason: ConnectionRefusal) => string;
  onDrop: (drop: ConnectDrop) => void;
}

/** A pointer that moved less than this (screen pixels) clicked the handle rather than dragged it. */
const CLICK_TOLERANCE = 4;
const TARGET_HIGHLIGHT = 'tessera-connect-target';
const CANDIDATE_HIGHLIGHT = 'tessera-connect-candidate';
/** Beyond this many shapes in view, only the shape under the pointer is marked (checking them all would stall). */
const MAX_CANDIDATES = 400;
const VALID_COLOR = '#2e7d32';
const INVALID_COLOR = '#d32f2f';
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Drags a new link out of a shape, as from a draw.io arrow: a dashed line follows the pointer; every shape
 * in view the link may end on is outlined (dashed green) once the drag starts; the shape under the pointer is
 * outlined green when §5 lets the link end there and red, with the reason beside the pointer, when not. Letting go on a valid shape connects them through `editor.connect` (the module's default link,
 * one undo step); on a refused one it reports the reason; on empty paper it reports the point, for the
 * chrome to offer shapes to append there. Answers the function that cancels the drag.
 */
export function startConnectDrag(options: ConnectDragOptions, start: { clientX: number; clientY: number }): () => void {
  const { paper, editor, sourceId } = options;
  const source = editor.graph.getCell(sourceId);
  const origin = source.getBBox().center();
  const preview = document.createElementNS(SVG_NS, 'g');
  preview.setAttribute('pointer-events', 'none');
  preview.setAttribute('data-connect-preview', '');
  const line = svg('line', { x1: origin.x, y1: origin.y, x2: origin.x, y2: origin.y, stroke: '#33334F', 'stroke-width': 1.5, 'stroke-dasharray': '5 3' });
  const reason = svg('text', { 'font-size': 12, fill: INVALID_COLOR, 'font-family': 'sans-serif' });
  preview.append(line, reason);
  paper.getLayerView(dia.Paper.Layers.FRONT).el.appendChild(preview);

  let target: dia.Element | null = null;
  let moved = false;

  /** Outlines the shape under the pointer and answers the refusal to show beside it ('' when allowed). */
  const aimAt = (next: dia.Element | null): string => {
    const check = next ? canConnect(source, next, editor.rules) : null;
    if (next !== target) {
      if (target) highlighters.mask.removeAll(paper, TARGET_HIGHLIGHT);
      target = next;
      const view = next && paper.findViewByModel(next);
      const color = check?.ok ? VALID_COLOR : INVALID_COLOR;
      if (view) highlighters.mask.add(view, 'root', TARGET_HIGHLIGHT, { padding: 3, attrs: { stroke: color, 'stroke-width': 3 } });
    }
    return check && !check.ok ? options.describeRefusal(check.reason) : '';
  };

  const move = (event: PointerEvent) => {
    if (!moved && Math.hypot(event.clientX - start.clientX, event.clientY - start.clientY) >= CLICK_TOLERANCE) {
      moved = true;
      markCandidates(paper, editor, source);
    }
    const point = paper.clientToLocalPoint(event.clientX, event.clientY);
    line.setAttribute('x2', String(point.x));
    line.setAttribute('y2', String(point.y));
    reason.textContent = aimAt(elementUnder(editor, point));
    reason.setAttribute('x', String(point.x + 12));
    reason.setAttribute('y', String(point.y - 12));
  };

  const finish = (drop: ConnectDrop) => {
    stop();
    options.onDrop(drop);
  };

  const up = (event: PointerEvent) => {
    if (!moved) return finish({ kind: 'cancelled' });
    const point = paper.clientToLocalPoint(event.clientX, event.clientY);
    const under = elementUnder(editor, point);
    if (!under) return finish({ kind: 'blank', point: { x: point.x, y: point.y }, client: { x: event.clientX, y: event.clientY } });
    const check = editor.connect(sourceId, under.id);
    finish(check.ok ? { kind: 'connected', targetId: under.id } : { kind: 'refused', reason: check.reason });
  };

  const key = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    finish({ kind: 'cancelled' });
  };

  const stop = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('keydown', key, true);
    aimAt(null);
    highlighters.mask.removeAll(paper, CANDIDATE_HIGHLIGHT);
    preview.remove();
  };

  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('keydown', key, true);
  return stop;
}

/** Outlines the shapes in view that the link may end on (the §5 rules), so the user sees where to drop. */
function markCandidates(paper: dia.Paper, editor: DiagramEditor, source: dia.Cell): void {
  const inView = editor.graph.findElementsInArea(paper.getArea()).filter((element) => element.id !== source.id && isShown(editor, element));
  if (inView.length > MAX_CANDIDATES) return;
  for (const element of inView) {
    if (!canConnect(source, element, editor.rules).ok) continue;
    const view = paper.findViewByModel(element);
    if (view) highlighters.mask.add(view, 'root', CANDIDATE_HIGHLIGHT, { padding: 3, attrs: { stroke: VALID_COLOR, 'stroke-width': 1.5, 'stroke-dasharray': '4 3', 'data-connect-candidate': '' } });
  }
}

const isShown = (editor: DiagramEditor, element: dia.Element) => !editor.layers.isHidden(element.get('layer_id') as string | undefined);

/** The front-most shape under a point that the user can see (a shape on a hidden layer is not there for them). */
function elementUnder(editor: DiagramEditor, point: Point): dia.Element | null {
  const visible = editor.graph.findElementsAtPoint(point).filter((element) => isShown(editor, element));
  return visible.sort((a, b) => (b.get('z') ?? 0) - (a.get('z') ?? 0))[0] ?? null;
}

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attributes: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}
