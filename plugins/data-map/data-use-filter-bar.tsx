import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslate, type DataMapCategory } from '../../sdk';
import type { DataUseFilter } from './data-use-rows';
import manifest from './manifest';
import type en from './locales/en.json';

const ALL = '';

export function DataUseFilterBar({ filter, onChange, categories }: { filter: DataUseFilter; onChange: (next: DataUseFilter) => void; categories: readonly DataMapCategory[] }) {
  const t = useTranslate<typeof en>(manifest.segment);
  return (
    <>
      <TextField
        size="small"
        type="search"
        label={t('filter.search')}
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.target.value })}
        sx={{ minWidth: 200 }}
      />
      <TextField
        select
        size="small"
        label={t('filter.category')}
        value={filter.categoryId === null ? ALL : String(filter.categoryId)}
        onChange={(event) => onChange({ ...filter, categoryId: event.target.value === ALL ? null : Number(event.target.value) })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value={ALL}>{t('filter.allCategories')}</MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={String(category.id)} sx={{ pl: 2 + 2 * category.level }}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={filter.inUseOnly} onChange={(event) => onChange({ ...filter, inUseOnly: event.target.checked })} />}
        label={t('filter.inUseOnly')}
      />
    </>
  );
}
