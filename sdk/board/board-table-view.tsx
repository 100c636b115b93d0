import { useMemo } from 'react';
import type { EntityValues } from '../entity-values/use-entity-values';
import { columnSetLabelKey, ITEM_LABEL_KEY } from '../family/message-keys';
import { useTranslate } from '../i18n/use-translate';
import type { ListField, ListValue } from '../list/list-field';
import { ListRegister } from '../list/list-module-view';
import { pluginFieldLabels, useListFields } from '../list/use-list-fields';
import type { ModuleViewProps } from '../module-view';
import type { BoardColumnSet, BoardColumnValue, BoardDeclaration } from './board-declaration';

export interface BoardTableViewProps extends ModuleViewProps {
  /** The plugin's segment: its messages' namespace. */
  segment: string;
  board: BoardDeclaration;
  cards: EntityValues<ListValue>;
  /** Each column set with its columns: a column of the table, chosen in the card's form. */
  columnSets: readonly { set: BoardColumnSet; columns: EntityValues<BoardColumnValue> }[];
}

/**
 * A board's cards as the list family's register: a column per card field and one per column set (sorted in the
 * board's column order), with sorting, filters, search, grouping and export; the same cards as the board views.
 */
export function BoardTableView({ segment, board, cards, columnSets, ...props }: BoardTableViewProps) {
  const t = useTranslate(segment);
  const labels = useMemo(() => pluginFieldLabels(t), [t]);
  const cardFields = useListFields(board.cardFields, props.project.id, labels);
  const fields = useMemo<ListField[]>(
    () => [
      ...cardFields,
      ...columnSets.map(({ set, columns }) => ({
        name: set.cardField,
        kind: 'select' as const,
        options: columns.items.map((column) => column.value.id),
        label: t(columnSetLabelKey(set.cardField, 'label')),
        optionLabels: Object.fromEntries(columns.items.map((column) => [column.value.id, column.value.title])),
      })),
    ],
    [cardFields, columnSets, t],
  );
  return <ListRegister {...props} attributeKey={board.cardKey} values={cards} fields={fields} itemLabel={t(ITEM_LABEL_KEY)} />;
}
