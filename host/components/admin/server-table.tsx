/**
 * The admin areas' table: server-paged, sortable and searchable (MUI X Data Grid in server mode), so ten
 * thousand users load a page at a time. The page gives the columns and the URL; the table sends
 * `page`, `per_page`, `sort`, `direction` and `search` (server/schemas/admin-page-schema.ts) and expects
 * `{ items, total }`. Bump `reloadKey` after a change to fetch the current page again. A `datatable.json`
 * call takes the same fields as a POST body (`method: 'post'`); `onSelectionChange` adds row checkboxes.
 */
import { Alert, Stack, TextField } from '@mui/material';
import {
  DataGrid, type GridColDef, type GridPaginationModel, type GridRowId, type GridRowParams, type GridRowSelectionModel, type GridSortModel, type GridValidRowModel,
} from '@mui/x-data-grid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../http-error-message';

export interface ServerTableProps<Row extends GridValidRowModel> {
  /** The list's URL, e.g. `/api/company_admin/users.json`. */
  url: string;
  columns: GridColDef<Row>[];
  /** The accessible name of the grid ("Users"). */
  label: string;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  /** Extra query parameters (filters). */
  params?: Record<string, string | number | boolean | undefined>;
  initialSort?: GridSortModel;
  reloadKey?: unknown;
  onRowClick?: (row: Row) => void;
  /** Shown above the table, beside the search box (e.g. an "Invite" button). */
  actions?: ReactNode;
  /** What an empty table says. */
  emptyText: string;
  /** How the page is asked for: query parameters (GET, the default) or a POST body (a `datatable.json` call). */
  method?: 'get' | 'post';
  /** Told the selected rows' ids; given, each row has a checkbox. */
  onSelectionChange?: (ids: GridRowId[]) => void;
  /** Told every page the server answers (e.g. a count it carries besides the rows). */
  onPage?: (page: { items: Row[]; total: number }) => void;
}

const PAGE_SIZES = [25, 50, 100];
const SEARCH_DELAY_MS = 300;

export function ServerTable<Row extends GridValidRowModel>(props: ServerTableProps<Row>) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: PAGE_SIZES[0] });
  const [sort, setSort] = useState<GridSortModel>(props.initialSort ?? []);
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const onPage = useRef(props.onPage);
  onPage.current = props.onPage;

  // Only a changed search fetches again (and goes back to the first page); the first render fetches once.
  useEffect(() => {
    const next = search.trim();
    if (next === appliedSearch) return;
    const timer = setTimeout(() => {
      setAppliedSearch(next);
      setPagination((current) => ({ ...current, page: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, appliedSearch]);

  const paramsKey = JSON.stringify(props.params ?? {});
  // Other filters start again on the first page, as a new search does.
  const [shownParamsKey, setShownParamsKey] = useState(paramsKey);
  if (shownParamsKey !== paramsKey) {
    setShownParamsKey(paramsKey);
    setPagination((current) => ({ ...current, page: 0 }));
  }
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const query = {
      ...(JSON.parse(paramsKey) as Record<string, string | number | boolean | undefined>),
      page: pagination.page + 1,
      per_page: pagination.pageSize,
      sort: sort[0]?.field,
      direction: sort[0]?.sort ?? undefined,
      search: appliedSearch || undefined,
    };
    (props.method === 'post'
      ? http.post<{ items: Row[]; total: number }>(props.url, query, { signal: controller.signal })
      : http.get<{ items: Row[]; total: number }>(props.url, { signal: controller.signal, params: query })
    )
      .then((page) => {
        onPage.current?.(page);
        setRows(page.items);
        setTotal(page.total);
        setError(null);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(describeHttpError(reason, t));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [http, props.url, props.method, paramsKey, pagination, sort, appliedSearch, props.reloadKey, t]);

  return (
    <Stack spacing={2}>
      {(props.searchLabel || props.actions) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {props.searchLabel && (
            <TextField
              size="small"
              type="search"
              label={props.searchLabel}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ minWidth: 260 }}
            />
          )}
          <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
            {props.actions}
          </Stack>
        </Stack>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <DataGrid<Row>
        aria-label={props.label}
        rows={rows}
        columns={props.columns}
        rowCount={total}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        checkboxSelection={props.onSelectionChange !== undefined}
        onRowSelectionModelChange={
          props.onSelectionChange ? (model: GridRowSelectionModel) => props.onSelectionChange?.(selectedIds(model, rows)) : undefined
        }
        pageSizeOptions={PAGE_SIZES}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        sortModel={sort}
        onSortModelChange={(model) => {
          setSort(model);
          setPagination((current) => ({ ...current, page: 0 }));
        }}
        onRowClick={props.onRowClick ? (params: GridRowParams<Row>) => props.onRowClick?.(params.row) : undefined}
        localeText={{ noRowsLabel: props.emptyText }}
        autoHeight
        sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-row': { cursor: props.onRowClick ? 'pointer' : 'default' } }}
      />
    </Stack>
  );
}

/** The ids a selection model names: the grid keeps an exclusion model after "select all". */
function selectedIds(model: GridRowSelectionModel, rows: readonly GridValidRowModel[]): GridRowId[] {
  if (model.type === 'include') return [...model.ids];
  return rows.map((row) => row.id as GridRowId).filter((id) => !model.ids.has(id));
}
