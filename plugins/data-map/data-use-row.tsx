import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { CommentsButton, CommitTextField, useTranslate, type ProjectModule } from '../../sdk';
import type { DataUseContent } from './data-use';
import type { DataUseRow } from './data-use-rows';
import manifest, { DATA_USE_TEXT_MAX_LENGTH } from './manifest';
import type en from './locales/en.json';

export interface DataUseRowProps {
  projectId: number;
  moduleId: number;
  row: DataUseRow;
  modules: readonly ProjectModule[];
  readOnly: boolean;
  onChange: (detailId: number, next: DataUseContent) => void;
}

const moduleHref = (projectId: number, moduleId: number) => `/projects/${projectId}/modules/${moduleId}`;

/** One detail: where it is, its categories, the modules pointing at it, and the project's note and links about it. */
export const DataUseRowView = memo(function DataUseRowView({ projectId, moduleId, row, modules, readOnly, onChange }: DataUseRowProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const { entry, categories, pointedBy, use } = row;
  const name = entry.detail.name;
  const linkIds = use?.value.link_ids ?? [];
  const moduleName = (id: number) => modules.find((candidate) => candidate.id === id)?.name;
  const linkable = modules.filter((candidate) => candidate.id !== moduleId && !linkIds.includes(candidate.id));
  const setLinks = (next: number[]) => onChange(entry.detail.id, { link_ids: next });
  return (
    <Paper component="li" variant="outlined" aria-label={entry.path} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(200px, 1fr) minmax(240px, 1.4fr)' } }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {entry.path}
          </Typography>
          {categories.length > 0 && (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('row.categories')}>
              {categories.map((category) => (
                <Chip key={category.id} size="small" label={category.name} sx={{ borderLeft: `4px solid ${category.color || 'transparent'}` }} />
              ))}
            </Stack>
          )}
          {pointedBy.length > 0 && (
            <Typography variant="body2" component="div">
              {t('row.pointedBy')}{' '}
              {pointedBy.map((id, index) => (
                <span key={id}>
                  {index > 0 && ', '}
                  <Link href={moduleHref(projectId, id)}>{moduleName(id) ?? t('row.unknownModule')}</Link>
                </span>
              ))}
            </Typography>
          )}
        </Stack>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          {readOnly ? (
            use?.value.text && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{use.value.text}</Typography>
          ) : (
            <CommitTextField
              label={t('row.note', { name })}
              value={use?.value.text ?? ''}
              disabled={false}
              multiline
              inputProps={{ maxLength: DATA_USE_TEXT_MAX_LENGTH }}
              onCommit={(text) => onChange(entry.detail.id, { text })}
            />
          )}
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {linkIds.map((id) => (
              <Chip
                key={id}
                size="small"
                variant="outlined"
                label={moduleName(id) ?? t('row.unknownModule')}
                component="a"
                href={moduleHref(projectId, id)}
                clickable
                onDelete={readOnly ? undefined : () => setLinks(linkIds.filter((linked) => linked !== id))}
                deleteIcon={<CancelIcon titleAccess={t('row.unlink', { name: moduleName(id) ?? '' })} />}
              />
            ))}
            {!readOnly && linkable.length > 0 && (
              <TextField
                select
                size="small"
                label={t('row.link', { name })}
                value=""
                onChange={(event) => setLinks([...linkIds, Number(event.target.value)])}
                sx={{ minWidth: 200 }}
              >
                {linkable.map((candidate) => (
                  <MenuItem key={candidate.id} value={String(candidate.id)}>
                    {candidate.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {use && <CommentsButton item={use} name={name} readOnly={readOnly} />}
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
});
