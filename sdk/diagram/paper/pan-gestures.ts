import { pinchViewport } from '../geometry/pinch';
import type { Point } from '../geometry/rect';
import type { Viewport } from '../geometry/zoom';
import type { DiagramPaper } from './diagram-paper';

/** A press here starts a cell's own interaction (drag, connect), unless the diagram is read-only. */
const CELL_SELECTOR = '.joint-cell, .joint-tool, .joint-tools';

/**
 * Moving the view by hand, on the element that holds the paper: Space+drag, Alt+drag and the middle
 * button pan with a mouse; on a touch screen one finger on the blank paper (anywhere on a read-only
 * diagram) pans and two fingers pinch to zoom. Answers the function that removes the listeners.
 */
export function attachPanGestures(host: HTMLElement, paper: DiagramPaper): () => void {
  let spaceHeld = false;
  const touches = new Map<number, Point>();
  let pinch: { start: Viewport; from: [Point, Point] } | null = null;
  let panning: { pointerId: number; last: Point } | null = null;

  const local = (event: PointerEvent): Point => {
    const rect = host.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const startsCellInteraction = (target: EventTarget | null) =>
    !paper.readOnly && target instanceof Element && target.closest(CELL_SELECTOR) !== null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== ' ' || event.target !== host) return;
    // Space on the canvas is the hand tool, not a page scroll.
    event.preventDefault();
    spaceHeld = true;
    host.style.cursor = 'grab';
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    spaceHeld = false;
    host.style.cursor = '';
  };

  const claim = (event: PointerEvent) => {
    // Neither JointJS (rubber band, drag) nor the page (scroll, text selection) sees a gesture of ours.
    event.preventDefault();
    event.stopPropagation();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch') {
      touches.set(event.pointerId, local(event));
      if (touches.size === 2) {
        const [a, b] = [...touches.values()];
        pinch = { start: paper.viewport, from: [a, b] };
        panning = null;
        claim(event);
      } else if (touches.size === 1 && !startsCellInteraction(event.target)) {
        panning = { pointerId: event.pointerId, last: local(event) };
        claim(event);
      }
      return;
    }
    if (event.button === 1 || (event.button === 0 && (event.altKey || spaceHeld))) {
      panning = { pointerId: event.pointerId, last: local(event) };
      claim(event);
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    if (touches.has(event.pointerId)) touches.set(event.pointerId, local(event));
    if (pinch && touches.size === 2) {
      const [a, b] = [...touches.values()];
      paper.setViewport(pinchViewport(pinch.start, pinch.from, [a, b]));
      claim(event);
    } else if (panning?.pointerId === event.pointerId) {
      const point = local(event);
      paper.pan(point.x - panning.last.x, point.y - panning.last.y);
      panning.last = point;
      claim(event);
    }
  };

  const onPointerEnd = (event: PointerEvent) => {
    touches.delete(event.pointerId);
    if (touches.size < 2) pinch = null;
    if (panning?.pointerId === event.pointerId) panning = null;
  };

  // JointJS listens to touch events of its own: keep them away while a pinch or a pan is ours.
  const onTouch = (event: TouchEvent) => {
    if (pinch || panning) event.stopPropagation();
  };

  host.addEventListener('keydown', onKeyDown);
  host.addEventListener('keyup', onKeyUp);
  host.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('pointermove', onPointerMove, true);
  window.addEventListener('pointerup', onPointerEnd, true);
  window.addEventListener('pointercancel', onPointerEnd, true);
  host.addEventListener('touchstart', onTouch, true);
  host.addEventListener('touchmove', onTouch, true);
  return () => {
    host.removeEventListener('keydown', onKeyDown);
    host.removeEventListener('keyup', onKeyUp);
    host.removeEventListener('pointerdown', onPointerDown, true);
    window.removeEventListener('pointermove', onPointerMove, true);
    window.removeEventListener('pointerup', onPointerEnd, true);
    window.removeEventListener('pointercancel', onPointerEnd, true);
    host.removeEventListener('touchstart', onTouch, true);
    host.removeEventListener('touchmove', onTouch, true);
  };
}
