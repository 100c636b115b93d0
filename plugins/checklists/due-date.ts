import type { ChecklistItem } from './checklist-item';

/** Today in the user's time zone, as YYYY-MM-DD (the form dates are stored in). */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** An open item whose due date has passed. */
export function isOverdue(item: Pick<ChecklistItem, 'done' | 'due'>, today = todayIso()): boolean {
  return !item.done && !!item.due && item.due < today;
}
