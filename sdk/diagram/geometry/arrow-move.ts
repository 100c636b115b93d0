import { ARROW_MOVE_MAX_STEP } from '../constants';
import type { Point } from './rect';

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/** The step of the `repeat`-th consecutive move (0 for the first): doubling from the grid size, up to 75. */
export function arrowStep(repeat: number, gridSize: number): number {
  return Math.min(ARROW_MOVE_MAX_STEP, gridSize * 2 ** Math.max(0, repeat));
}

export function arrowDelta(key: ArrowKey, step: number): Point {
  switch (key) {
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: -step };
    case 'ArrowDown':
      return { x: 0, y: step };
  }
}

/** Presses of the same key closer together than this count as holding it. */
export const ARROW_REPEAT_WINDOW_MS = 400;

/** Turns arrow key presses into moves that accelerate while the key is held or pressed quickly. */
export class ArrowMover {
  private lastKey: ArrowKey | null = null;
  private lastTime = -Infinity;
  private repeat = 0;

  constructor(private readonly gridSize: () => number) {}

  /** The move for one key press at time `now` (ms). */
  press(key: ArrowKey, now: number): Point {
    const held = key === this.lastKey && now - this.lastTime < ARROW_REPEAT_WINDOW_MS;
    this.repeat = held ? this.repeat + 1 : 0;
    this.lastKey = key;
    this.lastTime = now;
    return arrowDelta(key, arrowStep(this.repeat, this.gridSize()));
  }

  /** The key was released: the next press starts slow again. */
  release(): void {
    this.lastKey = null;
  }
}
