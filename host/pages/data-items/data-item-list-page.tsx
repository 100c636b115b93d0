import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DATA_ITEM_FILTERS,
  DATA_ITEM_SORTS,
  DEFAULT_DATA_ITEM_FILTER,
  type DataItemFilter,
  type DataItemSort,
  type DataItemSummary,
} from '../../../core/domain/data-governance-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../../components/http-error-message';
import { choiceField, ORDER_DIRECTIONS, textField } from '../../components/list-url-state';
import { EmptyState, ErrorState, PageLoading } from '../../components/page-states';
import { useAsync } from '../../../sdk/ui/use-async';
import { useListUrlState } from '../../components/use-list-url-state';
import { useSearchText } from '../../components/use-search-text';
import { VIEW_MODES, ViewModeToggle } from '../../components/view-mode-toggle';
import { useHeaderTitle } from '../../shell/header-bar';
import { DataItemCard } from './data-item-card';
import type { DataItemKind } from './data-item-kind';
import { DataItemTable } from './data-item-table';
import { NewDataItemDialog } from './new-data-item-dialog';
import { useDataItemActions } from './use-data-item-actions';
import { useDataItemAccess } from './use-data-item-access';

const LIST_FIELDS = {
  search: textField('q'),
  filter: choiceField<DataItemFilter>('filter', DATA_ITEM_FILTERS, DEFAULT_DATA_ITEM_FILTER),
  sort: choiceField<DataItemSort>('sort', DATA_ITEM_SORTS, 'name'),
  direction: choiceField('direction', ORDER_DIRECTIONS, 'asc'),
  view: choiceField('view', VIEW_MODES, 'grid'),
} as const;

/** The dialog that makes an item from a spreadsheet. */
export type UploadDialogComponent<T> = ComponentType<{ open: boolean; onClose(): void; onCreated(item: T): void }>;

export interface DataItemListPageProps<T extends DataItemSummary> {
  kind: DataItemKind<T>;
  UploadDialog: UploadDialogComponent<T>;
  /** "Its 3 groups and 12 details go with it.": what goes when the item is deleted. */
  deleteBody(item: T): string;
  /** Links on a card beside Open (the catalog's Manage). */
  cardLinks?(item: T): ReactNode;
}

/**
 * /data-catalogs and /data-maps: the items the user may read, global and their company's, searched, filtered
 * and sorted by the server (name ascending, all, unless the URL says otherwise), as cards or rows. New, Upload
 * and copies for those whose company lets them write; permissions and delete for each item's admins.
 */
export function DataItemListPage<T extends DataItemSummary>(props: DataItemListPageProps<T>) {
  const { t } = useTranslation('host');
  useHeaderTitle(t(`${props.kind.messages}.list.title`));
  if (!useDataItemAccess().read) return <EmptyState title={t('dataItems.noAccess.title')}>{t(`${props.kind.messages}.noAccess.body`)}</EmptyState>;
  return <DataItemList {...props} />;
}

function DataItemList<T extends DataItemSummary>({ kind, UploadDialog, deleteBody, cardLinks }: DataItemListPageProps<T>) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const navigate = useNavigate();
  const access = useDataItemAccess();
  const [{ search: shownSearch, filter, sort, direction, view }, show] = useListUrlState(LIST_FIELDS);
  const [search, setSearch] = useSearchText(shownSearch, (next, options) => show({ search: next }, options));
  const [dialog, setDialog] = useState<'new' | 'upload' | null>(null);
  const query = new URLSearchParams({ filter, sort, direction, ...(shownSearch.trim() ? { search: shownSearch.trim() } : {}) }).toString();
  const list = useAsync((signal) => http.get<T[]>(`${kind.api.list}?${query}`, { signal }), [http, kind, query]);
  const opened = (item: T) => navigate(kind.itemPath(item.id));
  const actions = useDataItemActions({ kind, deleteBody, onCopied: opened, onDeleted: list.reload });
  const narrowed = shownSearch !== '' || filter !== DEFAULT_DATA_ITEM_FILTER;
  const m = kind.messages;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1200, mx: 'auto', width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 1.5 }}>
        <TextField size="small" type="search" label={t(`${m}.list.search`)} value={search} onChange={(event) => setSearch(event.target.value)} sx={{ minWidth: { sm: 240 } }} />
        <TextField select size="small" label={t('dataItems.filter')} value={filter} onChange={(event) => show({ filter: event.target.value as DataItemFilter })} sx={{ minWidth: 160 }}>
          {DATA_ITEM_FILTERS.map((key) => (
            <MenuItem key={key} value={key}>
              {t(`${m}.filter.${key}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('dataItems.sortLabel')}
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
                {t(`dataItems.sort.${key}_${order}`)}
              </MenuItem>
            )),
          )}
        </TextField>
        <Box>
          <ViewModeToggle value={view} onChange={(next) => show({ view: next })} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {access.create && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={() => setDialog('upload')}>
              {t('dataItems.upload.open')}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
              {t(`${m}.list.new`)}
            </Button>
          </Stack>
        )}
      </Stack>
      {actions.failure && (
        <Alert severity="error" onClose={actions.clearFailure}>
          {actions.failure}
        </Alert>
      )}
      {list.status === 'loading' && <PageLoading />}
      {list.status === 'error' && <ErrorState message={describeHttpError(list.error, t)} onRetry={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && (
        <EmptyState title={narrowed ? t(`${m}.list.noMatchTitle`) : t(`${m}.list.emptyTitle`)}>
          {narrowed ? t(`${m}.list.noMatchBody`) : access.create ? t(`${m}.list.emptyCreate`) : t(`${m}.list.emptyAsk`)}
        </EmptyState>
      )}
      {list.status === 'ready' && list.data.length > 0 && view === 'list' && (
        <DataItemTable kind={kind} items={list.data} label={t(`${m}.list.title`)} actions={actions.menu} />
      )}
      {list.status === 'ready' && list.data.length > 0 && view === 'grid' && (
        <Box component="section" aria-label={t(`${m}.list.title`)} sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' }}>
          {list.data.map((item) => (
            <DataItemCard key={item.id} kind={kind} item={item} links={cardLinks?.(item)} actions={actions.menu(item)} />
          ))}
        </Box>
      )}
      <NewDataItemDialog kind={kind} open={dialog === 'new'} onClose={() => setDialog(null)} onCreated={opened} />
      <UploadDialog open={dialog === 'upload'} onClose={() => setDialog(null)} onCreated={opened} />
      {actions.dialogs}
    </Stack>
  );
}
