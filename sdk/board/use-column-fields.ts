import { useMemo } from 'react';
import { columnFieldLabelKey } from '../family/message-keys';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { Translate } from '../i18n/translate';
import { useListFields, type FieldLabels } from '../list/use-list-fields';
import type { ListField } from '../list/list-field';
import { boardColumnFields, COLUMN_COLOR_FIELD, type BoardColumnSet } from './board-declaration';
import { untypedKeys } from '../../core/i18n/untyped-keys';

/**
 * The fields of a column of the set, labelled: name, colour and WIP limit in the SDK's words, the set's own
 * fields (an iteration's dates) in the plugin's (`columns.<cardField>.fields.<name>`).
 */
export function useColumnFields(set: BoardColumnSet, projectId: number, pluginT: Translate): ListField[] {
  const t = useSdkTranslate();
  const declared = useMemo(() => boardColumnFields(set), [set]);
  const own = useMemo(() => new Set((set.fields ?? []).map((field) => field.name)), [set]);
  const labels = useMemo<FieldLabels>(
    () => ({
      field: (field) => (own.has(field.name) ? pluginT(columnFieldLabelKey(set.cardField, field)) : untypedKeys(t)(`board.columnFields.${field.name}`)),
      option: (field, option) => (field.name === COLUMN_COLOR_FIELD ? untypedKeys(t)(`board.colors.${option}`) : option),
    }),
    [own, pluginT, set.cardField, t],
  );
  return useListFields(declared, projectId, labels);
}
