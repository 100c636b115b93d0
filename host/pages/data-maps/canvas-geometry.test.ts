import { describe, expect, it } from 'vitest';
import { CANVAS_BIG_STEP, CANVAS_CARD_HEIGHT, CANVAS_CARD_WIDTH, CANVAS_STEP, canvasExtent, freePlace, nudge } from './canvas-geometry';

describe('nudge', () => {
  it('moves a step per arrow key, a bigger one with Shift', () => {
    expect(nudge({ x: 100, y: 100 }, 'ArrowRight', false)).toEqual({ x: 100 + CANVAS_STEP, y: 100 });
    expect(nudge({ x: 100, y: 100 }, 'ArrowUp', true)).toEqual({ x: 100, y: 100 - CANVAS_BIG_STEP });
  });

  it('keeps a card on the canvas and ignores other keys', () => {
    expect(nudge({ x: 4, y: 0 }, 'ArrowLeft', false)).toEqual({ x: 0, y: 0 });
    expect(nudge({ x: 4, y: 0 }, 'Enter', false)).toBeNull();
  });
});

describe('canvasExtent', () => {
  it('holds the farthest card with room around it', () => {
    const extent = canvasExtent([{ x: 10, y: 500 }, { x: 700, y: 20 }]);
    expect(extent.width).toBeGreaterThan(700 + CANVAS_CARD_WIDTH);
    expect(extent.height).toBeGreaterThan(500 + CANVAS_CARD_HEIGHT);
  });
});

describe('freePlace', () => {
  it('takes the first place of the grid that no card covers', () => {
    const first = freePlace([]);
    const second = freePlace([first]);
    expect(second.y).toBe(first.y);
    expect(second.x).toBeGreaterThanOrEqual(first.x + CANVAS_CARD_WIDTH);
    expect(freePlace([second])).toEqual(first);
  });
});
