import { createContext, useContext } from 'react';
import type { EntityItem } from '../entity-values/entity-item';
import type { ListField, ListValue } from '../list/list-field';
import type { AssignmentOptions } from '../registries/use-assignment-options';
import type { BoardColumn } from './board-column-model';

/** What every card of a board shares; it changes rarely (never during a drag), so cards stay cheap to draw. */
export interface BoardShared {
  readOnly: boolean;
  /** The card's fields, labelled; the first names the card. */
  fields: readonly ListField[];
  /** One card in the kind's words, lower case ("card", "story"), and one column ("column", "iteration"). */
  itemLabel: string;
  columnLabel: string;
  columns: readonly BoardColumn[];
  assignmentOptions: AssignmentOptions;
  nameOf(card: EntityItem<ListValue>): string;
  /** A big board draws the cards on or near the screen only (the others show their titles). */
  drawNearScreenOnly: boolean;
  open(key: string): void;
  moveTo(key: string, columnId: string): void;
  remove(key: string): void;
}

export const BoardSharedContext = createContext<BoardShared | null>(null);

export function useBoardShared(): BoardShared {
  const shared = useContext(BoardSharedContext);
  if (!shared) throw new Error('A board card is drawn outside its board.');
  return shared;
}
