import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ASSIGNMENT_FIELDS, type AssignmentField } from '../../core/domain/registry-types';
import type { Assignments } from '../entity-values/assignments';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { chosenOptions, type AssignmentOption, type AssignmentOptions } from './use-assignment-options';

type AssignedChip = AssignmentOption & { field: AssignmentField };

/**
 * What an entity value is assigned, as small chips (tags in their colour); nothing when it is assigned nothing.
 * `fields` limits the chips to some assignment arrays; all four unless given.
 */
export function AssignedChips({
  value,
  options,
  fields = ASSIGNMENT_FIELDS,
}: {
  value: Assignments | undefined;
  options: AssignmentOptions;
  fields?: readonly AssignmentField[];
}) {
  if (!value) return null;
  return <AssignmentChipList chips={fields.flatMap((field) => chosenOptions(options[field], value[field]).map((option) => ({ field, ...option })))} />;
}

/** Registry items and members as a list of chips, named for screen readers; nothing when there are none. */
export function AssignmentChipList({ chips }: { chips: readonly AssignedChip[] }) {
  const t = useSdkTranslate();
  if (chips.length === 0) return null;
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={t('assign.chipsLabel', { names: chips.map((chip) => chip.name).join(', ') })}
      sx={{ flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {chips.map((chip) => (
        <li key={`${chip.field}-${chip.id}`}>
          <Chip
            size="small"
            label={chip.name}
            variant={chip.field === 'tag_ids' ? 'filled' : 'outlined'}
            sx={chip.color ? { bgcolor: chip.color } : undefined}
          />
        </li>
      ))}
    </Stack>
  );
}
