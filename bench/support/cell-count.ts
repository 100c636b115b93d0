/** What the diagram browser benchmarks watch in the page: the cell views attached under the paper, frame by frame. */

export const PAPER = '[data-testid="diagram-paper"]';

declare global {
  interface Window {
    __benchCells?: { count: number; lastGrowth: number };
  }
}

/** Runs in the page from its start: counts the attached cell views under the paper on every frame. */
export function countCellsEveryFrame(paperSelector: string): void {
  const state = { count: 0, lastGrowth: 0 };
  window.__benchCells = state;
  const tick = () => {
    const count = document.querySelectorAll(`${paperSelector} [model-id]`).length;
    if (count > state.count) state.lastGrowth = performance.now();
    state.count = count;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}
