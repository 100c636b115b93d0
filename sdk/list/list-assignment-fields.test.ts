import { describe, expect, it } from 'vitest';
import { NO_ASSIGNMENTS } from '../entity-values/assignments';
import type { EntityItem } from '../entity-values/entity-item';
import { listCsv } from './list-csv';
import { fieldChoices, fieldDisplay, undeclaredAssignmentArrays, withAssignmentFields, type ListField, type ListValue } from './list-field';
import { DEFAULT_LIST_VIEW, sortItems, visibleItems } from './list-view-state';

const title: ListField = { name: 'title', label: 'Title', kind: 'text', required: true };
const stakeholders: ListField = {
  name: 'affected',
  label: 'Affected',
  kind: 'stakeholders',
  assignmentOptions: [
    { id: 1, name: 'Suppliers' },
    { id: 2, name: 'Customers' },
    { id: 3, name: 'Board' },
  ],
};
const fields = [title, stakeholders];

const stored: EntityItem<ListValue>[] = [
  { title: 'Late delivery', stakeholder_ids: [1, 2] },
  { title: 'Unclear goals', stakeholder_ids: [3] },
  { title: 'Fire', stakeholder_ids: [] },
  // A stakeholder deleted since (9) is not shown.
  { title: 'Churn', stakeholder_ids: [9, 2] },
].map(({ title: name, stakeholder_ids }, index) => ({
  key: `k${index}`,
  id: index + 1,
  position: index,
  value: { title: name },
  assignments: { ...NO_ASSIGNMENTS, stakeholder_ids, tag_ids: [7] },
}));
const items = stored.map((item) => withAssignmentFields(fields, item));
const titles = (rows: readonly EntityItem<ListValue>[]) => rows.map((item) => item.value.title);

describe('an assignment field of a list kind', () => {
  it('reads its ids from the matching assignment array, leaving the stored value and a kind without one alone', () => {
    expect(items[0].value).toEqual({ title: 'Late delivery', affected: [1, 2] });
    expect(stored[0].value).toEqual({ title: 'Late delivery' });
    expect(withAssignmentFields([title], stored[0])).toBe(stored[0]);
    expect(withAssignmentFields(fields, { ...stored[0], assignments: undefined }).value.affected).toEqual([]);
  });

  it('shows the assigned names in their order, joined by "; ", without deleted ones', () => {
    expect(items.map((item) => fieldDisplay(stakeholders, item.value))).toEqual(['Suppliers; Customers', 'Board', '', 'Customers']);
  });

  it('exports its column with the names, as the table shows them', () => {
    expect(listCsv(fields, items.slice(0, 3))).toBe('\uFEFFTitle,Affected\r\nLate delivery,Suppliers; Customers\r\nUnclear goals,Board\r\nFire,\r\n');
  });

  it('sorts by the first assigned name, items assigned nothing last either way', () => {
    expect(titles(sortItems(items, stakeholders, 'asc'))).toEqual(['Unclear goals', 'Churn', 'Late delivery', 'Fire']);
    expect(titles(sortItems(items, stakeholders, 'desc'))).toEqual(['Late delivery', 'Churn', 'Unclear goals', 'Fire']);
  });

  it('filters by the registry items chosen, or by none assigned', () => {
    expect(fieldChoices(stakeholders)).toEqual([
      { value: '1', label: 'Suppliers' },
      { value: '2', label: 'Customers' },
      { value: '3', label: 'Board' },
    ]);
    const filtered = (oneOf: string[]) => titles(visibleItems(items, fields, { ...DEFAULT_LIST_VIEW, filters: { affected: { oneOf } } }));
    expect(filtered(['2'])).toEqual(['Late delivery', 'Churn']);
    expect(filtered(['3', ''])).toEqual(['Unclear goals', 'Fire']);
  });

  it('takes its registry out of the general assignments', () => {
    expect(undeclaredAssignmentArrays(fields)).toEqual(['tag_ids', 'product_and_service_item_ids', 'user_ids']);
    expect(undeclaredAssignmentArrays([title])).toEqual(['tag_ids', 'stakeholder_ids', 'product_and_service_item_ids', 'user_ids']);
  });
});
