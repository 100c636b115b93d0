import { describe, expect, it } from 'vitest';
import { NO_ASSIGNMENTS } from '../entity-values/assignments';
import {
  assignmentsForLane,
  boardMoveIndex,
  cardsByCell,
  cellId,
  columnOf,
  isOverWipLimit,
  laneOf,
  NO_COLUMN,
  NO_LANE,
  parseCellId,
  shownLanes,
} from './board-model';

const card = (key: string, column?: string, users: number[] = []) => ({
  key,
  value: column === undefined ? {} : { column },
  assignments: { ...NO_ASSIGNMENTS, user_ids: users },
});
const ids = new Set(['todo', 'doing', 'done']);

describe('the board model', () => {
  it('puts a card naming no column, or a deleted one, in no column', () => {
    expect(columnOf(card('a', 'doing'), 'column', ids)).toBe('doing');
    expect(columnOf(card('b'), 'column', ids)).toBe(NO_COLUMN);
    expect(columnOf(card('c', 'gone'), 'column', ids)).toBe(NO_COLUMN);
  });

  it('groups cards by cell in board order', () => {
    const cards = [card('a', 'todo'), card('b', 'done'), card('c', 'todo')];
    const cells = cardsByCell(cards, (c) => cellId(NO_LANE, columnOf(c, 'column', ids)), ['todo', 'doing', 'done'].map((c) => cellId(NO_LANE, c)));
    expect(cells.get(cellId(NO_LANE, 'todo'))?.map((c) => c.key)).toEqual(['a', 'c']);
    expect(cells.get(cellId(NO_LANE, 'doing'))).toEqual([]);
    expect(parseCellId(cellId(7, 'done'))).toEqual({ lane: 7, column: 'done' });
    expect(parseCellId('card-key')).toBeNull();
  });

  it('turns a place in a column into a place in the whole order', () => {
    const cards = [card('a', 'todo'), card('b', 'done'), card('c', 'todo'), card('d', 'doing')];
    const inTodo = (c: { key: string }) => cards.find((x) => x.key === c.key)?.value.column === 'todo';
    // First of todo: before a.
    expect(boardMoveIndex(cards, 'd', inTodo, 0)).toBe(0);
    // Second of todo: before c, which is at 2 in [a, b, c].
    expect(boardMoveIndex(cards, 'd', inTodo, 1)).toBe(2);
    // Past the end of todo: right after c.
    expect(boardMoveIndex(cards, 'd', inTodo, 5)).toBe(3);
    // Within its own column: a to after c.
    expect(boardMoveIndex(cards, 'a', inTodo, 1)).toBe(2);
    // An empty column: the end.
    expect(boardMoveIndex(cards, 'a', () => false, 0)).toBe(3);
  });

  it('warns only above the WIP limit', () => {
    expect(isOverWipLimit(3, 3)).toBe(false);
    expect(isOverWipLimit(4, 3)).toBe(true);
    expect(isOverWipLimit(40, undefined)).toBe(false);
  });

  it('puts a card in the lane of its first assignee, and lists the lanes in use', () => {
    const cards = [card('a', 'todo', [3, 4]), card('b', 'todo'), card('c', 'todo', [4])];
    expect(laneOf(cards[0], 'assignee')).toBe(3);
    expect(laneOf(cards[0], 'none')).toBe(NO_LANE);
    expect(shownLanes(cards, 'assignee', [4, 3, 9])).toEqual([4, 3, NO_LANE]);
    expect(shownLanes(cards, 'none', [4, 3])).toEqual([NO_LANE]);
  });

  it('gives a card moved to another lane that lane as its first assignee or tag', () => {
    const assigned = { ...NO_ASSIGNMENTS, user_ids: [3, 4], tag_ids: [8] };
    expect(assignmentsForLane(assigned, 'assignee', 4)).toEqual({ user_ids: [4, 3] });
    expect(assignmentsForLane(assigned, 'tag', NO_LANE)).toEqual({ tag_ids: [] });
    expect(assignmentsForLane(assigned, 'none', 4)).toEqual({});
  });
});
