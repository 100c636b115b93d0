import { describe, expect, it } from 'vitest';
import { CANVAS_BIG_STEP, CANVAS_CARD_HEIGHT, CANVAS_CARD_WIDTH, CANVAS_LINE_GAP, CANVAS_STEP, canvasExtent, freePlace, lineBetweenCards, nudge } from './canvas-geometry';

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

describe('lineBetweenCards', () => {
  it('runs from the right edge of one card to the left edge of a card beside it', () => {
    expect(lineBetweenCards({ x: 0, y: 0 }, { x: 400, y: 0 })).toEqual({
      from: { x: CANVAS_CARD_WIDTH, y: CANVAS_CARD_HEIGHT / 2 },
      to: { x: 400, y: CANVAS_CARD_HEIGHT / 2 },
    });
  });

  it('runs from the top edge to the bottom edge of a card above, against the flow of a card below', () => {
    expect(lineBetweenCards({ x: 0, y: 300 }, { x: 0, y: 0 })).toEqual({
      from: { x: CANVAS_CARD_WIDTH / 2, y: 300 },
      to: { x: CANVAS_CARD_WIDTH / 2, y: CANVAS_CARD_HEIGHT },
    });
  });

  it('leaves a diagonal card by the edge the centre line crosses', () => {
    const line = lineBetweenCards({ x: 0, y: 0 }, { x: 1000, y: 200 })!;
    expect(line.from.x).toBeCloseTo(CANVAS_CARD_WIDTH);
    expect(line.from.y).toBeCloseTo(CANVAS_CARD_HEIGHT / 2 + 20);
    expect(line.to.x).toBeCloseTo(1000);
    expect(line.to.y).toBeCloseTo(200 + CANVAS_CARD_HEIGHT / 2 - 20);
  });

  it('shifts to the right of the flow, so the two directions between two cards run apart', () => {
    const there = lineBetweenCards({ x: 0, y: 0 }, { x: 400, y: 0 }, CANVAS_LINE_GAP / 2)!;
    const back = lineBetweenCards({ x: 400, y: 0 }, { x: 0, y: 0 }, CANVAS_LINE_GAP / 2)!;
    expect(there.from.y - back.from.y).toBe(CANVAS_LINE_GAP);
  });

  it('draws nothing between overlapping cards', () => {
    expect(lineBetweenCards({ x: 0, y: 0 }, { x: CANVAS_CARD_WIDTH - 10, y: 20 })).toBeNull();
    expect(lineBetweenCards({ x: 0, y: 0 }, { x: 0, y: 0 })).toBeNull();
  });
});
