import { useMemo } from 'react';
import { fieldLabelKey, ITEM_LABEL_KEY, optionLabelKey } from '../family/message-keys';
import { useTranslate } from '../i18n/use-translate';
import type { ListDeclaration } from '../manifest';
import type { ModuleViewProps } from '../plugin';
import type { ListField } from './list-field';
import { ListModuleView } from './list-module-view';

export interface ListFamilyViewProps extends ModuleViewProps {
  /** The plugin's segment: its messages' namespace. */
  segment: string;
  list: ListDeclaration;
}

/** A list family kind drawn from its manifest: fields, labels and option labels from the plugin's messages. */
export function ListFamilyView({ segment, list, ...props }: ListFamilyViewProps) {
  const t = useTranslate(segment);
  const { itemKey, fields: declared } = list;
  const fields = useMemo<ListField[]>(
    () =>
      declared.map((field) => ({
        ...field,
        label: t(fieldLabelKey(field)),
        optionLabels: field.kind === 'select' ? Object.fromEntries(field.options.map((option) => [option, t(optionLabelKey(field, option))])) : undefined,
      })),
    [declared, t],
  );
  return <ListModuleView {...props} attributeKey={itemKey} fields={fields} itemLabel={t(ITEM_LABEL_KEY)} />;
}

