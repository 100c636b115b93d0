import { useMemo } from 'react';
import type { FieldDeclaration } from '../family/field-declaration';
import { fieldLabelKey, optionLabelKey } from '../family/message-keys';
import type { Translate } from '../i18n/translate';
import { useLookupItems } from '../lookups/lookup-items';
import { useProjectMembers } from '../members/project-members';
import type { ListField } from './list-field';

/** How a view names declared fields and their options in the user's language (keep its identity across renders). */
export interface FieldLabels {
  field(field: FieldDeclaration): string;
  option(field: FieldDeclaration, option: string): string;
}

/** A plugin's labels of its declared fields: `fields.<name>` and `options.<field>.<value>` of its messages. */
export function pluginFieldLabels(t: Translate): FieldLabels {
  return { field: (field) => t(fieldLabelKey(field)), option: (field, option) => t(optionLabelKey(field, option)) };
}

/**
 * Declared fields as the family's table, form and cards use them: labelled, a select with its option labels,
 * a lookup field with its lookup's items and a user field with the project's members once they have loaded.
 */
export function useListFields(declared: readonly FieldDeclaration[], projectId: number, labels: FieldLabels): ListField[] {
  const lookupItems = useLookupItems(declared.flatMap((field) => (field.kind === 'lookup' ? [field.lookup] : [])));
  const members = useProjectMembers(declared.some((field) => field.kind === 'user') ? projectId : undefined);
  return useMemo<ListField[]>(
    () =>
      declared.map((field) => ({
        ...field,
        label: labels.field(field),
        optionLabels: field.kind === 'select' ? Object.fromEntries(field.options.map((option) => [option, labels.option(field, option)])) : undefined,
        lookupItems: field.kind === 'lookup' ? lookupItems[field.lookup] : undefined,
        members: field.kind === 'user' ? members : undefined,
      })),
    [declared, labels, lookupItems, members],
  );
}
