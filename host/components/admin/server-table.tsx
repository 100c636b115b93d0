/**
 * The admin areas' table: server-paged, sortable and searchable (MUI X Data Grid in server mode), so ten
 * thousand users load a page at a time. The page gives the columns and the URL; the table sends
 * `page`, `per_page`, `sort`, `direction` and `search` (server/schemas/admin-page-schema.ts) and expects
 * `{ items, total }`. Bump `reloadKey` after a change to fetch the current page again. A `datatable.json`
 * call takes the same fields as a POST body (`method: 'post'`); `onSelectionChange` adds row checkboxes.
 * The search, order, page and page size are kept in the URL, so a table can be shared and Back returns to
 * what it showed.
 */
import { Alert, Stack, TextField } from '@mui/material';
import {
  DataGrid, type GridColDef, type GridRowId, type GridRowParams, type GridRowSelectionModel, type GridSortModel, type GridValidRowModel,
} from '@mui/x-data-grid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import { describeHttpError } from '../http-error-message';
import { useSearchText } from '../use-search-text';
import { PAGE_SIZES } from './server-table-url-state';
import { useTableUrlState } from './use-table-url-state';

export interface ServerTableProps<Row extends GridValidRowModel> {
  /** The list's URL, e.g. `/api/company_admin/users.json`. */
  url: string;
  columns: GridColDef<Row>[];
  /** The accessible name of the grid ("Users"). */
  label: string;
  /** The search box's label; no search box without it. */
  searchLabel?: string;
  /** Extra query parameters (filters); a page that changes them sets the URL's page back to 1 (`TABLE_PAGE_FIELD`). */
  params?: Record<string, string | number | boolean | undefined>;
  /** The order when the URL names none; given, a column is sorted one way or the other, never unsorted. */
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

export function ServerTable<Row extends GridValidRowModel>(props: ServerTableProps<Row>) {
  const { t } = useTranslation('host');
  const http = useService(HttpClient);
  const table = useTableUrlState(props.columns, props.initialSort);
  const { shown, show } = table;
  const [search, setSearch] = useSearchText(shown.search, (next, options) => show({ search: next, page: 1 }, options));
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const onPage = useRef(props.onPage);
  onPage.current = props.onPage;

  const paramsKey = JSON.stringify(props.params ?? {});
  // Until the answer to this search and filter comes, its total is unknown (-1): another one's total, or none,
  // would move the grid off the page the URL names.
  const answerKey = JSON.stringify([paramsKey, shown.search, shown.order, shown.direction, shown.pageSize]);
  const [answeredKey, setAnsweredKey] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const query = {
      ...(JSON.parse(paramsKey) as Record<string, string | number | boolean | undefined>),
      page: shown.page,
      per_page: shown.pageSize,
      sort: shown.order,
      direction: shown.order ? shown.direction : undefined,
      search: (props.searchLabel && shown.search) || undefined,
    };
    (props.method === 'post'
      ? http.post<{ items: Row[]; total: number }>(props.url, query, { signal: controller.signal })
      : http.get<{ items: Row[]; total: number }>(props.url, { signal: controller.signal, params: query })
    )
      .then((page) => {
        onPage.current?.(page);
        setRows(page.items);
        setTotal(page.total);
        setAnsweredKey(answerKey);
        setError(null);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(describeHttpError(reason, t));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [http, props.url, props.method, paramsKey, answerKey, shown.page, shown.pageSize, shown.search, shown.order, shown.direction, props.searchLabel, props.reloadKey, t]);

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
        rowCount={answeredKey === answerKey ? total : -1}
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
        pageSizeOptions={[...PAGE_SIZES]}
        paginationModel={table.paginationModel}
        onPaginationModelChange={table.onPaginationModelChange}
        sortModel={table.sortModel}
        sortingOrder={props.initialSort ? ['asc', 'desc'] : undefined}
        onSortModelChange={table.onSortModelChange}
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
