import { describe, expect, it } from 'vitest';
import { stateFromUrl, urlFromState } from '../list-url-state';
import { sortModelOf, sortStateOf, tableUrlFields } from './server-table-url-state';

const fields = tableUrlFields(['name', 'created_at'], [{ field: 'created_at', sort: 'desc' }]);
const read = (query: string) => stateFromUrl(new URLSearchParams(query), fields);

describe('server table state in the URL', () => {
  it('is in its initial order on the first page of 25 when the URL names nothing', () => {
    expect(read('')).toEqual({ search: '', page: 1, pageSize: 25, order: 'created_at', direction: 'desc' });
    expect(sortModelOf(read(''))).toEqual([{ field: 'created_at', sort: 'desc' }]);
  });

  it('orders only by a sortable column and pages only by an offered size', () => {
    expect(read('order=password&size=1000')).toMatchObject({ order: 'created_at', pageSize: 25 });
    expect(read('order=name&dir=asc&size=100')).toMatchObject({ order: 'name', direction: 'asc', pageSize: 100 });
  });

  it('leaves the initial order out of the URL, and writes another', () => {
    expect(urlFromState({ ...read(''), ...sortStateOf([{ field: 'created_at', sort: 'desc' }]) }, fields).toString()).toBe('');
    expect(urlFromState({ ...read(''), ...sortStateOf([{ field: 'name', sort: 'asc' }]) }, fields).toString()).toBe('order=name&dir=asc');
  });

  it('is unordered without an initial order when the grid clears its order', () => {
    const unordered = tableUrlFields(['name']);
    const state = { ...stateFromUrl(new URLSearchParams('order=name'), unordered), ...sortStateOf([]) };
    expect(urlFromState(state, unordered).toString()).toBe('');
    expect(sortModelOf(state)).toEqual([]);
  });
});
