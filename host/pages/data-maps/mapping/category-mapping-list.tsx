import { Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMapCategoryMapping } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import type { CategoryEntry } from './category-paths';

interface CategoryMappingListProps {
  ownCategories: readonly CategoryEntry[];
  mappings: readonly DataMapCategoryMapping[];
  /** How a mapping's far end reads: "Map: Parent / Child". */
  describeTarget(mapping: DataMapCategoryMapping): string;
  /** Undefined for a reader. */
  onRemove: ((mapping: DataMapCategoryMapping) => void) | undefined;
}

/** Each of the map's categories with the categories it is mapped to; a writer removes one with its chip's cross. */
export function CategoryMappingList({ ownCategories, mappings, describeTarget, onRemove }: CategoryMappingListProps) {
  const { t } = useTranslation('host');
  const headingId = useId();
  const byCategory = new Map<Id, DataMapCategoryMapping[]>();
  for (const mapping of mappings) byCategory.set(mapping.data_map_category_id, [...(byCategory.get(mapping.data_map_category_id) ?? []), mapping]);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('dataMapMapping.category.listTitle', { count: mappings.length })}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ownCategories.map(({ category, path }) => {
          const own = byCategory.get(category.id) ?? [];
          return (
            <Box component="li" key={category.id} aria-label={path} sx={{ py: 1, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {path}
              </Typography>
              {own.length === 0 ? (
                <Typography variant="caption" color="text.secondary">
                  {t('dataMapMapping.category.noneYet')}
                </Typography>
              ) : (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
                  {own.map((mapping) => {
                    const target = describeTarget(mapping);
                    return (
                      <Chip
                        key={mapping.id}
                        size="small"
                        label={target}
                        aria-label={onRemove ? t('dataMapMapping.category.removeChip', { from: path, to: target }) : undefined}
                        onDelete={onRemove && (() => onRemove(mapping))}
                        sx={{ maxWidth: '100%' }}
                      />
                    );
                  })}
                </Stack>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
