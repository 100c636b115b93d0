/** What the diagram browser benchmarks watch in the page: the cell views attached under the paper, frame by frame. */
import type { Page } from '@playwright/test';
import { SELECTION_MARK } from '../../sdk/diagram/constants';

export const PAPER = '[data-testid="diagram-paper"]';
/** A selected cell's highlight. */
export const SELECTED = `[${SELECTION_MARK}]`;

declare global {
  interface Window {
    __benchCells?: { count: number; lastGrowth: number; stopped: boolean };
  }
}

/** Runs in the page from its start: counts the attached cell views under the paper on every frame. */
export function countCellsEveryFrame(paperSelector: string): void {
  const state = { count: 0, lastGrowth: 0, stopped: false };
  window.__benchCells = state;
  const tick = () => {
    if (state.stopped) return;
    const count = document.querySelectorAll(`${paperSelector} [model-id]`).length;
    if (count > state.count) state.lastGrowth = performance.now();
    state.count = count;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Waits until cells are drawn and none has been added for `settleMs`: the diagram is complete. */
export function cellsSettled(page: Page, settleMs: number, timeout: number): Promise<unknown> {
  return page.waitForFunction(
    (settle) => {
      const state = window.__benchCells;
      return !!state && state.count > 0 && performance.now() - state.lastGrowth >= settle;
    },
    settleMs,
    { polling: 100, timeout },
  );
}
