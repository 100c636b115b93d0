import { Box, Button, Checkbox, Chip, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { Id } from '../../../../core/domain/id';
import type { ReviewedSuggestion } from './suggestion-review';

interface SuggestionRowProps {
  row: ReviewedSuggestion;
  selected: boolean;
  /** The detail is already mapped to the chosen category. */
  alreadyMapped: boolean;
  busy: boolean;
  onSelect(selected: boolean): void;
  onCategory(categoryId: Id): void;
  onAccept(): void;
  onReject(): void;
}

/** One uploaded detail: its path, the category it would be mapped to (any of the suggested ones, with its score), and the decision. */
export function SuggestionRow({ row, selected, alreadyMapped, busy, onSelect, onCategory, onAccept, onReject }: SuggestionRowProps) {
  const { t } = useTranslation('host');
  const { suggestion, categoryId, status } = row;
  const path = `${suggestion.catalog_name} / ${suggestion.path}`;
  const chosen = suggestion.categories.find((category) => category.data_map_category_id === categoryId);
  const open = status === 'open';
  return (
    <Stack component="li" direction="row" spacing={1} useFlexGap aria-label={path} sx={{ flexWrap: 'wrap', alignItems: 'center', py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Checkbox checked={selected} disabled={!open || categoryId === null} onChange={(event) => onSelect(event.target.checked)} slotProps={{ input: { 'aria-label': t('dataMapMapping.suggest.select', { path }) } }} />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {path}
        </Typography>
        {alreadyMapped && open && (
          <Typography variant="caption" color="text.secondary">
            {t('dataMapMapping.suggest.alreadyMapped')}
          </Typography>
        )}
      </Box>
      {suggestion.categories.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px' }}>
          {t('dataMapMapping.suggest.nothingFits')}
        </Typography>
      ) : (
        <TextField
          select
          size="small"
          label={t('dataMapMapping.suggest.category', { path })}
          value={categoryId ?? ''}
          disabled={!open}
          onChange={(event) => onCategory(Number(event.target.value))}
          sx={{ flex: '1 1 200px', minWidth: 0 }}
        >
          {suggestion.categories.map((category) => (
            <MenuItem key={category.data_map_category_id} value={category.data_map_category_id}>
              {t('dataMapMapping.suggest.option', { path: category.path, percent: Math.round(category.score * 100) })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {open ? (
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" disabled={busy || !chosen} onClick={onAccept} aria-label={t('dataMapMapping.suggest.acceptOne', { path, category: chosen?.path ?? '' })}>
            {t('dataMapMapping.suggest.accept')}
          </Button>
          <Button size="small" disabled={busy} onClick={onReject} aria-label={t('dataMapMapping.suggest.rejectOne', { path })}>
            {t('dataMapMapping.suggest.reject')}
          </Button>
        </Stack>
      ) : (
        <Chip size="small" color={status === 'accepted' ? 'success' : 'default'} label={t(`dataMapMapping.suggest.${status}`)} />
      )}
    </Stack>
  );
}
