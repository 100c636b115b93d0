/** The viewer's keys, pure: what a key press does, given whether the image is zoomed in. */

export const MAX_SCALE = 8;
/** What + and - (and the buttons) add to or take from the zoom. */
export const ZOOM_STEP = 0.5;
/** Pixels an arrow key pans a zoomed image. */
export const PAN_STEP = 80;

export type ViewerAction =
  | { kind: 'zoomIn' }
  | { kind: 'zoomOut' }
  | { kind: 'reset' }
  | { kind: 'pan'; x: number; y: number }
  | { kind: 'step'; by: -1 | 1 };

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/**
 * + (or =) zooms in, - zooms out, 0 fits; the arrow keys pan while the image is zoomed in and otherwise go to
 * the previous or next image (left, right); Page Up and Page Down always change the image. Keys with Ctrl, Cmd or
 * Alt are the browser's.
 */
export function keyAction({ key, ctrlKey, metaKey, altKey }: KeyPress, zoomed: boolean): ViewerAction | null {
  if (ctrlKey || metaKey || altKey) return null;
  switch (key) {
    case '+':
    case '=':
      return { kind: 'zoomIn' };
    case '-':
    case '_':
      return { kind: 'zoomOut' };
    case '0':
      return { kind: 'reset' };
    case 'PageUp':
      return { kind: 'step', by: -1 };
    case 'PageDown':
      return { kind: 'step', by: 1 };
    case 'ArrowLeft':
      return zoomed ? { kind: 'pan', x: -PAN_STEP, y: 0 } : { kind: 'step', by: -1 };
    case 'ArrowRight':
      return zoomed ? { kind: 'pan', x: PAN_STEP, y: 0 } : { kind: 'step', by: 1 };
    case 'ArrowUp':
      return zoomed ? { kind: 'pan', x: 0, y: -PAN_STEP } : null;
    case 'ArrowDown':
      return zoomed ? { kind: 'pan', x: 0, y: PAN_STEP } : null;
    default:
      return null;
  }
}
