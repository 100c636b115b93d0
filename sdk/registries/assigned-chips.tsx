import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ASSIGNMENT_FIELDS } from '../../core/domain/registry-types';
import type { Assignments } from '../entity-values/assignments';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { chosenOptions, type AssignmentOptions } from './use-assignment-options';

/** What an entity value is assigned, as small chips (tags in their colour); nothing when it is assigned nothing. */
export function AssignedChips({ value, options }: { value: Assignments | undefined; options: AssignmentOptions }) {
  const t = useSdkTranslate();
  if (!value) return null;
  const chips = ASSIGNMENT_FIELDS.flatMap((field) =>
    chosenOptions(options[field], value[field]).map((option) => ({ field, ...option })),
  );
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
