import { useCallback, useMemo } from 'react';
import type { EntityItem } from '../entity-values/entity-item';
import type { EntityValues } from '../entity-values/use-entity-values';
import type { ListValue } from '../list/list-field';
import type { AssignmentOptions } from '../registries/use-assignment-options';
import type { BoardLane } from './board-canvas';
import { boardColumnOf, noColumn, type BoardColumn } from './board-column-model';
import type { BoardColumnValue } from './board-declaration';
import { cardsByCell, cellId, columnOf, laneOf, NO_COLUMN, NO_LANE, shownLanes, type SwimlaneChoice } from './board-model';

export interface BoardLayout {
  /** Every column of the set, in order. */
  columns: BoardColumn[];
  /** The columns drawn: the column of cards in none first when it holds any. */
  shownColumns: BoardColumn[];
  lanes: BoardLane[];
  cells: Map<string, EntityItem<ListValue>[]>;
  cellOf: (card: EntityItem<ListValue>) => string;
  columnOfCard: (card: EntityItem<ListValue>) => string;
  /** Cards per column id, over every lane. */
  counts: Map<string, number>;
}

/** Where each card is drawn: its column (of the set `cardField` names) and its lane. */
export function useBoardLayout(
  cards: readonly EntityItem<ListValue>[],
  columnValues: EntityValues<BoardColumnValue>['items'],
  cardField: string,
  noneTitle: string,
  swimlanes: SwimlaneChoice,
  laneNames: { options: AssignmentOptions; none: string },
): BoardLayout {
  const columns = useMemo(() => columnValues.map(boardColumnOf), [columnValues]);
  const ids = useMemo(() => new Set(columns.map((column) => column.id)), [columns]);
  const columnOfCard = useCallback((card: EntityItem<ListValue>) => columnOf(card, cardField, ids), [cardField, ids]);
  const cellOf = useCallback((card: EntityItem<ListValue>) => cellId(laneOf(card, swimlanes), columnOfCard(card)), [swimlanes, columnOfCard]);
  const { options, none } = laneNames;
  const lanes = useMemo<BoardLane[]>(() => {
    const laneOptions = swimlanes === 'tag' ? options.tag_ids : options.user_ids;
    const titles = new Map(laneOptions.map((option) => [option.id, option.name]));
    return shownLanes(cards, swimlanes, laneOptions.map((option) => option.id)).map((id) => ({ id, title: id === NO_LANE ? none : (titles.get(id) ?? none) }));
  }, [cards, swimlanes, options, none]);
  const counts = useMemo(() => {
    const byColumn = new Map<string, number>();
    for (const card of cards) {
      const column = columnOfCard(card);
      byColumn.set(column, (byColumn.get(column) ?? 0) + 1);
    }
    return byColumn;
  }, [cards, columnOfCard]);
  const shownColumns = useMemo(
    () => ((counts.get(NO_COLUMN) ?? 0) > 0 || columns.length === 0 ? [noColumn(noneTitle), ...columns] : columns),
    [counts, columns, noneTitle],
  );
  const cells = useMemo(
    () => cardsByCell(cards, cellOf, lanes.flatMap((lane) => shownColumns.map((column) => cellId(lane.id, column.id)))),
    [cards, cellOf, lanes, shownColumns],
  );
  return { columns, shownColumns, lanes, cells, cellOf, columnOfCard, counts };
}
