import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DATA_ITEM_FILTERS,
  DATA_ITEM_SORTS,
  DEFAULT_DATA_ITEM_FILTER,
  type DataCatalog,
  type DataItemFilter,
  type DataItemSort,
} from '../../../core/domain/data-governance-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { describeHttpError } from '../../components/http-error-message';
import { choiceField, ORDER_DIRECTIONS, textField } from '../../components/list-url-state';
import { EmptyState, ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../components/use-async';
import { useListUrlState } from '../../components/use-list-url-state';
import { useSearchText } from '../../components/use-search-text';
import { useHeaderTitle } from '../../shell/header-bar';
import { CatalogActionsMenu, catalogActions, type CatalogAction } from './catalog-actions-menu';
import { CatalogCard } from './catalog-card';
import { CatalogPermissionsDialog } from './catalog-permissions-dialog';
import { CatalogUploadDialog } from './catalog-upload-dialog';
import { NewCatalogDialog } from './new-catalog-dialog';
import { dataCatalogApi, dataCatalogPaths } from './data-catalog-paths';
import { useDataCatalogAccess } from './use-data-catalog-access';

const LIST_FIELDS = {
  search: textField('q'),
  filter: choiceField<DataItemFilter>('filter', DATA_ITEM_FILTERS, DEFAULT_DATA_ITEM_FILTER),
  sort: choiceField<DataItemSort>('sort', DATA_ITEM_SORTS, 'name'),
  direction: choiceField('direction', ORDER_DIRECTIONS, 'asc'),
} as const;

const COPY_CALLS = { clone: 'clone', copyLocal: 'create_local_from', copyGlobal: 'create_global_from' } as const;

/**
 * /data-catalogs: the catalogs the user may read, global and their company's, searched, filtered and sorted by
 * the server (name ascending, all, unless the URL says otherwise). New, Upload and copies for those whose company
 * lets them write; permissions and delete for each catalog's admins.
 */
export function CatalogListPage() {
  const { t } = useTranslation('host');
  useHeaderTitle(t('dataCatalogs.list.title'));
  const access = useDataCatalogAccess();
  if (!access.read) return <EmptyState title={t('dataCatalogs.noAccess.title')}>{t('dataCatalogs.noAccess.body')}</EmptyState>;
  return <CatalogList />;
}

function CatalogList() {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const access = useDataCatalogAccess();
  const [{ search: shownSearch, filter, sort, direction }, show] = useListUrlState(LIST_FIELDS);
  const [search, setSearch] = useSearchText(shownSearch, (next, options) => show({ search: next }, options));
  const [dialog, setDialog] = useState<'new' | 'upload' | null>(null);
  const [acting, setActing] = useState<{ catalog: DataCatalog; action: 'permissions' | 'delete' } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const query = new URLSearchParams({ filter, sort, direction, ...(shownSearch.trim() ? { search: shownSearch.trim() } : {}) }).toString();
  const list = useAsync((signal) => http.get<DataCatalog[]>(`${dataCatalogApi.list}?${query}`, { signal }), [http, query]);

  const opened = (catalog: DataCatalog) => navigate(dataCatalogPaths.catalog(catalog.id));
  const act = (catalog: DataCatalog, action: CatalogAction) => {
    if (action === 'permissions' || action === 'delete') {
      setActing({ catalog, action });
      return;
    }
    setFailure(null);
    http.post<DataCatalog>(dataCatalogApi.copy(catalog.id, COPY_CALLS[action])).then(opened, (error: unknown) => setFailure(describeHttpError(error, t)));
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}>
        <TextField size="small" type="search" label={t('dataCatalogs.list.search')} value={search} onChange={(event) => setSearch(event.target.value)} sx={{ minWidth: { sm: 240 } }} />
        <TextField select size="small" label={t('dataCatalogs.list.filter')} value={filter} onChange={(event) => show({ filter: event.target.value as DataItemFilter })} sx={{ minWidth: 160 }}>
          {DATA_ITEM_FILTERS.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`dataCatalogs.filter.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('dataCatalogs.list.sort')}
          value={`${sort}:${direction}`}
          onChange={(event) => {
            const [nextSort, nextDirection] = event.target.value.split(':') as [DataItemSort, 'asc' | 'desc'];
            show({ sort: nextSort, direction: nextDirection });
          }}
          sx={{ minWidth: 200 }}
        >
          {DATA_ITEM_SORTS.flatMap((key) =>
            ORDER_DIRECTIONS.map((order) => (
              <MenuItem key={`${key}:${order}`} value={`${key}:${order}`}>
                {t(`dataCatalogs.sort.${key}_${order}`)}
              </MenuItem>
            )),
          )}
        </TextField>
        <Box sx={{ flexGrow: 1 }} />
        {access.create && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setDialog('upload')}>
              {t('dataCatalogs.upload.open')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
              {t('dataCatalogs.list.new')}
            </Button>
          </Stack>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {list.status === 'loading' && <PageLoading />}
      {list.status === 'error' && <ErrorState message={describeHttpError(list.error, t)} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && (
        <EmptyState title={shownSearch || filter !== DEFAULT_DATA_ITEM_FILTER ? t('dataCatalogs.list.noMatchTitle') : t('dataCatalogs.list.emptyTitle')}>
          {shownSearch || filter !== DEFAULT_DATA_ITEM_FILTER
            ? t('dataCatalogs.list.noMatchBody')
            : access.create
              ? t('dataCatalogs.list.emptyCreate')
              : t('dataCatalogs.list.emptyAsk')}
        </EmptyState>
      )}
      {list.status === 'ready' && list.data.length > 0 && (
        <Box component="section" aria-label={t('dataCatalogs.list.title')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
          {list.data.map((catalog) => (
            <CatalogCard
              key={catalog.id}
              catalog={catalog}
              actions={<CatalogActionsMenu catalog={catalog} actions={catalogActions(catalog, access)} onAction={(action) => act(catalog, action)} />}
            />
          ))}
        </Box>
      )}
      <NewCatalogDialog open={dialog === 'new'} onClose={() => setDialog(null)} onCreated={opened} />
      <CatalogUploadDialog open={dialog === 'upload'} onClose={() => setDialog(null)} onCreated={opened} />
      {acting?.action === 'permissions' && <CatalogPermissionsDialog catalog={acting.catalog} onClose={() => setActing(null)} />}
      <ConfirmDialog
        open={acting?.action === 'delete'}
        title={t('dataCatalogs.delete.title', { name: acting?.catalog.name ?? '' })}
        body={t('dataCatalogs.delete.body', { groups: acting?.catalog.group_count ?? 0, count: acting?.catalog.detail_count ?? 0 })}
        confirmLabel={t('dataCatalogs.delete.confirm')}
        onConfirm={async () => {
          if (acting) await http.delete(dataCatalogApi.catalog(acting.catalog.id));
          setActing(null);
          list.reload();
        }}
        onClose={() => setActing(null)}
      />
    </Stack>
  );
}
