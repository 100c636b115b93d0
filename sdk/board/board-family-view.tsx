import { useEntityValues } from '../entity-values/use-entity-values';
import type { ListValue } from '../list/list-field';
import type { ModuleViewProps } from '../module-view';
import type { BoardColumnValue, BoardDeclaration } from './board-declaration';
import { BoardModuleView } from './board-module-view';

export interface BoardFamilyViewProps extends ModuleViewProps {
  /** The plugin's segment: its messages' namespace. */
  segment: string;
  board: BoardDeclaration;
}

/**
 * A board family kind drawn from its manifest, as a kanban: its cards in the first column set, with swimlanes
 * and the colour filter. A kind with more views (change management) writes its view on BoardModuleView.
 */
export function BoardFamilyView({ board, ...props }: BoardFamilyViewProps) {
  const [columnSet] = board.columnSets;
  const cards = useEntityValues<ListValue>(props.module, board.cardKey);
  const columns = useEntityValues<BoardColumnValue>(props.module, columnSet.itemKey);
  return <BoardModuleView {...props} board={board} columnSet={columnSet} cards={cards} columns={columns} swimlanes colourFilter />;
}
