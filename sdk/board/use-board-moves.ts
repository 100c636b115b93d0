import { useCallback, useRef, useState } from 'react';
import { NO_ASSIGNMENTS, type Assignments } from '../entity-values/assignments';
import type { EntityItem } from '../entity-values/entity-item';
import type { EntityValues } from '../entity-values/use-entity-values';
import type { ListValue } from '../list/list-field';
import { assignmentsForLane, boardMoveIndex, cellId, laneOf, NO_COLUMN, parseCellId, type SwimlaneChoice } from './board-model';

/** How to put a card back where a move took it from. */
interface MoveRecord {
  key: string;
  column: string;
  index: number;
  assignments: Partial<Assignments>;
}

/** The card's value with its column of the set changed (NO_COLUMN: none). */
export function withColumn(value: ListValue, cardField: string, column: string): ListValue {
  const { [cardField]: _left, ...rest } = value;
  return column === NO_COLUMN ? rest : { ...rest, [cardField]: column };
}

export interface BoardMoves {
  /** Puts the card at `index` among the cards of `cell` (a column, in a lane): one undo step. */
  moveToCell(key: string, cell: string, index: number): void;
  /** Puts the card last in `column`, keeping its lane: one undo step. */
  moveToColumn(key: string, column: string): void;
  canUndo: boolean;
  undo(): void;
}

/**
 * Card moves on a board, each saved through the save queue as one change of column, lane assignment and place,
 * and each one step of the board's undo.
 */
export function useBoardMoves(
  cards: Pick<EntityValues<ListValue>, 'items' | 'update' | 'assign' | 'move'>,
  cardField: string,
  swimlanes: SwimlaneChoice,
  cellOf: (card: EntityItem<ListValue>) => string,
): BoardMoves {
  const { items, update, assign, move } = cards;
  const history = useRef<MoveRecord[]>([]);
  const [depth, setDepth] = useState(0);

  const apply = useCallback(
    (card: EntityItem<ListValue>, column: string, lane: number | null, toIndex: number) => {
      const current = typeof card.value[cardField] === 'string' ? String(card.value[cardField]) : NO_COLUMN;
      const assignments = card.assignments ?? NO_ASSIGNMENTS;
      const laneChange = lane !== null && lane !== laneOf(card, swimlanes) ? assignmentsForLane(assignments, swimlanes, lane) : {};
      history.current.push({
        key: card.key,
        column: current,
        index: items.indexOf(card),
        assignments: Object.fromEntries(Object.keys(laneChange).map((field) => [field, assignments[field as keyof Assignments]])),
      });
      setDepth(history.current.length);
      if (column !== current) update(card.key, (value) => withColumn(value, cardField, column));
      if (Object.keys(laneChange).length > 0) assign(card.key, laneChange);
      move(card.key, toIndex);
    },
    [items, cardField, swimlanes, update, assign, move],
  );

  const moveToCell = useCallback(
    (key: string, cell: string, index: number) => {
      const card = items.find((item) => item.key === key);
      const target = parseCellId(cell);
      if (!card || !target) return;
      apply(card, target.column, target.lane, boardMoveIndex(items, key, (other) => cellOf(other) === cell, index));
    },
    [items, cellOf, apply],
  );

  const moveToColumn = useCallback(
    (key: string, column: string) => {
      const card = items.find((item) => item.key === key);
      if (!card) return;
      const cell = cellId(laneOf(card, swimlanes), column);
      apply(card, column, null, boardMoveIndex(items, key, (other) => cellOf(other) === cell, Number.MAX_SAFE_INTEGER));
    },
    [items, swimlanes, cellOf, apply],
  );

  const undo = useCallback(() => {
    const last = history.current.pop();
    setDepth(history.current.length);
    if (!last || !items.some((item) => item.key === last.key)) return;
    update(last.key, (value) => withColumn(value, cardField, last.column));
    if (Object.keys(last.assignments).length > 0) assign(last.key, last.assignments);
    move(last.key, last.index);
  }, [items, cardField, update, assign, move]);

  return { moveToCell, moveToColumn, canUndo: depth > 0, undo };
}
