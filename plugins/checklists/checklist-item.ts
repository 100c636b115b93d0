/** One ChecklistItem value (manifest.ts has its JSON Schema). */
export interface ChecklistItem {
  text: string;
  done: boolean;
  /** 0: an item; 1: a sub-item of the nearest item of level 0 above it. */
  level: number;
  /** YYYY-MM-DD, or null. */
  due?: string | null;
  /** A project member's user id, or null. */
  assignee?: number | null;
}

export const newChecklistItem = (text: string, level = 0): ChecklistItem => ({ text, done: false, level, due: null, assignee: null });
