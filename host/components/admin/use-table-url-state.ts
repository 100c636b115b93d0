import type { GridColDef, GridPaginationModel, GridSortModel, GridValidRowModel } from '@mui/x-data-grid';
import { useMemo, useRef } from 'react';
import { useListUrlState } from '../use-list-url-state';
import { sortModelOf, sortStateOf, tableUrlFields } from './server-table-url-state';

/**
 * A server table's search, order, page and page size as the URL names them, in the grid's terms, and the
 * handlers that put the grid's changes in the URL.
 */
export function useTableUrlState<Row extends GridValidRowModel>(columns: readonly GridColDef<Row>[], initialSort?: GridSortModel) {
  const sortableKey = columns
    .filter((column) => column.sortable !== false)
    .map((column) => column.field)
    .join(',');
  const initialSortKey = JSON.stringify(initialSort ?? []);
  const fields = useMemo(
    () => tableUrlFields(sortableKey ? sortableKey.split(',') : [], JSON.parse(initialSortKey) as GridSortModel),
    [sortableKey, initialSortKey],
  );
  const [shown, show] = useListUrlState(fields);
  const sortModel = useMemo(() => sortModelOf({ order: shown.order, direction: shown.direction }), [shown.order, shown.direction]);
  const paginationModel = useMemo(() => ({ page: shown.page - 1, pageSize: shown.pageSize }), [shown.page, shown.pageSize]);

  // The grid goes to its first page whenever its order changes, also when the URL changes it (Back): that
  // move is not the user's, so the page the URL names stays. A user's new order starts at page 1 by itself.
  const sortKey = JSON.stringify(sortModel);
  const pagedSortKey = useRef(sortKey);
  const onPaginationModelChange = (model: GridPaginationModel) => {
    const followsOrder = model.page === 0 && model.pageSize === shown.pageSize && pagedSortKey.current !== sortKey;
    pagedSortKey.current = sortKey;
    if (!followsOrder) show({ page: model.page + 1, pageSize: model.pageSize });
  };
  const onSortModelChange = (model: GridSortModel) => show({ ...sortStateOf(model), page: 1 });

  return { shown, show, sortModel, paginationModel, onPaginationModelChange, onSortModelChange };
}
