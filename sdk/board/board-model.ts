/** The board's rules as pure functions: which column and lane a card is in, where a move puts it, WIP limits. */
import type { Assignments } from '../entity-values/assignments';
import type { EntityItem } from '../entity-values/entity-item';

/** The column of the cards that name no column of the set (none yet, or one since deleted). */
export const NO_COLUMN = '';
/** The lane of the cards with no assignee (or no tag). */
export const NO_LANE = 0;

export type SwimlaneChoice = 'none' | 'assignee' | 'tag';
export const SWIMLANE_CHOICES: readonly SwimlaneChoice[] = ['none', 'assignee', 'tag'];

type CardValue = Record<string, unknown>;
type Card = Pick<EntityItem<CardValue>, 'key' | 'value' | 'assignments'>;

/** The card's column: the id it names when that column exists, else NO_COLUMN. */
export function columnOf(card: Card, cardField: string, columnIds: ReadonlySet<string>): string {
  const named = card.value[cardField];
  return typeof named === 'string' && columnIds.has(named) ? named : NO_COLUMN;
}

/**
 * The card's swimlane: its first assignee or first tag (a card shows once, in one lane), NO_LANE without one.
 * With swimlanes off every card is in NO_LANE.
 */
export function laneOf(card: Pick<Card, 'assignments'>, by: SwimlaneChoice): number {
  if (by === 'none') return NO_LANE;
  const ids = card.assignments?.[by === 'assignee' ? 'user_ids' : 'tag_ids'] ?? [];
  return ids[0] ?? NO_LANE;
}

/** The ids of the lanes to show, in order: those of `laneOrder` that hold cards, then NO_LANE if any card has none. */
export function shownLanes(cards: readonly Pick<Card, 'assignments'>[], by: SwimlaneChoice, laneOrder: readonly number[]): number[] {
  if (by === 'none') return [NO_LANE];
  const used = new Set(cards.map((card) => laneOf(card, by)));
  return [...laneOrder.filter((lane) => used.has(lane)), ...(used.has(NO_LANE) || used.size === 0 ? [NO_LANE] : [])];
}

/** A cell of the board: one column of one lane. */
export const cellId = (lane: number, column: string) => `${lane}|${column}`;

export function parseCellId(id: string): { lane: number; column: string } | null {
  const bar = id.indexOf('|');
  if (bar < 0) return null;
  const lane = Number(id.slice(0, bar));
  return Number.isInteger(lane) ? { lane, column: id.slice(bar + 1) } : null;
}

/** The cards of each cell, in board order (the cards' order); `cells` lists the cells to fill, all empty at first. */
export function cardsByCell<C extends Card>(
  cards: readonly C[],
  cellOf: (card: C) => string,
  cells: readonly string[],
): Map<string, C[]> {
  const byCell = new Map(cells.map((cell) => [cell, [] as C[]]));
  for (const card of cards) byCell.get(cellOf(card))?.push(card);
  return byCell;
}

/**
 * Where in the whole order (the index `EntityValuesStore.move` takes) a card goes so that it is at `index` among
 * the cards of its target cell: before the card now at that index, else after the cell's last card, else at the end.
 */
export function boardMoveIndex<C extends Pick<Card, 'key'>>(
  cards: readonly C[],
  key: string,
  inTarget: (card: C) => boolean,
  index: number,
): number {
  const others = cards.filter((card) => card.key !== key);
  const targetIndexes = others.flatMap((card, at) => (inTarget(card) ? [at] : []));
  if (targetIndexes.length === 0) return others.length;
  if (index < targetIndexes.length) return targetIndexes[Math.max(0, index)];
  return targetIndexes[targetIndexes.length - 1] + 1;
}

/** True when a column holds more cards than its WIP limit allows. */
export function isOverWipLimit(count: number, wipLimit: number | undefined): boolean {
  return wipLimit !== undefined && count > wipLimit;
}

/** The lane a move into lane `lane` gives the card: its assignee or tag put first, so it shows in that lane. */
export function assignmentsForLane(assignments: Assignments, by: SwimlaneChoice, lane: number): Partial<Assignments> {
  if (by === 'none') return {};
  const field = by === 'assignee' ? 'user_ids' : 'tag_ids';
  const others = assignments[field].filter((id) => id !== lane);
  if (lane === NO_LANE) return { [field]: [] };
  return { [field]: [lane, ...others] };
}
