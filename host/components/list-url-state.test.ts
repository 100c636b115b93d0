import { describe, expect, it } from 'vitest';
import { choiceField, idField, idListField, positiveIntField, stateFromUrl, textField, urlFromState } from './list-url-state';

const FIELDS = {
  search: textField('q'),
  page: positiveIntField('page'),
  company: idField('company'),
  labels: idListField('labels'),
  status: choiceField('status', ['all', 'open', 'closed'] as const, 'all'),
  order: choiceField('order', ['name', 'created_at'] as const),
} as const;

const read = (query: string) => stateFromUrl(new URLSearchParams(query), FIELDS);
const DEFAULTS = { search: '', page: 1, company: undefined, labels: [], status: 'all', order: undefined };

describe('list state read from the URL', () => {
  it('is the defaults when the URL names nothing', () => {
    expect(read('')).toEqual(DEFAULTS);
  });

  it('reads each field from its query name', () => {
    expect(read('q=acme&page=3&company=12&labels=4,9&status=open&order=name')).toEqual({
      search: 'acme',
      page: 3,
      company: 12,
      labels: [4, 9],
      status: 'open',
      order: 'name',
    });
  });

  it('falls back to the default for bad or unknown values', () => {
    expect(read('page=0&company=-4&status=bogus&order=DROP&labels=x,,-1')).toEqual(DEFAULTS);
    expect(read('page=2.5&company=abc')).toEqual(DEFAULTS);
    expect(read('page=')).toEqual(DEFAULTS);
  });

  it('keeps the good ids of a list that has bad ones', () => {
    expect(read('labels=3,x,0,7').labels).toEqual([3, 7]);
  });

  it('trims a search', () => {
    expect(read('q=%20acme%20').search).toBe('acme');
  });
});

describe('list state written to the URL', () => {
  it('leaves the defaults out', () => {
    expect(urlFromState(DEFAULTS as ReturnType<typeof read>, FIELDS).toString()).toBe('');
    expect(urlFromState({ ...read(''), search: '   ', status: 'all' }, FIELDS).toString()).toBe('');
  });

  it('writes what differs from the defaults', () => {
    const state = { ...read(''), search: ' acme ', page: 2, company: 5, labels: [1, 2], status: 'closed', order: 'created_at' } as const;
    expect(urlFromState(state, FIELDS).toString()).toBe('q=acme&page=2&company=5&labels=1%2C2&status=closed&order=created_at');
  });

  it('reads back what it writes', () => {
    const state = { ...read(''), search: 'x', page: 4, order: 'name' } as const;
    expect(read(urlFromState(state, FIELDS).toString())).toEqual(state);
  });

  it('keeps the parameters no field owns and drops a field set back to its default', () => {
    const current = new URLSearchParams('tab=people&q=old&page=3');
    expect(urlFromState({ ...read(current.toString()), search: '', page: 1 }, FIELDS, current).toString()).toBe('tab=people');
  });
});
