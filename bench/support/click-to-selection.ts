import type { Page } from '@playwright/test';
import { PAPER, SELECTED } from './cell-count';

declare global {
  interface Window {
    __benchClick?: { down: number; selected: number };
  }
}

/**
 * Clicks the shape showing `text` on the paper and answers the ms from its pointerdown to it being the
 * only one selected (one selection highlight), or NaN when the selection never came.
 */
export async function clickToSelection(page: Page, text: string): Promise<number> {
  await page.evaluate(({ paperSelector, selectedSelector }) => {
    const state = { down: Number.NaN, selected: Number.NaN };
    window.__benchClick = state;
    const paper = document.querySelector(paperSelector)!;
    paper.addEventListener('pointerdown', () => (state.down = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (!Number.isNaN(state.down) && paper.querySelectorAll(selectedSelector).length === 1) {
        state.selected = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(paper, { childList: true, subtree: true });
  }, { paperSelector: PAPER, selectedSelector: SELECTED });
  await page.locator(PAPER).getByText(text, { exact: true }).click({ timeout: 60_000 });
  await page.waitForFunction(() => !Number.isNaN(window.__benchClick?.selected ?? Number.NaN), undefined, { timeout: 30_000 }).catch(() => undefined);
  return page.evaluate(() => window.__benchClick!.selected - window.__benchClick!.down);
}
