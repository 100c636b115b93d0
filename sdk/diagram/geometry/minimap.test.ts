import { describe, expect, it } from 'vitest';
import { centredViewport, minimapFrame, minimapToModel, modelToMinimap } from './minimap';

describe('minimap', () => {
  const map = { width: 208, height: 108 };

  it('fits the diagram and the visible area on the map, centred', () => {
    const frame = minimapFrame({ x: 0, y: 0, width: 2000, height: 1000 }, { x: 0, y: 0, width: 500, height: 400 }, map);
    expect(frame.scale).toBe(0.1);
    expect(modelToMinimap({ x: 0, y: 0, width: 2000, height: 1000 }, frame)).toEqual({ x: 4, y: 4, width: 200, height: 100 });
    expect(modelToMinimap({ x: 0, y: 0, width: 500, height: 400 }, frame)).toEqual({ x: 4, y: 4, width: 50, height: 40 });
  });

  it('takes in a visible area beyond the diagram', () => {
    const frame = minimapFrame({ x: 0, y: 0, width: 100, height: 100 }, { x: -1900, y: 0, width: 500, height: 500 }, map);
    expect(frame.left).toBe(-1900);
    expect(modelToMinimap({ x: 0, y: 0, width: 100, height: 100 }, frame).x).toBeCloseTo(194);
  });

  it('maps a point of the map back to the model', () => {
    const frame = minimapFrame({ x: 100, y: 50, width: 2000, height: 1000 }, { x: 100, y: 50, width: 10, height: 10 }, map);
    expect(minimapToModel({ x: 104, y: 54 }, frame)).toEqual({ x: 1100, y: 550 });
  });

  it('answers an empty diagram with the visible area alone', () => {
    expect(minimapFrame(null, { x: 0, y: 0, width: 200, height: 100 }, map).scale).toBe(1);
  });

  it('centres the view on a model point at the same zoom', () => {
    expect(centredViewport(2, { x: 100, y: 50 }, { width: 800, height: 600 })).toEqual({ scale: 2, tx: 200, ty: 200 });
  });
});
