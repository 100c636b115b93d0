import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useTranslate, type ProjectModule } from '../../sdk';
import type { DataUseContent } from './data-use';
import { DataUseRowView } from './data-use-row';
import type { DataUseRow } from './data-use-rows';
import manifest from './manifest';
import type en from './locales/en.json';

/** Rows drawn at first and added by "Show more": a catalog of thousands of details stays quick to open. */
const PAGE = 200;

export interface DataUseListProps {
  projectId: number;
  moduleId: number;
  rows: readonly DataUseRow[];
  total: number;
  emptyText: string;
  modules: readonly ProjectModule[];
  readOnly: boolean;
  onChange: (detailId: number, next: DataUseContent) => void;
}

/** The rows under a heading per catalog, the first few hundred at once. */
export function DataUseList({ projectId, moduleId, rows, total, emptyText, modules, readOnly, onChange }: DataUseListProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const [limit, setLimit] = useState(PAGE);
  const shown = rows.slice(0, limit);
  if (rows.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('list.count', { shown: rows.length, total })}
      </Typography>
      <Stack component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', p: 0, m: 0 }} spacing={1}>
        {shown.map((row, index) => (
          <Fragment key={row.entry.detail.id}>
            {row.entry.catalogName !== shown[index - 1]?.entry.catalogName && (
              <Typography component="li" variant="subtitle1" sx={{ pt: index === 0 ? 0 : 2 }} aria-hidden>
                {row.entry.catalogName}
              </Typography>
            )}
            <DataUseRowView projectId={projectId} moduleId={moduleId} row={row} modules={modules} readOnly={readOnly} onChange={onChange} />
          </Fragment>
        ))}
      </Stack>
      {rows.length > limit && (
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setLimit((value) => value + PAGE)}>
          {t('list.more', { count: Math.min(PAGE, rows.length - limit) })}
        </Button>
      )}
    </Stack>
  );
}
