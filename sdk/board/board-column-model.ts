import type { EntityItem } from '../entity-values/entity-item';
import type { CanvasNoteColor } from '../family/family-declaration';
import type { BoardColumnValue } from './board-declaration';
import { NO_COLUMN } from './board-model';

/** A column as the board draws it; the column of cards in none has the id NO_COLUMN and no key. */
export interface BoardColumn {
  /** The entity value's key; null for the column of cards in none. */
  key: string | null;
  id: string;
  title: string;
  color?: CanvasNoteColor;
  wipLimit?: number;
  value: BoardColumnValue | null;
}

export function boardColumnOf(item: EntityItem<BoardColumnValue>): BoardColumn {
  const { id, title, color, wipLimit } = item.value;
  return { key: item.key, id, title, color, wipLimit, value: item.value };
}

/** The column of the cards that name no column of the set, titled in the kind's words ("No iteration"). */
export function noColumn(title: string): BoardColumn {
  return { key: null, id: NO_COLUMN, title, value: null };
}

let made = 0;

/** A new column's id, unique enough within one board: the time and a counter, in base 36. */
export function newColumnId(): string {
  made += 1;
  return `c${Date.now().toString(36)}${made.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
