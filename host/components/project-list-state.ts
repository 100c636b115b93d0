import type { Id, OrderDirection, ProjectOrder } from '../../core/domain/api-types';
import type { HomeListPreference, WorkspaceProjectListQuery } from '../../core/domain/workspace-types';
import type { ListScope } from '../pages/project-lists';
import { choiceField, ORDER_DIRECTIONS, idListField, positiveIntField, textField } from './list-url-state';
import { VIEW_MODES, type ViewMode } from './view-mode-toggle';


/** Server pages of 50: a list of 5,000 projects costs the same to show as one of 5. */
export const LIST_PAGE_SIZE = 50;
/** Preference key of the home lists' view, order and direction (one set per user, for every list). */
export const HOME_LIST_PREFERENCE_KEY = 'home-list';

export const ORDERS: readonly ProjectOrder[] = ['last_event_date', 'name', 'created_at'];

/** The remembered choices; the spec's default is grid, newest activity first. */
export interface ListChoices {
  view: ViewMode;
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

/**
 * The URL query names of a list's state. The view, order and direction are there only once the user changes
 * them on the list (a shared link shows what its sender chose); left out, they are the remembered ones.
 */
export const PROJECT_LIST_URL_FIELDS = {
  search: textField('q'),
  labelIds: idListField('labels'),
  page: positiveIntField('page'),
  view: choiceField('view', VIEW_MODES),
  order: choiceField('order', ORDERS),
  direction: choiceField('dir', ORDER_DIRECTIONS),
} as const;

/** The URL's view, order and direction over the remembered ones. */
export function choicesOver(remembered: ListChoices, url: Partial<ListChoices>): ListChoices {
  return {
    view: url.view ?? remembered.view,
    order: url.order ?? remembered.order,
    direction: url.direction ?? remembered.direction,
  };
}
