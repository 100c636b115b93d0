export interface WheelInput {
  deltaX: number;
  deltaY: number;
  /** WheelEvent.deltaMode: 0 pixels, 1 lines, 2 pages. */
  deltaMode: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

export type WheelIntent = { kind: 'zoom'; deltaY: number } | { kind: 'pan'; dx: number; dy: number };

const LINE_HEIGHT = 40;
const PAGE_HEIGHT = 800;

/**
 * What a wheel turn means over the diagram, as in draw.io and bpmn-js: it scrolls the view (Shift: sideways);
 * with Ctrl or Cmd (and a touchpad pinch, which the browser reports with Ctrl) it zooms at the pointer.
 * The pan is the screen distance the view moves: the opposite of the scroll.
 */
export function wheelIntent(input: WheelInput): WheelIntent {
  if (input.ctrlKey || input.metaKey) return { kind: 'zoom', deltaY: input.deltaY };
  const unit = input.deltaMode === 1 ? LINE_HEIGHT : input.deltaMode === 2 ? PAGE_HEIGHT : 1;
  const [x, y] = input.shiftKey && input.deltaX === 0 ? [input.deltaY, 0] : [input.deltaX, input.deltaY];
  return { kind: 'pan', dx: -x * unit, dy: -y * unit };
}
