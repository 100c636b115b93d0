import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { LoadGate, SaveStatus, useEntityValues, useModuleDataInterface, useTranslate, type ModuleViewProps } from '../../sdk';
import { dataUseChange, type DataUse, type DataUseContent } from './data-use';
import { DataUseFilterBar } from './data-use-filter-bar';
import { DataUseList } from './data-use-list';
import { buildDataUseRows, filterDataUseRows, isInUse, type DataUseFilter } from './data-use-rows';
import { DataSourcesDialog } from './data-sources-dialog';
import manifest, { DATA_USE_KEY } from './manifest';
import type en from './locales/en.json';

/**
 * The project's data: every detail of the catalogs the project works with, the categories it is mapped to, the modules
 * whose content points at it (a data object of a process diagram), and how the project uses it (a note and linked
 * modules, kept per detail while it says something).
 */
export default function DataMapView({ project, module, readOnly }: ModuleViewProps) {
  const t = useTranslate<typeof en>(manifest.segment);
  const data = useModuleDataInterface(module);
  const uses = useEntityValues<DataUse>(module, DATA_USE_KEY);
  const [filter, setFilter] = useState<DataUseFilter>({ search: '', inUseOnly: true, categoryId: null });
  const [sourcesOpen, setSourcesOpen] = useState(false);
  const loaded = data.status === 'ready' ? data.data : undefined;
  const rows = useMemo(() => (loaded ? buildDataUseRows(loaded.entries, loaded.categories, loaded.elements, uses.items) : []), [loaded, uses.items]);
  const shown = useMemo(() => filterDataUseRows(rows, filter), [rows, filter]);
  const status = data.status === 'ready' ? uses.status : data.status;

  const changeUse = (detailId: number, next: DataUseContent) => {
    const existing = rows.find((row) => row.entry.detail.id === detailId)?.use;
    const change = dataUseChange(detailId, existing, { ...existing?.value, ...next });
    if (change.kind === 'create') uses.create(change.value);
    else if (change.kind === 'update') uses.update(change.key, change.value);
    else if (change.kind === 'delete') uses.remove(change.key);
  };

  return (
    <Stack spacing={2} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <DataUseFilterBar filter={filter} onChange={setFilter} categories={loaded?.categories ?? []} />
        <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
          {!readOnly && <SaveStatus queue={uses.saveStatus} />}
          {!readOnly && (
            <Button variant="outlined" onClick={() => setSourcesOpen(true)}>
              {t('sources.open')}
            </Button>
          )}
        </Stack>
      </Stack>
      <LoadGate status={status} onRetry={() => (data.status === 'error' ? data.reload() : void uses.reload())}>
        {loaded && loaded.entries.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'flex-start', py: 4 }}>
            <Typography variant="h6" component="p">
              {t('empty.noSources')}
            </Typography>
            <Typography color="text.secondary">{t(readOnly ? 'empty.noSourcesReader' : 'empty.noSourcesHint')}</Typography>
            {!readOnly && (
              <Button variant="contained" onClick={() => setSourcesOpen(true)}>
                {t('sources.open')}
              </Button>
            )}
          </Stack>
        ) : (
          <DataUseList
            projectId={project.id}
            moduleId={module.id}
            rows={shown}
            total={rows.length}
            emptyText={t(filter.inUseOnly && !rows.some(isInUse) ? 'empty.nothingInUse' : 'empty.noMatch')}
            modules={loaded?.modules ?? []}
            readOnly={readOnly}
            onChange={changeUse}
          />
        )}
      </LoadGate>
      {sourcesOpen && (
        <DataSourcesDialog
          projectId={project.id}
          onClose={() => {
            setSourcesOpen(false);
            data.reload();
          }}
        />
      )}
    </Stack>
  );
}
