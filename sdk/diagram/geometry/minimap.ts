import { unionRect, type Point, type Rect, type Size } from './rect';
import type { Viewport } from './zoom';

/** How the overview map shows the model: a point of the model is at `(x - left) * scale + offset` on the map. */
export interface MinimapFrame {
  left: number;
  top: number;
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** Room around the drawing on the map, in map pixels. */
const MINIMAP_PADDING = 4;

/** The frame that fits the whole diagram and the visible area on a map of `size`, centred. */
export function minimapFrame(content: Rect | null, visible: Rect, size: Size): MinimapFrame {
  const world = unionRect(content ? [content, visible] : [visible]) as Rect;
  const width = Math.max(1, size.width - 2 * MINIMAP_PADDING);
  const height = Math.max(1, size.height - 2 * MINIMAP_PADDING);
  const scale = Math.min(width / Math.max(1, world.width), height / Math.max(1, world.height));
  return {
    left: world.x,
    top: world.y,
    scale,
    offsetX: (size.width - world.width * scale) / 2,
    offsetY: (size.height - world.height * scale) / 2,
  };
}

export function modelToMinimap(rect: Rect, frame: MinimapFrame): Rect {
  return {
    x: (rect.x - frame.left) * frame.scale + frame.offsetX,
    y: (rect.y - frame.top) * frame.scale + frame.offsetY,
    width: rect.width * frame.scale,
    height: rect.height * frame.scale,
  };
}

export function minimapToModel(point: Point, frame: MinimapFrame): Point {
  return { x: (point.x - frame.offsetX) / frame.scale + frame.left, y: (point.y - frame.offsetY) / frame.scale + frame.top };
}

/** The view, at its zoom, with the model point `centre` in the middle of a paper of `paperSize`. */
export function centredViewport(scale: number, centre: Point, paperSize: Size): Viewport {
  return { scale, tx: paperSize.width / 2 - centre.x * scale, ty: paperSize.height / 2 - centre.y * scale };
}
