import { useMemo } from 'react';
import { ITEM_LABEL_KEY } from '../family/message-keys';
import { useTranslate } from '../i18n/use-translate';
import type { ListDeclaration } from '../manifest';
import type { ModuleViewProps } from '../module-view';
import { ListModuleView } from './list-module-view';
import type { ListViewContribution } from './list-views';
import { pluginFieldLabels, useListFields } from './use-list-fields';

export interface ListFamilyViewProps extends ModuleViewProps {
  /** The plugin's segment: its messages' namespace. */
  segment: string;
  list: ListDeclaration;
  /** The plugin's other views of the items. */
  views?: readonly ListViewContribution[];
}

/** A list family kind drawn from its manifest: fields, labels and option labels from the plugin's messages, lookup items and project members from the server. */
export function ListFamilyView({ segment, list, views, ...props }: ListFamilyViewProps) {
  const t = useTranslate(segment);
  const { itemKey, fields: declared } = list;
  const labels = useMemo(() => pluginFieldLabels(t), [t]);
  const fields = useListFields(declared, props.project.id, labels);
  const viewChoices = useMemo(() => views?.map(({ title, ...view }) => ({ ...view, label: t(title) })), [views, t]);
  return <ListModuleView {...props} attributeKey={itemKey} fields={fields} itemLabel={t(ITEM_LABEL_KEY)} views={viewChoices} />;
}

