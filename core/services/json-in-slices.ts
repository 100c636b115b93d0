import { nextTask } from '../domain/next-task';

const ITEMS_PER_SLICE = 500;

/**
 * The JSON text of an array, written a few hundred items at a time with the page's thread free in between:
 * thousands of items (an import's unsent changes) written at once stalled the page for a quarter of a second.
 */
export async function jsonInSlices(items: readonly unknown[]): Promise<string> {
  const slices: string[] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_SLICE) {
    if (start > 0) await nextTask();
    slices.push(JSON.stringify(items.slice(start, start + ITEMS_PER_SLICE)).slice(1, -1));
  }
  return `[${slices.join(',')}]`;
}
