import { describe, expect, it } from 'vitest';
import { ArrowMover, arrowDelta, arrowStep } from './arrow-move';

describe('arrow moves', () => {
  it('accelerate from the grid size up to 75 a step', () => {
    expect([0, 1, 2, 3, 4].map((repeat) => arrowStep(repeat, 10))).toEqual([10, 20, 40, 75, 75]);
    expect([0, 1, 6, 7].map((repeat) => arrowStep(repeat, 1))).toEqual([1, 2, 64, 75]);
  });

  it('move in the direction of the key', () => {
    expect(arrowDelta('ArrowLeft', 5)).toEqual({ x: -5, y: 0 });
    expect(arrowDelta('ArrowDown', 5)).toEqual({ x: 0, y: 5 });
  });

  it('speed up while the same key is held and start again after a pause, another key or release', () => {
    const mover = new ArrowMover(() => 10);
    expect(mover.press('ArrowRight', 0)).toEqual({ x: 10, y: 0 });
    expect(mover.press('ArrowRight', 50)).toEqual({ x: 20, y: 0 });
    expect(mover.press('ArrowRight', 100)).toEqual({ x: 40, y: 0 });
    expect(mover.press('ArrowRight', 1000)).toEqual({ x: 10, y: 0 });
    expect(mover.press('ArrowUp', 1010)).toEqual({ x: 0, y: -10 });
    mover.release();
    expect(mover.press('ArrowUp', 1020)).toEqual({ x: 0, y: -10 });
  });
});
