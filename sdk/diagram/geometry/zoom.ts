import { WHEEL_ZOOM_STEP, ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, ZOOM_TO_FIT_PADDING } from '../constants';
import { tidy, type Rect, type Size } from './rect';

/** §5: zoom stays within 0.2 and 5. */
export function clampZoom(scale: number): number {
  return tidy(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale)));
}

/** The next zoom level up, on the 0.2 grid of levels. */
export function zoomIn(scale: number): number {
  return clampZoom(Math.floor(tidy(scale / ZOOM_STEP)) * ZOOM_STEP + ZOOM_STEP);
}

/** The next zoom level down, on the 0.2 grid of levels. */
export function zoomOut(scale: number): number {
  return clampZoom(Math.ceil(tidy(scale / ZOOM_STEP)) * ZOOM_STEP - ZOOM_STEP);
}

/** One wheel notch: 0.2 in (wheel up, negative deltaY) or out. */
export function wheelZoom(scale: number, deltaY: number): number {
  if (deltaY === 0) return clampZoom(scale);
  return clampZoom(scale + (deltaY < 0 ? WHEEL_ZOOM_STEP : -WHEEL_ZOOM_STEP));
}

export interface Viewport {
  scale: number;
  /** Paper translation, in screen pixels. */
  tx: number;
  ty: number;
}

/**
 * Keeps the model point under the cursor in place while zooming to `scale`: the new translation for a
 * zoom around `origin` (screen pixels, relative to the paper).
 */
export function zoomAround(viewport: Viewport, scale: number, origin: { x: number; y: number }): Viewport {
  const modelX = (origin.x - viewport.tx) / viewport.scale;
  const modelY = (origin.y - viewport.ty) / viewport.scale;
  return { scale, tx: tidy(origin.x - modelX * scale), ty: tidy(origin.y - modelY * scale) };
}

/**
 * Zoom to fit: the content centred in the view with 50 of padding, within the zoom limits (and under
 * `maxScale`: a diagram opens fitted but never magnified, so three shapes do not open at 500%).
 */
export function zoomToFit(content: Rect, view: Size, padding = ZOOM_TO_FIT_PADDING, maxScale = ZOOM_MAX): Viewport {
  const width = Math.max(1, view.width - 2 * padding);
  const height = Math.max(1, view.height - 2 * padding);
  const fitted = content.width > 0 && content.height > 0 ? Math.min(width / content.width, height / content.height) : 1;
  const scale = clampZoom(Math.min(maxScale, fitted));
  return {
    scale,
    tx: tidy(view.width / 2 - (content.x + content.width / 2) * scale),
    ty: tidy(view.height / 2 - (content.y + content.height / 2) * scale),
  };
}
