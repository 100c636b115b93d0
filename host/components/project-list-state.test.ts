import { describe, expect, it } from 'vitest';
import {
  choicesFromPreference,
  choicesOver,
  DEFAULT_CHOICES,
  EMPTY_FILTER,
  emptyReason,
  LIST_PAGE_SIZE,
  listQuery,
  PROJECT_LIST_URL_FIELDS,
  pageCount,
  toggleLabel,
  withFilter,
  type ListChoices,
} from './project-list-state';
import { stateFromUrl, urlFromState } from './list-url-state';

describe('project list state', () => {
  it('defaults to grid, last activity, newest first', () => {
    expect(DEFAULT_CHOICES).toEqual({ view: 'grid', order: 'last_event_date', direction: 'desc' });
    expect(choicesFromPreference(null)).toEqual(DEFAULT_CHOICES);
  });

  it('restores remembered choices and ignores unknown or missing ones', () => {
    expect(choicesFromPreference({ view: 'list', order: 'name', direction: 'asc' })).toEqual({
      view: 'list',
      order: 'name',
      direction: 'asc',
    });
    expect(choicesFromPreference({ view: 'cards', order: 'size', direction: 'up' })).toEqual(DEFAULT_CHOICES);
    expect(choicesFromPreference({ order: 'created_at' })).toEqual({ ...DEFAULT_CHOICES, order: 'created_at' });
    expect(choicesFromPreference('list')).toEqual(DEFAULT_CHOICES);
  });

  it('asks for pages of 50 with the scope, order and direction', () => {
    expect(listQuery('all_projects', DEFAULT_CHOICES, EMPTY_FILTER)).toEqual({
      scope: 'all_projects',
      order: 'last_event_date',
      direction: 'desc',
      page: 1,
      per_page: LIST_PAGE_SIZE,
    });
    expect(LIST_PAGE_SIZE).toBe(50);
  });

  it('adds the trimmed search and the labels as a sorted comma list', () => {
    const query = listQuery('favorites', DEFAULT_CHOICES, { search: '  launch ', labelIds: [9, 2], page: 3 });
    expect(query).toMatchObject({ scope: 'favorites', search: 'launch', label_ids: '2,9', page: 3 });
    expect(listQuery('favorites', DEFAULT_CHOICES, { ...EMPTY_FILTER, search: '   ' })).not.toHaveProperty('search');
  });

  it('sends the team only with the team scope', () => {
    expect(listQuery('team', DEFAULT_CHOICES, EMPTY_FILTER, 4)).toMatchObject({ scope: 'team', role_id: 4 });
    expect(listQuery('all_projects', DEFAULT_CHOICES, EMPTY_FILTER, 4)).not.toHaveProperty('role_id');
  });

  it('starts again at the first page when the filter changes', () => {
    expect(withFilter({ search: 'a', labelIds: [], page: 4 }, { search: 'ab' })).toEqual({ search: 'ab', labelIds: [], page: 1 });
    expect(withFilter({ search: '', labelIds: [1], page: 2 }, { labelIds: [1, 2] }).page).toBe(1);
  });

  it('toggles a label in and out of the filter', () => {
    expect(toggleLabel([1, 2], 3)).toEqual([1, 2, 3]);
    expect(toggleLabel([1, 2, 3], 2)).toEqual([1, 3]);
  });

  it('tells "nothing here yet" from "nothing matches"', () => {
    expect(emptyReason(EMPTY_FILTER)).toBe('nothing-yet');
    expect(emptyReason({ ...EMPTY_FILTER, search: 'x' })).toBe('no-match');
    expect(emptyReason({ ...EMPTY_FILTER, labelIds: [1] })).toBe('no-match');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(50)).toBe(1);
    expect(pageCount(5000)).toBe(100);
    expect(pageCount(5001)).toBe(101);
  });
});

describe('project list state in the URL', () => {
  const remembered: ListChoices = { view: 'grid', order: 'last_event_date', direction: 'desc' };
  const read = (query: string) => stateFromUrl(new URLSearchParams(query), PROJECT_LIST_URL_FIELDS);

  it('reads the filter, dropping malformed labels and pages', () => {
    expect(read('q=acme&labels=3,x,-1,7&page=0')).toMatchObject({ search: 'acme', labelIds: [3, 7], page: 1 });
    expect(read('')).toMatchObject(EMPTY_FILTER);
  });

  it('lays the URL choices over the remembered ones, ignoring unknown values', () => {
    expect(choicesOver(remembered, read('view=list&order=bogus'))).toEqual({ ...remembered, view: 'list' });
    expect(choicesOver(remembered, read(''))).toEqual(remembered);
  });

  it('writes only what narrows the list, and the choices the user made on it', () => {
    expect(urlFromState(read(''), PROJECT_LIST_URL_FIELDS).toString()).toBe('');
    const shown = { search: ' acme ', labelIds: [2, 5], page: 3, view: 'list', order: 'name', direction: 'asc' } as const;
    expect(urlFromState(shown, PROJECT_LIST_URL_FIELDS).toString()).toBe('q=acme&labels=2%2C5&page=3&view=list&order=name&dir=asc');
    expect(urlFromState({ ...read(''), search: 'x', labelIds: [4], page: 2 }, PROJECT_LIST_URL_FIELDS).toString()).toBe('q=x&labels=4&page=2');
  });
});
