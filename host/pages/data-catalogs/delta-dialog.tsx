import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataCatalog, DataCatalogDelta } from '../../../core/domain/data-governance-types';
import type { Id } from '../../../core/domain/id';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { downloadBlob } from '../../../sdk/ui/download-blob';
import { describeHttpError } from '../../components/http-error-message';
import { ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { dataCatalogApi } from './data-catalog-paths';

function PathList({ title, paths }: { title: string; paths: readonly string[] }) {
  const { t } = useTranslation('host');
  return (
    <Stack component="section" aria-label={title} spacing={0.5}>
      <Typography variant="subtitle2" component="h3">
        {t('dataCatalogs.delta.heading', { title, count: paths.length })}
      </Typography>
      <List dense disablePadding>
        {paths.map((path) => (
          <ListItem key={path} disableGutters>
            <ListItemText primary={path} sx={{ overflowWrap: 'anywhere' }} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}

function DeltaResult({ catalogId, otherId }: { catalogId: Id; otherId: Id }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const delta = useAsync((signal) => http.get<DataCatalogDelta>(dataCatalogApi.delta(catalogId, otherId), { signal }), [http, catalogId, otherId]);
  if (delta.status === 'loading') return <PageLoading label={t('dataCatalogs.delta.loading')} />;
  if (delta.status === 'error') return <ErrorState message={describeHttpError(delta.error, t)} onRetry={delta.reload} />;
  const { added, removed, changed } = delta.data;
  if (added.length + removed.length + changed.length === 0) return <Alert severity="success">{t('dataCatalogs.delta.same')}</Alert>;
  return (
    <Stack spacing={2} role="region" aria-label={t('dataCatalogs.delta.result')}>
      <PathList title={t('dataCatalogs.delta.added')} paths={added} />
      <PathList title={t('dataCatalogs.delta.removed')} paths={removed} />
      <Stack component="section" aria-label={t('dataCatalogs.delta.changed')} spacing={0.5}>
        <Typography variant="subtitle2" component="h3">
          {t('dataCatalogs.delta.heading', { title: t('dataCatalogs.delta.changed'), count: changed.length })}
        </Typography>
        <List dense disablePadding>
          {changed.map((change) => (
            <ListItem key={change.path} disableGutters>
              <ListItemText
                primary={change.path}
                secondary={Object.entries(change.fields)
                  .map(([field, { from, to }]) => t('dataCatalogs.delta.fieldChange', { field, from: from || '—', to: to || '—' }))
                  .join('; ')}
                sx={{ overflowWrap: 'anywhere' }}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    </Stack>
  );
}

/**
 * What differs between this catalog and another the user picks (typically its source or a copy of it): details
 * the other has and this lacks, those only here, and changed fields, matched by path. Download saves the same
 * comparison as the server's JSON file.
 */
export function DeltaDialog({ catalog, onClose }: { catalog: DataCatalog; onClose(): void }) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const titleId = useId();
  const [otherId, setOtherId] = useState<Id | ''>('');
  const [failure, setFailure] = useState<string | null>(null);
  const catalogs = useAsync((signal) => http.get<DataCatalog[]>(dataCatalogApi.list, { signal }), [http]);
  const others = catalogs.status === 'ready' ? catalogs.data.filter((other) => other.id !== catalog.id) : [];
  const download = () => {
    if (otherId === '') return;
    const other = others.find((entry) => entry.id === otherId);
    setFailure(null);
    http.getBlob(dataCatalogApi.delta(catalog.id, otherId)).then(
      (blob) => downloadBlob(blob, `${catalog.name}-to-${other?.name ?? otherId}-delta.json`),
      (error: unknown) => setFailure(describeHttpError(error, t)),
    );
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('dataCatalogs.delta.title', { name: catalog.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('dataCatalogs.delta.intro')}</DialogContentText>
          {catalogs.status === 'error' && <ErrorState message={describeHttpError(catalogs.error, t)} onRetry={catalogs.reload} />}
          <TextField select label={t('dataCatalogs.delta.other')} value={otherId} onChange={(event) => setOtherId(Number(event.target.value))} disabled={others.length === 0} fullWidth>
            {others.map((other) => (
              <MenuItem key={other.id} value={other.id}>
                {other.company_id === null ? t('dataCatalogs.delta.globalName', { name: other.name }) : other.name}
              </MenuItem>
            ))}
          </TextField>
          {failure && <Alert severity="error">{failure}</Alert>}
          {otherId !== '' && <DeltaResult catalogId={catalog.id} otherId={otherId} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={download} disabled={otherId === ''}>
          {t('dataCatalogs.delta.download')}
        </Button>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
