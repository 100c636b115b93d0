import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSdkTranslate } from '../../i18n/use-sdk-translate';
import { useRegistry } from '../../registries/use-registry';
import type { PaletteSectionProps } from '../diagram-extension';
import { PaletteTiles } from '../ui/shapes-panel';
import { stakeholderPaletteItem } from './stakeholder-shape';

/** More stakeholders than this and the section offers a search field. */
export const STAKEHOLDER_SEARCH_FROM = 9;

/** The shapes panel's "Stakeholders" section: the project's stakeholders, each a tile dropped as a bound shape. */
export function StakeholdersSection({ projectId, onAdd }: PaletteSectionProps) {
  const t = useSdkTranslate();
  const { status, rows } = useRegistry(projectId, 'stakeholders');
  const [query, setQuery] = useState('');
  const items = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    return rows.filter((row) => row.name.toLocaleLowerCase().includes(needle)).map(stakeholderPaletteItem);
  }, [rows, query]);
  const title = t('diagram.stakeholders.title');
  return (
    <Box component="section" aria-label={title} sx={{ px: 1, pb: 1 }}>
      <Typography variant="overline" component="h3" sx={{ display: 'block' }}>
        {title}
      </Typography>
      {rows.length >= STAKEHOLDER_SEARCH_FROM && (
        <TextField
          size="small"
          fullWidth
          type="search"
          label={t('diagram.stakeholders.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ mb: 0.5 }}
        />
      )}
      {status === 'ready' && rows.length === 0 && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
          {t('diagram.stakeholders.empty')}
        </Typography>
      )}
      {status === 'error' && (
        <Typography variant="caption" sx={{ color: 'error.main', display: 'block' }}>
          {t('diagram.stakeholders.failed')}
        </Typography>
      )}
      <PaletteTiles items={items} onAdd={onAdd} />
    </Box>
  );
}
