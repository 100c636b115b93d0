import { useMemo } from 'react';
import { fieldLabelKey, ITEM_LABEL_KEY, optionLabelKey } from '../family/message-keys';
import { useTranslate } from '../i18n/use-translate';
import { useLookupItems } from '../lookups/lookup-items';
import { useProjectMembers } from '../members/project-members';
import type { ListDeclaration } from '../manifest';
import type { ModuleViewProps } from '../module-view';
import type { ListField } from './list-field';
import { ListModuleView } from './list-module-view';
import type { ListViewContribution } from './list-views';

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
  const lookupItems = useLookupItems(declared.flatMap((field) => (field.kind === 'lookup' ? [field.lookup] : [])));
  const members = useProjectMembers(declared.some((field) => field.kind === 'user') ? props.project.id : undefined);
  const fields = useMemo<ListField[]>(
    () =>
      declared.map((field) => ({
        ...field,
        label: t(fieldLabelKey(field)),
        optionLabels: field.kind === 'select' ? Object.fromEntries(field.options.map((option) => [option, t(optionLabelKey(field, option))])) : undefined,
        lookupItems: field.kind === 'lookup' ? lookupItems[field.lookup] : undefined,
        members: field.kind === 'user' ? members : undefined,
      })),
    [declared, t, lookupItems, members],
  );
  const viewChoices = useMemo(() => views?.map(({ title, ...view }) => ({ ...view, label: t(title) })), [views, t]);
  return <ListModuleView {...props} attributeKey={itemKey} fields={fields} itemLabel={t(ITEM_LABEL_KEY)} views={viewChoices} />;
}

