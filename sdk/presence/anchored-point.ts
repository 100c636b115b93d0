import type { PresencePoint } from '../../core/domain/live-messages';

/**
 * The attribute that names a part of a page others' pointers are placed against: a canvas's area, a board's cell.
 * Each screen lays those parts out its own way, so a pointer travels as where it is within one of them.
 */
export const PRESENCE_ANCHOR = 'data-presence-anchor';

/** Fractions carry four decimals: finer than any screen's pixels. */
const fraction = (offset: number, size: number) => (size > 0 ? Math.round(Math.min(1, Math.max(0, offset / size)) * 10_000) / 10_000 : 0);

/** Where the pointer at (clientX, clientY) is, within the anchored part under it; null when it is over none. */
export function anchoredPoint(target: EventTarget | null, clientX: number, clientY: number): PresencePoint | null {
  const part = target instanceof Element ? target.closest(`[${PRESENCE_ANCHOR}]`) : null;
  const anchor = part?.getAttribute(PRESENCE_ANCHOR);
  if (!part || !anchor) return null;
  const box = part.getBoundingClientRect();
  return { anchor, x: fraction(clientX - box.left, box.width), y: fraction(clientY - box.top, box.height) };
}

/**
 * Where a pointer told as anchored shows within `surface`, in pixels from its top left corner; null when its part is
 * not on this page or is scrolled out of the surface.
 */
export function placeAnchoredPoint(surface: Element, point: PresencePoint): { left: number; top: number } | null {
  if (!point.anchor) return null;
  const part = [...surface.querySelectorAll(`[${PRESENCE_ANCHOR}]`)].find((element) => element.getAttribute(PRESENCE_ANCHOR) === point.anchor);
  if (!part) return null;
  const box = part.getBoundingClientRect();
  const frame = surface.getBoundingClientRect();
  const left = box.left + point.x * box.width - frame.left;
  const top = box.top + point.y * box.height - frame.top;
  return left < 0 || top < 0 || left > frame.width || top > frame.height ? null : { left, top };
}
