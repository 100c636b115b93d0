import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ASSIGNMENT_FIELDS, type AssignmentField } from '../../core/domain/registry-types';
import type { Assignments } from '../entity-values/assignments';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { ColourDot } from '../lookups/colour-dot';
import { chosenOptions, useAssignmentOptions, type AssignmentOption } from './use-assignment-options';

export interface AssignControlProps {
  projectId: number;
  value: Assignments;
  /** Only the arrays that changed. */
  onChange: (change: Partial<Assignments>) => void;
  /** Which assignments to offer; all four unless given. */
  fields?: readonly AssignmentField[];
  /** A label for an assignment in place of the registry's name, e.g. a list field's own label. */
  labels?: Partial<Record<AssignmentField, string>>;
  disabled?: boolean;
}

/**
 * Chooses the tags, stakeholders, products and services and project members of one entity value: a
 * searchable multiple choice per registry, named in the company's words, chosen ones shown as chips.
 * Keyboard: type to search, arrows and Enter to choose, Backspace removes the last chip.
 */
export function AssignControl({ projectId, value, onChange, fields = ASSIGNMENT_FIELDS, labels = {}, disabled }: AssignControlProps) {
  const t = useSdkTranslate();
  const options = useAssignmentOptions(projectId);
  return (
    <Stack spacing={2}>
      {fields.map((field) => (
        <Autocomplete<AssignmentOption, true>
          key={field}
          multiple
          disabled={disabled}
          options={[...options[field]]}
          value={chosenOptions(options[field], value[field])}
          onChange={(_event, chosen) => onChange({ [field]: chosen.map((option) => option.id) })}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
          noOptionsText={t('assign.none')}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              {option.color !== undefined && <ColourDot color={option.color ?? undefined} />}
              <span style={{ marginLeft: option.color !== undefined ? 8 : 0 }}>{option.name}</span>
            </li>
          )}
          renderValue={(chosen, getItemProps) =>
            chosen.map((option, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={option.name} {...itemProps} />;
            })
          }
          renderInput={(params) => {
            const label = labels[field] ?? t(`assign.fields.${field}`);
            return <TextField {...params} label={label} placeholder={t('assign.search', { field: label })} />;
          }}
        />
      ))}
    </Stack>
  );
}
