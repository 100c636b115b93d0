/** Frame times in the page: the requestAnimationFrame deltas while an interaction runs. */
import type { Page } from '@playwright/test';
import { median } from './diagram-cells';

/** One frame at 60 Hz, in ms. */
export const FRAME_MS = 16.7;

declare global {
  interface Window {
    __benchFrames?: { deltas: number[]; running: boolean };
  }
}

/*
 * Sent as source text: tsx compiles named functions inside a `page.evaluate` callback with its `__name` helper,
 * which the page does not have.
 */
const RECORD_FRAMES = `(() => {
  const frames = { deltas: [], running: true };
  window.__benchFrames = frames;
  let last = performance.now();
  const tick = (now) => {
    if (!frames.running) return;
    frames.deltas.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(tick);
  });
})()`;

/** Starts recording the page's frame deltas (from the next frame on). */
export async function startFrames(page: Page): Promise<void> {
  await page.evaluate(RECORD_FRAMES);
}

/** Lets two more frames pass (the last change drawn), stops recording and answers the deltas in ms. */
export async function stopFrames(page: Page): Promise<number[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    window.__benchFrames!.running = false;
    return window.__benchFrames!.deltas;
  });
}

/** A frame measured by requestAnimationFrame jitters by a fraction of a millisecond around 1/60 s. */
const JITTER_MS = 0.5;

/** Whether the median frame is one frame at 60 Hz. */
export function medianWithinFrame(deltas: number[]): boolean {
  return median(deltas) <= FRAME_MS + JITTER_MS;
}

/** "what: 60 frames, median 16.7 ms, worst 33.4 ms, 2 over 16.7 ms". */
export function frameLine(what: string, deltas: number[]): string {
  const over = deltas.filter((delta) => delta > FRAME_MS + JITTER_MS).length;
  return `${what}: ${deltas.length} frames, median ${median(deltas).toFixed(1)} ms, worst ${Math.max(...deltas).toFixed(1)} ms, ${over} over ${FRAME_MS} ms`;
}

/*
 * The pointer moves once a frame inside the page, as a hand does, so that every frame measured carries a move
 * (moves sent one by one from the bench would leave idle frames between them). Sent as source text, as above.
 */
const MOVE_FRAME_BY_FRAME = `async ({ from, to, steps, event }) => {
  const deltas = [];
  const Move = event.startsWith('pointer') ? PointerEvent : MouseEvent;
  let last = await new Promise((done) => requestAnimationFrame(done));
  for (let step = 1; step <= steps; step++) {
    const share = step / steps;
    const x = from.x + (to.x - from.x) * share;
    const y = from.y + (to.y - from.y) * share;
    document.dispatchEvent(new Move(event, { clientX: x, clientY: y, buttons: 1, bubbles: true, isPrimary: true, pointerId: 1 }));
    const now = await new Promise((done) => requestAnimationFrame(done));
    deltas.push(now - last);
    last = now;
  }
  return deltas;
}`;

export interface FrameByFrameMove {
  from: { x: number; y: number };
  to: { x: number; y: number };
  steps: number;
  /** What the page listens to on the document while a drag goes on: dnd-kit `pointermove`, JointJS `mousemove`. */
  event: 'pointermove' | 'mousemove';
}

/** Moves a pressed pointer from `from` to `to`, one step a frame; answers each frame's time in ms. */
export function moveFrameByFrame(page: Page, move: FrameByFrameMove): Promise<number[]> {
  return page.evaluate<number[]>(`(${MOVE_FRAME_BY_FRAME})(${JSON.stringify(move)})`);
}
