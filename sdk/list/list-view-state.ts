/**
 * What a list's table shows: the user's sort, filters, search, grouping and hidden columns, and the pure
 * functions that turn the items into the rows shown. Every choice works for any declared field, by kind.
 */
import { htmlAsText } from '../../core/domain/html-text';
import type { EntityItem } from '../entity-values/entity-item';
import { fieldDisplay, type ListField, type ListValue } from './list-field';

export type SortDirection = 'asc' | 'desc';

/** A filter on one field, by its kind: text contains, select (or registry item) one of, number or date range, checkbox yes/no. */
export type FieldFilter =
  | { contains: string }
  | { oneOf: string[] }
  | { min?: string; max?: string }
  | { checked: boolean };

export interface ListViewChoices {
  sort?: { field: string; direction: SortDirection };
  filters: { [field: string]: FieldFilter };
  search: string;
  /** A select field whose options group the rows. */
  groupBy?: string;
  hiddenColumns: string[];
}

export const DEFAULT_LIST_VIEW: ListViewChoices = { filters: {}, search: '', hiddenColumns: [] };

type Item = EntityItem<ListValue>;

const TEXT_KINDS = new Set<ListField['kind']>(['text', 'multiline', 'richText', 'url', 'checklist', 'user']);
export const isTextField = (field: ListField) => TEXT_KINDS.has(field.kind);

/** No value: absent, empty text, or nothing assigned. */
const isUnset = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A field's value as plain text: option labels for a select, rich text without its markup, a checklist's entries. */
export function plainText(field: ListField, value: ListValue): string {
  const raw = value[field.name];
  if (field.kind === 'checklist') return Array.isArray(raw) ? raw.map((entry) => entry.text).join('\n') : '';
  const shown = fieldDisplay(field, value);
  return field.kind === 'richText' ? htmlAsText(shown) : shown;
}

const fold = (text: string) => text.toLocaleLowerCase();

/** What a value chose, as filter values: an assignment field's ids, or the one value ('' when unset). */
function chosenValues(raw: ListValue[string]): string[] {
  if (Array.isArray(raw) && raw.length > 0) return raw.map(String);
  return [isUnset(raw) ? '' : String(raw)];
}

export function matchesFilter(field: ListField, value: ListValue, filter: FieldFilter): boolean {
  const raw = value[field.name];
  if ('contains' in filter) return fold(plainText(field, value)).includes(fold(filter.contains.trim()));
  if ('oneOf' in filter) return filter.oneOf.length === 0 || chosenValues(raw).some((chosen) => filter.oneOf.includes(chosen));
  if ('checked' in filter) return (raw === true) === filter.checked;
  const { min, max } = filter;
  if (isUnset(min) && isUnset(max)) return true;
  if (isUnset(raw)) return false;
  const toComparable = (text: string) => (field.kind === 'number' ? Number(text) : text);
  const comparable = field.kind === 'number' ? Number(raw) : String(raw);
  return (isUnset(min) || comparable >= toComparable(min!)) && (isUnset(max) || comparable <= toComparable(max!));
}

/** Whether a filter narrows anything (an empty text or an empty range does not). */
export function isActiveFilter(filter: FieldFilter | undefined): filter is FieldFilter {
  if (!filter) return false;
  if ('contains' in filter) return filter.contains.trim() !== '';
  if ('oneOf' in filter) return filter.oneOf.length > 0;
  if ('checked' in filter) return true;
  return !isUnset(filter.min) || !isUnset(filter.max);
}

export function matchesSearch(fields: readonly ListField[], value: ListValue, search: string): boolean {
  const wanted = fold(search.trim());
  return wanted === '' || fields.some((field) => isTextField(field) && fold(plainText(field, value)).includes(wanted));
}

/** The share of a checklist's entries that are done (0 when it has none). */
function doneShare(value: unknown): number {
  if (!Array.isArray(value) || value.length === 0) return 0;
  return value.filter((entry: { done?: boolean }) => entry.done === true).length / value.length;
}

/** A lookup item's place in its lookup's order (its items arrive ordered). */
function lookupRank(field: ListField, id: unknown): number {
  return field.lookupItems?.findIndex((item) => item.id === id) ?? -1;
}

/**
 * Orders two set values of a field: options in declared order, numbers and checkboxes by value, text (and
 * members' names, and an assignment field's names from the first on) by the user's locale.
 */
