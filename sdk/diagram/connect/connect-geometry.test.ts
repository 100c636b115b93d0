import { describe, expect, it } from 'vitest';
import { APPEND_GAP, appendCentre, connectHandleCentres, contextPadOrigin, HANDLE_OFFSET, PAD_GAP, PAD_WIDTH } from './connect-geometry';

const shape = { x: 100, y: 50, width: 90, height: 70 };

describe('connect handles and context pad', () => {
  it('puts a handle outside the middle of each side of the shape', () => {
    expect(connectHandleCentres(shape)).toEqual({
      top: { x: 145, y: 50 - HANDLE_OFFSET },
      right: { x: 190 + HANDLE_OFFSET, y: 85 },
      bottom: { x: 145, y: 120 + HANDLE_OFFSET },
      left: { x: 100 - HANDLE_OFFSET, y: 85 },
    });
  });

  it('puts the context pad beside the top-right corner, clear of the right-hand handle', () => {
    const pad = contextPadOrigin(shape, 800);
    expect(pad).toEqual({ x: 190 + PAD_GAP, y: 50 });
    expect(pad.x).toBeGreaterThan(connectHandleCentres(shape).right.x + 7);
  });

  it('puts the context pad on the left when the paper has no room on the right', () => {
    const pad = contextPadOrigin(shape, 190 + PAD_GAP + PAD_WIDTH - 1);
    expect(pad).toEqual({ x: 100 - PAD_GAP - PAD_WIDTH, y: 50 });
    expect(pad.x + PAD_WIDTH).toBeLessThan(connectHandleCentres(shape).left.x - 7);
  });
});

describe('appendCentre', () => {
  const size = { width: 40, height: 30 };

  it('centres the appended shape to the right of the source, level with it', () => {
    expect(appendCentre(shape, size, [])).toEqual({ x: 190 + APPEND_GAP + 20, y: 85 });
  });

  it('moves down past shapes already in the way', () => {
    const inTheWay = { x: 240, y: 60, width: 90, height: 70 };
    const below = { x: 240, y: 150, width: 90, height: 40 };
    const centre = appendCentre(shape, size, [inTheWay, below]);
    expect(centre.x).toBe(190 + APPEND_GAP + 20);
    expect(centre.y - size.height / 2).toBe(190 + APPEND_GAP / 2);
  });
});
