import type { GridSortModel } from '@mui/x-data-grid';
import { choiceField, ORDER_DIRECTIONS, positiveIntField, textField, type UrlField, type UrlState } from '../list-url-state';

export const PAGE_SIZES = [25, 50, 100] as const;

/** The table's page in the URL; a page that filters the table sets it back to 1 with its filter. */
export const TABLE_PAGE_FIELD = positiveIntField('page');

const pageSizeField: UrlField<number> = {
  ...positiveIntField('size', PAGE_SIZES[0]),
  parse: (text) => PAGE_SIZES.find((size) => String(size) === text),
};

/** The URL fields of a server table whose columns `sortable` may order it; left out, it is in its initial order. */
export function tableUrlFields(sortable: readonly string[], initialSort?: GridSortModel) {
  const initial = initialSort?.[0];
  return {
    search: textField('q'),
    page: TABLE_PAGE_FIELD,
    pageSize: pageSizeField,
    order: choiceField('order', sortable, initial?.field),
    direction: choiceField('dir', ORDER_DIRECTIONS, initial?.sort ?? 'asc'),
  } as const;
}

export type TableUrlState = UrlState<ReturnType<typeof tableUrlFields>>;

export function sortModelOf(state: Pick<TableUrlState, 'order' | 'direction'>): GridSortModel {
  return state.order ? [{ field: state.order, sort: state.direction }] : [];
}

export function sortStateOf(model: GridSortModel): Pick<TableUrlState, 'order' | 'direction'> {
  const [first] = model;
  return { order: first?.field, direction: first?.sort ?? 'asc' };
}