function compareValues(field: ListField, a: ListValue, b: ListValue): number {
  const x = a[field.name];
  const y = b[field.name];
  if (field.kind === 'select') return field.options.indexOf(String(x)) - field.options.indexOf(String(y));
  if (field.kind === 'number') return Number(x) - Number(y);
  if (field.kind === 'checkbox') return Number(x === true) - Number(y === true);
  if (field.kind === 'checklist') return doneShare(x) - doneShare(y);
  if (field.kind === 'lookup') return lookupRank(field, x) - lookupRank(field, y);
  return plainText(field, a).localeCompare(plainText(field, b), undefined, { sensitivity: 'base', numeric: true });
}

/** Sorted by a field; unset values go last either way, and equal ones keep their manual order. */
export function sortItems(items: readonly Item[], field: ListField, direction: SortDirection): Item[] {
  const sign = direction === 'asc' ? 1 : -1;
  // An unticked checkbox is a value (no), not an unset one.
  const unset = (item: Item) => field.kind !== 'checkbox' && isUnset(item.value[field.name]);
  return [...items].sort((a, b) => {
    if (unset(a) !== unset(b)) return unset(a) ? 1 : -1;
    if (unset(a)) return 0;
    return sign * compareValues(field, a.value, b.value);
  });
}

/** The rows shown: filtered, searched, then sorted (the manual order when no sort is chosen). */
export function visibleItems(items: readonly Item[], fields: readonly ListField[], choices: ListViewChoices): Item[] {
  const filters = fields.flatMap((field) => {
    const filter = choices.filters[field.name];
    return isActiveFilter(filter) ? [{ field, filter }] : [];
  });
  const shown = items.filter(
    (item) => filters.every(({ field, filter }) => matchesFilter(field, item.value, filter)) && matchesSearch(fields, item.value, choices.search),
  );
  const sortField = fields.find((field) => field.name === choices.sort?.field);
  return sortField && choices.sort ? sortItems(shown, sortField, choices.sort.direction) : shown;
}

export interface ItemGroup {
  /** The option value, or '' for items without one. */
  value: string;
  label: string;
  items: Item[];
}

/** The rows in groups by a select field's options, in declared order, "not set" last; empty groups left out. */
export function groupItems(items: readonly Item[], field: ListField, notSetLabel: string): ItemGroup[] {
  if (field.kind !== 'select') return [{ value: '', label: '', items: [...items] }];
  const groups: ItemGroup[] = [...field.options, ''].map((value) => ({
    value,
    label: value === '' ? notSetLabel : (field.optionLabels?.[value] ?? value),
    items: [],
  }));
  for (const item of items) {
    const value = String(item.value[field.name] ?? '');
    (groups.find((group) => group.value === value) ?? groups[groups.length - 1]).items.push(item);
  }
  return groups.filter((group) => group.items.length > 0);
}

/** Reordering by hand makes sense only in the manual order: not sorted, grouped, filtered or searched. */
export function isManualOrder(choices: ListViewChoices): boolean {
  return !choices.sort && !choices.groupBy && choices.search.trim() === '' && !Object.values(choices.filters).some(isActiveFilter);
}

/** Clicking a column header: ascending, then descending, then back to the manual order. */
export function nextSort(current: ListViewChoices['sort'], field: string): ListViewChoices['sort'] {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : undefined;
}

/** Choices read back from storage, keeping only what still fits the fields (a field may have been removed). */
export function choicesFromStored(stored: unknown, fields: readonly ListField[]): ListViewChoices {
  if (typeof stored !== 'object' || stored === null) return DEFAULT_LIST_VIEW;
  const value = stored as Partial<ListViewChoices>;
  const named = (name: unknown) => fields.find((field) => field.name === name);
  const sort = value.sort && named(value.sort.field) && ['asc', 'desc'].includes(value.sort.direction) ? value.sort : undefined;
  const filters = Object.fromEntries(
    Object.entries(typeof value.filters === 'object' && value.filters ? value.filters : {}).filter(([name]) => named(name)),
  );
  return {
    sort,
    filters,
    search: typeof value.search === 'string' ? value.search : '',
    groupBy: named(value.groupBy)?.kind === 'select' ? value.groupBy : undefined,
    hiddenColumns: Array.isArray(value.hiddenColumns) ? value.hiddenColumns.filter((name) => named(name)) : [],
  };
}
