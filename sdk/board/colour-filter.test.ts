import { describe, expect, it } from 'vitest';
import { NO_ASSIGNMENTS, type Assignments } from '../entity-values/assignments';
import { colourFilterFromStored, colourFilterMatcher, DEFAULT_COLOUR_FILTER, isColourFilterActive, type ColourFilter, type RegistryGroupsOf } from './colour-filter';

const groups: RegistryGroupsOf = {
  tagCategories: new Map([[1, [10]], [2, [20]]]),
  stakeholderRoles: new Map([[5, [50]]]),
  productCategories: new Map([[7, [70]]]),
};
const card = (assigned: Partial<Assignments>): Assignments => ({ ...NO_ASSIGNMENTS, ...assigned });
const filter = (chosen: Partial<ColourFilter>): ColourFilter => ({ ...DEFAULT_COLOUR_FILTER, ...chosen });
const matches = (chosen: Partial<ColourFilter>, assigned: Partial<Assignments>) => colourFilterMatcher(filter(chosen), groups)(card(assigned));

describe('the kanban colour filter', () => {
  it('defaults to OR with nothing chosen, and then every card keeps its colour', () => {
    expect(DEFAULT_COLOUR_FILTER.operator).toBe('OR');
    expect(isColourFilterActive(DEFAULT_COLOUR_FILTER)).toBe(false);
    expect(matches({}, {})).toBe(true);
  });

  it('with OR, a card matches when it carries any chosen item', () => {
    const chosen = { tag_ids: [1], user_ids: [3] };
    expect(matches(chosen, { user_ids: [3] })).toBe(true);
    expect(matches(chosen, { tag_ids: [1] })).toBe(true);
    expect(matches(chosen, { tag_ids: [2], user_ids: [4] })).toBe(false);
  });

  it('with AND, a card matches only when it carries every chosen item', () => {
    const chosen: Partial<ColourFilter> = { tag_ids: [1, 2], user_ids: [3], operator: 'AND' };
    expect(matches(chosen, { tag_ids: [1, 2], user_ids: [3] })).toBe(true);
    expect(matches(chosen, { tag_ids: [1], user_ids: [3] })).toBe(false);
    expect(matches(chosen, { tag_ids: [1, 2] })).toBe(false);
  });

  it('matches a category or role through the tags, stakeholders and products the card carries', () => {
    expect(matches({ tag_category_ids: [20] }, { tag_ids: [2] })).toBe(true);
    expect(matches({ tag_category_ids: [20] }, { tag_ids: [1] })).toBe(false);
    expect(matches({ stakeholder_role_ids: [50] }, { stakeholder_ids: [5] })).toBe(true);
    expect(matches({ product_and_service_category_ids: [70] }, { product_and_service_item_ids: [7] })).toBe(true);
    expect(matches({ product_and_service_item_ids: [7] }, { product_and_service_item_ids: [8] })).toBe(false);
    expect(matches({ stakeholder_ids: [5], operator: 'AND' }, { stakeholder_ids: [5, 6] })).toBe(true);
  });

  it('treats the selected groups of the pickers as no condition', () => {
    const narrowed = filter({ selected_stakeholder_role_ids: [50], selected_product_and_service_category_ids: [70] });
    expect(isColourFilterActive(narrowed)).toBe(false);
    expect(colourFilterMatcher(narrowed, groups)(card({}))).toBe(true);
  });

  it('reads a stored filter defensively', () => {
    expect(colourFilterFromStored({ tag_ids: [1, 'x', 2.5], operator: 'AND', extra: true })).toEqual(filter({ tag_ids: [1], operator: 'AND' }));
    expect(colourFilterFromStored(null)).toEqual(DEFAULT_COLOUR_FILTER);
    expect(colourFilterFromStored({ operator: 'XOR' }).operator).toBe('OR');
  });
});
