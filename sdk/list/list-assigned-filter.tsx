import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { ASSIGNMENT_FIELDS, type AssignmentField } from '../../core/domain/registry-types';
import type { EntityItem } from '../entity-values/entity-item';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import type { AssignmentOptions } from '../registries/use-assignment-options';

/** Items assigned this tag, stakeholder, product or service, or member. */
export interface AssignedFilter {
  field: AssignmentField;
  id: number;
}

export function matchesAssignedFilter(item: EntityItem<unknown>, filter: AssignedFilter | null): boolean {
  return filter === null || (item.assignments?.[filter.field].includes(filter.id) ?? false);
}

interface Choice extends AssignedFilter {
  name: string;
}

/** Picks one registry item or member to show only the items assigned it; searchable, grouped by registry (all four unless `fields` names some). */
export function ListAssignedFilter({
  options,
  fields = ASSIGNMENT_FIELDS,
  value,
  onChange,
}: {
  options: AssignmentOptions;
  fields?: readonly AssignmentField[];
  value: AssignedFilter | null;
  onChange: (filter: AssignedFilter | null) => void;
}) {
  const t = useSdkTranslate();
  const choices = useMemo<Choice[]>(
    () => fields.flatMap((field) => options[field].map(({ id, name }) => ({ field, id, name }))),
    [options, fields],
  );
  const chosen = choices.find((choice) => choice.field === value?.field && choice.id === value.id) ?? null;
  return (
    <Autocomplete<Choice>
      size="small"
      sx={{ minWidth: 220 }}
      options={choices}
      value={chosen}
      onChange={(_event, choice) => onChange(choice && { field: choice.field, id: choice.id })}
      groupBy={(choice) => t(`assign.fields.${choice.field}`)}
      getOptionLabel={(choice) => choice.name}
      getOptionKey={(choice) => `${choice.field}-${choice.id}`}
      isOptionEqualToValue={(choice, other) => choice.field === other.field && choice.id === other.id}
      noOptionsText={t('assign.none')}
      renderInput={(params) => <TextField {...params} label={t('assign.filter')} />}
    />
  );
}
