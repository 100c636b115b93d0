import { Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataMap } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';
import type { CategoryEntry } from './category-paths';
import type { LoadedCategories } from './use-map-categories';

interface CategoryMappingFormProps {
  mapId: Id;
  ownCategories: readonly CategoryEntry[];
  maps: readonly DataMap[];
  /** The map whose categories are offered; the page loads its tree. */
  intoMapId: Id;
  onIntoMap(mapId: Id): void;
  intoCategories: LoadedCategories | undefined;
  busy: boolean;
  onAdd(categoryId: Id, mappedCategoryId: Id): void;
}

const NONE = '';

/** Maps one of the map's categories to a category of this or another readable map: pick the map, then its category. */
export function CategoryMappingForm({ mapId, ownCategories, maps, intoMapId, onIntoMap, intoCategories, busy, onAdd }: CategoryMappingFormProps) {
  const { t } = useTranslation('host');
  const headingId = useId();
  const [categoryId, setCategoryId] = useState<Id | null>(null);
  const [mappedId, setMappedId] = useState<Id | null>(null);
  const offered = intoCategories === undefined || intoCategories === 'failed' ? [] : intoCategories.filter((entry) => entry.category.id !== categoryId);
  const idValue = (id: Id | null) => (id === null ? NONE : String(id));
  const idOf = (value: string) => (value === NONE ? null : Number(value));
  const submit = () => {
    if (categoryId === null || mappedId === null) return;
    onAdd(categoryId, mappedId);
    setMappedId(null);
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('dataMapMapping.category.formTitle')}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField select size="small" label={t('dataMapMapping.category.own')} value={idValue(categoryId)} onChange={(event) => setCategoryId(idOf(event.target.value))} sx={{ flex: 1, minWidth: 0 }}>
            {ownCategories.map((entry) => (
              <MenuItem key={entry.category.id} value={String(entry.category.id)}>
                {entry.path}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('dataMapMapping.category.intoMap')}
            value={String(intoMapId)}
            onChange={(event) => {
              onIntoMap(Number(event.target.value));
              setMappedId(null);
            }}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {maps.map((map) => (
              <MenuItem key={map.id} value={String(map.id)}>
                {map.id === mapId ? t('dataMapMapping.category.thisMap', { name: map.name }) : map.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('dataMapMapping.category.mapped')}
            value={idValue(mappedId)}
            onChange={(event) => setMappedId(idOf(event.target.value))}
            disabled={offered.length === 0}
            helperText={
              intoCategories === undefined ? t('dataMapMapping.loading') : intoCategories === 'failed' ? t('dataMapMapping.category.mapUnreadable') : offered.length === 0 ? t('dataMapMapping.noCategories') : undefined
            }
            sx={{ flex: 1, minWidth: 0 }}
          >
            {offered.map((entry) => (
              <MenuItem key={entry.category.id} value={String(entry.category.id)}>
                {entry.path}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={submit} disabled={categoryId === null || mappedId === null} loading={busy} sx={{ flexShrink: 0 }}>
            {t('dataMapMapping.category.add')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
