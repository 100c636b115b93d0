/**
 * Picking details to map, as in a file manager: a click picks one, Shift+click a range from the last one picked,
 * Ctrl/Cmd+click adds or takes away one; the arrows move the focus (with Shift they pick the range), Space picks or
 * drops the focused one, Ctrl/Cmd+A picks every row shown, Escape drops them all. Rows are referred to by detail id,
 * so a selection outlives a change of filter; what is acted on is the part of it the rows show.
 */
import type { Id } from '../../../../core/domain/id';

export interface DetailSelection {
  selected: ReadonlySet<Id>;
  /** Where a Shift range starts: the last detail picked by itself. */
  anchorId: Id | null;
  /** The row with the keyboard focus. */
  activeId: Id | null;
}

export const EMPTY_SELECTION: DetailSelection = { selected: new Set(), anchorId: null, activeId: null };

export interface Modifiers {
  shift: boolean;
  /** Ctrl, or Cmd on a Mac. */
  toggle: boolean;
}

function rangeIds(rowIds: readonly Id[], fromId: Id | null, toIndex: number): Id[] {
  const fromIndex = fromId === null ? -1 : rowIds.indexOf(fromId);
  const start = fromIndex === -1 ? toIndex : Math.min(fromIndex, toIndex);
  const end = fromIndex === -1 ? toIndex : Math.max(fromIndex, toIndex);
  return rowIds.slice(start, end + 1);
}

function toggled(selected: ReadonlySet<Id>, id: Id): Set<Id> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** A click on the row at `index`. */
export function clickRow(state: DetailSelection, rowIds: readonly Id[], index: number, { shift, toggle }: Modifiers): DetailSelection {
  const id = rowIds[index];
  if (id === undefined) return state;
  if (shift) {
    const range = rangeIds(rowIds, state.anchorId, index);
    return { selected: new Set(toggle ? [...state.selected, ...range] : range), anchorId: state.anchorId ?? id, activeId: id };
  }
  if (toggle) return { selected: toggled(state.selected, id), anchorId: id, activeId: id };
  return { selected: new Set([id]), anchorId: id, activeId: id };
}

const MOVES: Record<string, (index: number, last: number, page: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  PageDown: (index, last, page) => Math.min(index + page, last),
  PageUp: (index, _last, page) => Math.max(index - page, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/** The keys that move the focus, which a reader who may not pick uses too. */
export const NAVIGATION_KEYS: ReadonlySet<string> = new Set(Object.keys(MOVES));

/** A key pressed in the list, or null when the list does not use that key. `page`: rows a page key moves. */
export function pressKey(state: DetailSelection, rowIds: readonly Id[], key: string, { shift, toggle }: Modifiers, page: number): DetailSelection | null {
  if (rowIds.length === 0) return null;
  const activeIndex = state.activeId === null ? -1 : rowIds.indexOf(state.activeId);
  const move = MOVES[key];
  if (move) {
    const index = activeIndex === -1 ? 0 : move(activeIndex, rowIds.length - 1, page);
    const id = rowIds[index];
    if (!shift) return { ...state, activeId: id };
    const anchorId = state.anchorId ?? state.activeId ?? id;
    return { selected: new Set(rangeIds(rowIds, anchorId, index)), anchorId, activeId: id };
  }
  if (key === ' ') {
    const index = activeIndex === -1 ? 0 : activeIndex;
    return shift ? clickRow(state, rowIds, index, { shift: true, toggle: true }) : clickRow(state, rowIds, index, { shift: false, toggle: true });
  }
  if (toggle && key.toLowerCase() === 'a') return { ...state, selected: new Set(rowIds) };
  if (key === 'Escape') return state.selected.size === 0 ? null : { ...state, selected: new Set() };
  return null;
}

/** The picked details among the rows shown, in row order. */
export function selectedRows<R extends { detail: { id: Id } }>(rows: readonly R[], selected: ReadonlySet<Id>): R[] {
  return selected.size === 0 ? [] : rows.filter((row) => selected.has(row.detail.id));
}
