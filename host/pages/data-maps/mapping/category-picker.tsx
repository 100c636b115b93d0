import { Box, FormControlLabel, Paper, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../../../core/domain/id';
import type { CategoryEntry } from './category-paths';

interface CategoryPickerProps {
  entries: readonly CategoryEntry[];
  /** How many details each category holds. */
  counts: ReadonlyMap<Id, number>;
  chosenId: Id | null;
  /** Undefined for a reader: the tree is shown with its counts, nothing to choose. */
  onChoose: ((id: Id) => void) | undefined;
}

/** The map's category tree, each with how many details it holds; a writer chooses the one to map to. */
export function CategoryPicker({ entries, counts, chosenId, onChoose }: CategoryPickerProps) {
  const { t } = useTranslation('host');
  const headingId = useId();
  const label = (entry: CategoryEntry) => (
    <Box sx={{ pl: entry.category.level * 2, minWidth: 0 }}>
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {entry.category.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="span">
        {` · ${t('dataMapMapping.detail.categoryCount', { count: counts.get(entry.category.id) ?? 0 })}`}
      </Typography>
    </Box>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 1.5, minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {onChoose ? t('dataMapMapping.detail.chooseCategory') : t('dataMapMapping.detail.categories')}
        </Typography>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('dataMapMapping.noCategories')}
          </Typography>
        ) : (
          <Box sx={{ maxHeight: { xs: 240, md: 520 }, overflowY: 'auto' }}>
            {onChoose ? (
              <RadioGroup aria-labelledby={headingId} value={chosenId === null ? '' : String(chosenId)} onChange={(_, value) => onChoose(Number(value))}>
                {entries.map((entry) => (
                  <FormControlLabel
                    key={entry.category.id}
                    value={String(entry.category.id)}
                    control={<Radio size="small" slotProps={{ input: { 'aria-label': entry.path } }} />}
                    label={label(entry)}
                    sx={{ mr: 0, alignItems: 'center' }}
                  />
                ))}
              </RadioGroup>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {entries.map((entry) => (
                  <Box component="li" key={entry.category.id} sx={{ py: 0.25 }}>
                    {label(entry)}
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
