/** A board's cards with their fields and, per column set, the column each card is in. */
import { valueFields } from '../../../../sdk/manifest';
import { fieldsLine, type FamilyRenderer } from './module-content';

export const renderBoard: FamilyRenderer = ({ manifest, values }) => {
  const board = manifest.board;
  if (!board) return [];
  const names = valueFields(board.cardFields).map((field) => field.name);
  const columnTitles = new Map(board.columnSets.flatMap((set) => (values.get(set.itemKey) ?? []).map((column) => [String(column.id), String(column.title)] as const)));
  const cards = values.get(board.cardKey) ?? [];
  return [
    `Cards (${cards.length}):`,
    ...cards.map((card) => {
      const columns = board.columnSets.map((set) => columnTitles.get(String(card[set.cardField]))).filter(Boolean);
      return `- ${fieldsLine(card, names)}${columns.length > 0 ? ` [column: ${columns.join(', ')}]` : ''}`;
    }),
  ];
};
