import { describe, expect, it } from 'vitest';
import { clampZoom, wheelZoom, zoomAround, zoomIn, zoomOut, zoomToFit } from './zoom';

describe('zoom', () => {
  it('stays within 0.2 and 5', () => {
    expect(clampZoom(0.05)).toBe(0.2);
    expect(clampZoom(7)).toBe(5);
    expect(clampZoom(1.3)).toBe(1.3);
  });

  it('steps in and out by 0.2 on the grid of levels', () => {
    expect(zoomIn(1)).toBe(1.2);
    expect(zoomIn(1.1)).toBe(1.2);
    expect(zoomOut(1)).toBe(0.8);
    expect(zoomOut(1.1)).toBe(1);
    expect(zoomIn(5)).toBe(5);
    expect(zoomOut(0.2)).toBe(0.2);
    expect(zoomIn(0.4)).toBe(0.6);
  });

  it('zooms 0.2 per wheel notch, in on wheel up', () => {
    expect(wheelZoom(1, -100)).toBe(1.2);
    expect(wheelZoom(1, 3)).toBe(0.8);
    expect(wheelZoom(4.9, -1)).toBe(5);
  });

  it('keeps the point under the cursor in place', () => {
    const next = zoomAround({ scale: 1, tx: 0, ty: 0 }, 2, { x: 100, y: 50 });
    expect(next).toEqual({ scale: 2, tx: -100, ty: -50 });
    // model point under the cursor: (100 - -100) / 2 = 100, as before
  });

  it('fits the content with 50 of padding, centred', () => {
    const fit = zoomToFit({ x: 100, y: 100, width: 900, height: 400 }, { width: 1000, height: 1000 });
    expect(fit.scale).toBe(1);
    expect(fit).toEqual({ scale: 1, tx: -50, ty: 200 });
  });

  it('fits within the zoom limits', () => {
    expect(zoomToFit({ x: 0, y: 0, width: 10, height: 10 }, { width: 1000, height: 1000 }).scale).toBe(5);
    expect(zoomToFit({ x: 0, y: 0, width: 100000, height: 10 }, { width: 1000, height: 1000 }).scale).toBe(0.2);
  });

  it('fits without magnifying when asked to stay at or under a scale', () => {
    expect(zoomToFit({ x: 0, y: 0, width: 10, height: 10 }, { width: 1000, height: 1000 }, 50, 1)).toEqual({ scale: 1, tx: 495, ty: 495 });
    expect(zoomToFit({ x: 0, y: 0, width: 1800, height: 900 }, { width: 1000, height: 1000 }, 50, 1).scale).toBe(0.5);
  });

  it('does not divide by an empty diagram', () => {
    expect(zoomToFit({ x: 0, y: 0, width: 0, height: 0 }, { width: 800, height: 600 }).scale).toBe(1);
  });
});
