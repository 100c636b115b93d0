/**
 * The kanban colour filter (data-layer.md §3 "Kanban colour filter"): cards that match keep their colour, the
 * others fade. Each chosen tag, tag category, stakeholder, stakeholder role, product or service, product and
 * service category and member is one condition; with OR (the default, screens-and-editor.md §4) a card matches
 * when it meets any condition, with AND when it meets every one. A filter with no condition matches every card.
 * `selected_stakeholder_role_ids` and `selected_product_and_service_category_ids` narrow the filter's
 * stakeholder and product pickers to those groups; they are kept with the filter and match nothing by themselves.
 */
import type { Assignments } from '../entity-values/assignments';

export type ColourFilterOperator = 'OR' | 'AND';
export const COLOUR_FILTER_OPERATORS: readonly ColourFilterOperator[] = ['OR', 'AND'];

export interface ColourFilter {
  tag_ids: number[];
  tag_category_ids: number[];
  stakeholder_ids: number[];
  stakeholder_role_ids: number[];
  selected_stakeholder_role_ids: number[];
  product_and_service_item_ids: number[];
  product_and_service_category_ids: number[];
  selected_product_and_service_category_ids: number[];
  user_ids: number[];
  operator: ColourFilterOperator;
}

export type ColourFilterIds = Exclude<keyof ColourFilter, 'operator'>;

export const COLOUR_FILTER_ID_FIELDS: readonly ColourFilterIds[] = [
  'tag_ids',
  'tag_category_ids',
  'stakeholder_ids',
  'stakeholder_role_ids',
  'selected_stakeholder_role_ids',
  'product_and_service_item_ids',
  'product_and_service_category_ids',
  'selected_product_and_service_category_ids',
  'user_ids',
];

/** The spec's default: nothing chosen, operator OR. */
export const DEFAULT_COLOUR_FILTER: Readonly<ColourFilter> = Object.freeze({
  ...(Object.fromEntries(COLOUR_FILTER_ID_FIELDS.map((field) => [field, []])) as unknown as Record<ColourFilterIds, number[]>),
  operator: 'OR',
});

/** The groups of the registry items a card can carry: a tag's categories, a stakeholder's roles, a product's categories. */
export interface RegistryGroupsOf {
  tagCategories: ReadonlyMap<number, readonly number[]>;
  stakeholderRoles: ReadonlyMap<number, readonly number[]>;
  productCategories: ReadonlyMap<number, readonly number[]>;
}

type Condition = (assignments: Assignments, groups: RegistryGroupsOf) => boolean;

const carries = (field: keyof Assignments, id: number): Condition => (assignments) => assignments[field].includes(id);
const carriesGroup =
  (field: keyof Assignments, groupsOf: (groups: RegistryGroupsOf) => ReadonlyMap<number, readonly number[]>, group: number): Condition =>
  (assignments, groups) =>
    assignments[field].some((id) => groupsOf(groups).get(id)?.includes(group) ?? false);

function conditions(filter: ColourFilter): Condition[] {
  return [
    ...filter.tag_ids.map((id) => carries('tag_ids', id)),
    ...filter.tag_category_ids.map((id) => carriesGroup('tag_ids', (groups) => groups.tagCategories, id)),
    ...filter.stakeholder_ids.map((id) => carries('stakeholder_ids', id)),
    ...filter.stakeholder_role_ids.map((id) => carriesGroup('stakeholder_ids', (groups) => groups.stakeholderRoles, id)),
    ...filter.product_and_service_item_ids.map((id) => carries('product_and_service_item_ids', id)),
    ...filter.product_and_service_category_ids.map((id) =>
      carriesGroup('product_and_service_item_ids', (groups) => groups.productCategories, id),
    ),
    ...filter.user_ids.map((id) => carries('user_ids', id)),
  ];
}

/** True when the filter sets any condition, i.e. when some cards may fade. */
export function isColourFilterActive(filter: ColourFilter): boolean {
  return conditions(filter).length > 0;
}

/**
 * The matching rule as a predicate over a card's assignments, built once per filter: a board of a thousand
 * cards asks it a thousand times per change.
 */
export function colourFilterMatcher(filter: ColourFilter, groups: RegistryGroupsOf): (assignments: Assignments) => boolean {
  const all = conditions(filter);
  if (all.length === 0) return () => true;
  return filter.operator === 'AND'
    ? (assignments) => all.every((condition) => condition(assignments, groups))
    : (assignments) => all.some((condition) => condition(assignments, groups));
}

/** A stored filter read defensively: unknown fields dropped, missing ones defaulted, ids kept only when whole numbers. */
export function colourFilterFromStored(stored: unknown): ColourFilter {
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : []);
  return {
    ...(Object.fromEntries(COLOUR_FILTER_ID_FIELDS.map((field) => [field, ids(source[field])])) as Record<ColourFilterIds, number[]>),
    operator: source.operator === 'AND' ? 'AND' : 'OR',
  };
}
