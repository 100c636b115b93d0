import { describe, expect, it } from 'vitest';
import type { EntityItem } from '../entity-values/entity-item';
import { listCsv } from './list-csv';
import type { ListField, ListValue } from './list-field';
import {
  choicesFromStored,
  DEFAULT_LIST_VIEW,
  groupItems,
  isManualOrder,
  nextSort,
  sortItems,
  visibleItems,
  type ListViewChoices,
} from './list-view-state';

const title: ListField = { name: 'title', label: 'Title', kind: 'text', required: true };
const notes: ListField = { name: 'notes', label: 'Notes', kind: 'richText' };
const impact: ListField = { name: 'impact', label: 'Impact', kind: 'select', options: ['low', 'high'], optionLabels: { low: 'Low', high: 'High' } };
const score: ListField = { name: 'score', label: 'Score', kind: 'number' };
const due: ListField = { name: 'due', label: 'Due', kind: 'date' };
const done: ListField = { name: 'done', label: 'Done', kind: 'checkbox' };
const fields = [title, notes, impact, score, due, done];

const items: EntityItem<ListValue>[] = [
  { title: 'banana', impact: 'high', score: 10, due: '2026-03-01', notes: '<p>Ripe <b>fruit</b></p>' },
  { title: 'Apple', impact: 'low', score: 2, done: true },
  { title: 'cherry', score: 9, due: '2026-01-15' },
  { title: 'apple pie', impact: 'high', due: '2026-02-01', done: false },
].map((value, index) => ({ key: `k${index}`, id: index + 1, value, position: index }));

const titles = (rows: readonly EntityItem<ListValue>[]) => rows.map((item) => item.value.title);
const view = (choices: Partial<ListViewChoices>) => titles(visibleItems(items, fields, { ...DEFAULT_LIST_VIEW, ...choices }));

describe('sorting the list', () => {
  it('sorts text by the user’s locale, ignoring case', () => {
    expect(titles(sortItems(items, title, 'asc'))).toEqual(['Apple', 'apple pie', 'banana', 'cherry']);
    expect(titles(sortItems(items, title, 'desc'))).toEqual(['cherry', 'banana', 'apple pie', 'Apple']);
  });

  it('sorts numbers by value and choices by their declared order, unset values last either way', () => {
    expect(titles(sortItems(items, score, 'asc'))).toEqual(['Apple', 'cherry', 'banana', 'apple pie']);
    expect(titles(sortItems(items, score, 'desc'))).toEqual(['banana', 'cherry', 'Apple', 'apple pie']);
    expect(titles(sortItems(items, impact, 'asc'))).toEqual(['Apple', 'banana', 'apple pie', 'cherry']);
  });

  it('sorts dates and treats an unticked checkbox as no', () => {
    expect(titles(sortItems(items, due, 'asc'))).toEqual(['cherry', 'apple pie', 'banana', 'Apple']);
    expect(titles(sortItems(items, done, 'desc'))).toEqual(['Apple', 'banana', 'cherry', 'apple pie']);
  });

  it('cycles a header click through ascending, descending and the manual order', () => {
    expect(nextSort(undefined, 'title')).toEqual({ field: 'title', direction: 'asc' });
    expect(nextSort({ field: 'title', direction: 'asc' }, 'title')).toEqual({ field: 'title', direction: 'desc' });
    expect(nextSort({ field: 'title', direction: 'desc' }, 'title')).toBeUndefined();
    expect(nextSort({ field: 'title', direction: 'desc' }, 'score')).toEqual({ field: 'score', direction: 'asc' });
  });
});

describe('filtering and searching the list', () => {
  it('filters text by contains, a select by one of, numbers and dates by range, a checkbox by yes or no', () => {
    expect(view({ filters: { title: { contains: 'APP' } } })).toEqual(['Apple', 'apple pie']);
    expect(view({ filters: { impact: { oneOf: ['high'] } } })).toEqual(['banana', 'apple pie']);
    expect(view({ filters: { impact: { oneOf: [''] } } })).toEqual(['cherry']);
    expect(view({ filters: { score: { min: '3', max: '9' } } })).toEqual(['cherry']);
    expect(view({ filters: { due: { max: '2026-02-01' } } })).toEqual(['cherry', 'apple pie']);
    expect(view({ filters: { done: { checked: false } } })).toEqual(['banana', 'cherry', 'apple pie']);
  });

  it('combines filters with the search, which looks in every text field without markup', () => {
    expect(view({ search: 'fruit' })).toEqual(['banana']);
    expect(view({ search: 'ripe fruit' })).toEqual(['banana']);
    expect(view({ search: 'b>' })).toEqual([]);
    expect(view({ search: 'apple', filters: { impact: { oneOf: ['high'] } } })).toEqual(['apple pie']);
  });

  it('ignores empty filters, so they leave the manual order on', () => {
    const choices = { ...DEFAULT_LIST_VIEW, filters: { title: { contains: ' ' }, score: {} } };
    expect(view(choices)).toEqual(['banana', 'Apple', 'cherry', 'apple pie']);
    expect(isManualOrder(choices)).toBe(true);
    expect(isManualOrder({ ...DEFAULT_LIST_VIEW, search: 'a' })).toBe(false);
    expect(isManualOrder({ ...DEFAULT_LIST_VIEW, groupBy: 'impact' })).toBe(false);
  });
});

describe('grouping the list', () => {
  it('groups by a select field in option order, items without a value last, empty groups left out', () => {
    const groups = groupItems(items, impact, 'Not set');
    expect(groups.map((group) => [group.label, titles(group.items)])).toEqual([
      ['Low', ['Apple']],
      ['High', ['banana', 'apple pie']],
      ['Not set', ['cherry']],
    ]);
  });
});

describe('remembered choices', () => {
  it('keeps only what still fits the declared fields', () => {
    const stored = {
      sort: { field: 'gone', direction: 'asc' },
      filters: { title: { contains: 'a' }, gone: { contains: 'b' } },
      search: 'x',
      groupBy: 'title',
      hiddenColumns: ['notes', 'gone'],
    };
    expect(choicesFromStored(stored, fields)).toEqual({
      sort: undefined,
      filters: { title: { contains: 'a' } },
      search: 'x',
      groupBy: undefined,
      hiddenColumns: ['notes'],
    });
    expect(choicesFromStored(null, fields)).toBe(DEFAULT_LIST_VIEW);
  });
});

describe('listCsv', () => {
  it('writes the shown columns’ labels and the values as shown, guarded and quoted', () => {
    const rows = [{ key: 'a', id: 1, position: 0, value: { title: '=cmd', impact: 'high', notes: '<p>a, b</p>' } }];
    expect(listCsv([title, impact, notes], rows)).toBe('\uFEFFTitle,Impact,Notes\r\n\'=cmd,High,"a, b"\r\n');
  });
});
