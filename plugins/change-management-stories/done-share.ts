/** What counts as done in an iteration: its stories whose status is done. */
export const DONE_STATUS = 'done';

/** The share of `stories` done, as a whole percentage; null when there are none. */
export function doneShare(stories: readonly { value: { status?: unknown } }[]): { done: number; total: number; percent: number } | null {
  if (stories.length === 0) return null;
  const done = stories.filter((story) => story.value.status === DONE_STATUS).length;
  return { done, total: stories.length, percent: Math.round((done / stories.length) * 100) };
}
