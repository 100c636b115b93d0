/**
 * A list page's state as its URL query names it (search, order, direction, page, filters), so a list can be
 * shared and Back returns to what was shown. Each part is a field: its query name, the value it has when the
 * URL leaves it out, and how to read it. A value equal to the field's default is left out of the URL; a
 * missing, unknown or malformed value reads as the default, so an old or hand-edited link never breaks a page.
 */
import type { OrderDirection } from '../../core/domain/api-types';

export const ORDER_DIRECTIONS: readonly OrderDirection[] = ['asc', 'desc'];

export interface UrlField<T> {
  key: string;
  defaultValue: T;
  /** The value a query text names, or undefined when it names none. */
  parse(text: string): T | undefined;
  format(value: T): string;
}

export type UrlFields = Readonly<Record<string, UrlField<unknown>>>;

export type UrlState<F extends UrlFields> = { [K in keyof F]: F[K] extends UrlField<infer T> ? T : never };

/** Free text, such as a search; surrounding spaces do not count. */
export function textField(key: string): UrlField<string> {
  return { key, defaultValue: '', parse: (text) => text.trim(), format: (value) => value.trim() };
}

/** A whole number from 1 up, such as a page. */
export function positiveIntField(key: string, defaultValue = 1): UrlField<number> {
  return { key, defaultValue, parse: positiveInt, format: String };
}

/** A number that identifies a record (a company, a team), or none. */
export function idField(key: string): UrlField<number | undefined> {
  return { key, defaultValue: undefined, parse: positiveInt, format: (value) => String(value ?? '') };
}

/** Several record numbers, such as the chosen labels, comma-separated. */
export function idListField(key: string): UrlField<readonly number[]> {
  return {
    key,
    defaultValue: [],
    parse: (text) => text.split(',').map(positiveInt).filter((id) => id !== undefined),
    format: (ids) => ids.join(','),
  };
}

/** One of a known set of words, such as an order or a status. */
export function choiceField<T extends string>(key: string, choices: readonly T[], defaultValue: T): UrlField<T>;
export function choiceField<T extends string>(key: string, choices: readonly T[], defaultValue?: T): UrlField<T | undefined>;
export function choiceField<T extends string>(key: string, choices: readonly T[], defaultValue?: T): UrlField<T | undefined> {
  return {
    key,
    defaultValue,
    parse: (text) => choices.find((choice) => choice === text),
    format: (value) => value ?? '',
  };
}

/** The state a URL query names; what it leaves out or gets wrong is the default. */
export function stateFromUrl<F extends UrlFields>(params: URLSearchParams, fields: F): UrlState<F> {
  const state: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const text = params.get(field.key);
    const value = text === null ? undefined : field.parse(text);
    state[name] = value === undefined ? field.defaultValue : value;
  }
  return state as UrlState<F>;
}

/**
 * The URL query for a state: each value that differs from its default, over the query's other parameters
 * (those no field owns are kept, so a page's own parameters survive a change of its list).
 */
export function urlFromState<F extends UrlFields>(state: UrlState<F>, fields: F, others = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(others);
  for (const [name, field] of Object.entries(fields)) {
    const text = field.format(state[name]);
    if (text === '' || text === field.format(field.defaultValue)) params.delete(field.key);
    else params.set(field.key, text);
  }
  return params;
}

function positiveInt(text: string): number | undefined {
  const value = Number(text);
  return text !== '' && Number.isInteger(value) && value > 0 ? value : undefined;
}
