import type { Id, OrderDirection, ProjectOrder } from '../../core/domain/api-types';
import type { HomeListPreference, WorkspaceProjectListQuery } from '../../core/domain/workspace-types';
import type { ListScope } from '../pages/project-lists';

export type ProjectViewMode = 'grid' | 'list';

/** Server pages of 50: a list of 5,000 projects costs the same to show as one of 5. */
export const LIST_PAGE_SIZE = 50;
export const SEARCH_DEBOUNCE_MS = 300;
/** Preference key of the home lists' view, order and direction (one set per user, for every list). */
export const HOME_LIST_PREFERENCE_KEY = 'home-list';

export const ORDERS: readonly ProjectOrder[] = ['last_event_date', 'name', 'created_at'];

/** The remembered choices; the spec's default is grid, newest activity first. */
export interface ListChoices {
  view: ProjectViewMode;
  order: ProjectOrder;
  direction: OrderDirection;
}

export const DEFAULT_CHOICES: ListChoices = { view: 'grid', order: 'last_event_date', direction: 'desc' };

/** What the user narrows the list with; not remembered. */
export interface ListFilter {
  search: string;
  labelIds: readonly Id[];
  page: number;
}

export const EMPTY_FILTER: ListFilter = { search: '', labelIds: [], page: 1 };

/**
 * Reads a stored preference defensively: anything missing or unknown falls back to the default, so an
 * old or hand-edited value never breaks the page.
 */
export function choicesFromPreference(value: unknown): ListChoices {
  if (typeof value !== 'object' || value === null) return DEFAULT_CHOICES;
  const stored = value as Partial<Record<keyof HomeListPreference, unknown>>;
  return {
    view: stored.view === 'list' || stored.view === 'grid' ? stored.view : DEFAULT_CHOICES.view,
    order: ORDERS.includes(stored.order as ProjectOrder) ? (stored.order as ProjectOrder) : DEFAULT_CHOICES.order,
    direction: stored.direction === 'asc' || stored.direction === 'desc' ? stored.direction : DEFAULT_CHOICES.direction,
  };
}

export function preferenceFromChoices(choices: ListChoices): HomeListPreference {
  return { view: choices.view, order: choices.order, direction: choices.direction };
}

/** A change of the ordering or the filter starts again at the first page. */
export function withFilter(filter: ListFilter, change: Partial<Omit<ListFilter, 'page'>>): ListFilter {
  return { ...filter, ...change, page: 1 };
}

export function toggleLabel(labelIds: readonly Id[], id: Id): Id[] {
  return labelIds.includes(id) ? labelIds.filter((other) => other !== id) : [...labelIds, id];
}

/** GET /api/projects.json parameters for one page of a list. */
export function listQuery(
  scope: ListScope,
  choices: ListChoices,
  filter: ListFilter,
  roleId?: Id,
): WorkspaceProjectListQuery {
  const query: WorkspaceProjectListQuery = {
    scope,
    order: choices.order,
    direction: choices.direction,
    page: filter.page,
    per_page: LIST_PAGE_SIZE,
  };
  const search = filter.search.trim();
  if (search) query.search = search;
  if (filter.labelIds.length > 0) query.label_ids = [...filter.labelIds].sort((a, b) => a - b).join(',');
  if (scope === 'team' && roleId !== undefined) query.role_id = roleId;
  return query;
}

/** An empty answer means "nothing here yet" only when nothing narrowed it; otherwise "no match". */
export function emptyReason(filter: ListFilter): 'nothing-yet' | 'no-match' {
  return filter.search.trim() || filter.labelIds.length > 0 ? 'no-match' : 'nothing-yet';
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

/** The URL query names of a list's state, so a list can be shared and Back returns to what was shown. */
const URL_KEYS = { search: 'q', labels: 'labels', page: 'page', view: 'view', order: 'order', direction: 'dir' } as const;

const positiveInts = (text: string | null): number[] =>
  (text ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** The filter a list URL names; anything missing or malformed is the empty filter's. */
export function filterFromUrl(params: URLSearchParams): ListFilter {
  const [page] = positiveInts(params.get(URL_KEYS.page));
  return { search: params.get(URL_KEYS.search) ?? '', labelIds: positiveInts(params.get(URL_KEYS.labels)), page: page ?? 1 };
}

/** The URL's view, order and direction over the remembered ones (a shared link shows what its sender saw). */
export function choicesFromUrl(params: URLSearchParams, remembered: ListChoices): ListChoices {
  const view = params.get(URL_KEYS.view);
  const order = params.get(URL_KEYS.order) as ProjectOrder | null;
  const direction = params.get(URL_KEYS.direction);
  return {
    view: view === 'grid' || view === 'list' ? view : remembered.view,
    order: order && ORDERS.includes(order) ? order : remembered.order,
    direction: direction === 'asc' || direction === 'desc' ? direction : remembered.direction,
  };
}

/** The list URL's query for a filter and (when given) choices; empty parts are left out. */
export function listUrlParams(filter: ListFilter, choices?: ListChoices): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set(URL_KEYS.search, filter.search.trim());
  if (filter.labelIds.length > 0) params.set(URL_KEYS.labels, filter.labelIds.join(','));
  if (filter.page > 1) params.set(URL_KEYS.page, String(filter.page));
  if (choices) {
    params.set(URL_KEYS.view, choices.view);
    params.set(URL_KEYS.order, choices.order);
    params.set(URL_KEYS.direction, choices.direction);
  }
  return params;
}
