import { describe, expect, it } from 'vitest';
import { pinchViewport } from './pinch';

describe('pinchViewport', () => {
  const start = { scale: 1, tx: 0, ty: 0 };

  it('zooms by the change of distance between the fingers, around their midpoint', () => {
    const view = pinchViewport(start, [{ x: 90, y: 100 }, { x: 110, y: 100 }], [{ x: 80, y: 100 }, { x: 120, y: 100 }]);
    expect(view).toEqual({ scale: 2, tx: -100, ty: -100 });
  });

  it('pans when both fingers move together', () => {
    const view = pinchViewport(start, [{ x: 0, y: 0 }, { x: 10, y: 0 }], [{ x: 30, y: 40 }, { x: 40, y: 40 }]);
    expect(view).toEqual({ scale: 1, tx: 30, ty: 40 });
  });

  it('stays within the zoom limits', () => {
    expect(pinchViewport(start, [{ x: 0, y: 0 }, { x: 10, y: 0 }], [{ x: 0, y: 0 }, { x: 1000, y: 0 }]).scale).toBe(5);
    expect(pinchViewport(start, [{ x: 0, y: 0 }, { x: 100, y: 0 }], [{ x: 0, y: 0 }, { x: 1, y: 0 }]).scale).toBe(0.2);
  });
});
