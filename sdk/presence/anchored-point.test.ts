import { describe, expect, it } from 'vitest';
import { anchoredPoint, placeAnchoredPoint, PRESENCE_ANCHOR } from './anchored-point';

/** An element laid out at the given box, as the browser would report it. */
function laidOut<T extends Element>(element: T, left: number, top: number, width: number, height: number): T {
  element.getBoundingClientRect = () => ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) });
  return element;
}

function page() {
  const surface = laidOut(document.createElement('div'), 0, 0, 1000, 600);
  const strengths = laidOut(document.createElement('section'), 100, 50, 400, 200);
  strengths.setAttribute(PRESENCE_ANCHOR, 'strengths');
  const note = document.createElement('p');
  strengths.append(note);
  surface.append(strengths);
  return { surface, strengths, note };
}

describe('anchored pointers', () => {
  it('tells a pointer as where it is within the marked part under it, even over something inside that part', () => {
    const { note } = page();
    expect(anchoredPoint(note, 200, 100)).toEqual({ anchor: 'strengths', x: 0.25, y: 0.25 });
  });

  it('tells nothing of a pointer over no marked part', () => {
    const { surface } = page();
    expect(anchoredPoint(surface, 10, 10)).toBeNull();
    expect(anchoredPoint(null, 10, 10)).toBeNull();
  });

  it('places a pointer within the same part as this screen lays it out', () => {
    const { surface, strengths } = page();
    laidOut(strengths, 0, 300, 800, 100);
    expect(placeAnchoredPoint(surface, { anchor: 'strengths', x: 0.25, y: 0.5 })).toEqual({ left: 200, top: 350 });
  });

  it('places no pointer whose part is not on this page, is scrolled out of sight, or that names no part', () => {
    const { surface, strengths } = page();
    expect(placeAnchoredPoint(surface, { anchor: 'weaknesses', x: 0.5, y: 0.5 })).toBeNull();
    expect(placeAnchoredPoint(surface, { x: 10, y: 10 })).toBeNull();
    laidOut(strengths, 1200, 50, 400, 200);
    expect(placeAnchoredPoint(surface, { anchor: 'strengths', x: 0.5, y: 0.5 })).toBeNull();
  });
});
