import { describe, expect, it } from 'vitest';
import type { AssociatedDataElement, DataMapCategory, DetailEntry, EntityItem } from '../../sdk';
import type { DataUse } from './data-use';
import { buildDataUseRows, filterDataUseRows } from './data-use-rows';

const entry = (id: number, path: string, categoryIds: number[] = []): DetailEntry =>
  ({
    detail: { id, data_catalog_id: 1, group_id: 1, parent_id: null, level: 0, name: path, description: '', type: '', owner: '', classification: '', position: id, data_map_category_ids: categoryIds },
    catalogName: 'Orders',
    path,
    searchText: `orders / ${path.toLowerCase()}`,
  }) as DetailEntry;

const category = (id: number, name: string) => ({ id, name, data_map_id: 9 }) as DataMapCategory;
const element = (detailId: number, moduleIds: number[]) => ({ id: detailId, project_id: 1, data_catalog_id: 1, data_map_id: null, data_catalog_detail_id: detailId, module_ids: moduleIds }) as AssociatedDataElement;
const use = (detailId: number, text: string): EntityItem<DataUse> => ({ key: `u${detailId}`, id: detailId * 10, position: 0, value: { data_catalog_detail_id: detailId, text } });

const entries = [entry(1, 'Customer / Email', [5]), entry(2, 'Customer / Phone'), entry(3, 'Order / Total', [5, 6])];
const rows = buildDataUseRows(entries, [category(5, 'Personal data'), category(6, 'Finance')], [element(1, [40, 41]), element(1, [41])], [use(3, 'Shown on invoice')]);

describe('the data-map module’s rows', () => {
  it('gives each detail its categories, the modules pointing at it and its use', () => {
    expect(rows.map((row) => [row.entry.detail.id, row.categories.map((c) => c.name), row.pointedBy, row.use?.value.text])).toEqual([
      [1, ['Personal data'], [40, 41], undefined],
      [2, [], [], undefined],
      [3, ['Personal data', 'Finance'], [], 'Shown on invoice'],
    ]);
  });

  it('narrows to the details in use, of a category, matching every word', () => {
    const ids = (filter: Parameters<typeof filterDataUseRows>[1]) => filterDataUseRows(rows, filter).map((row) => row.entry.detail.id);
    expect(ids({ search: '', inUseOnly: true, categoryId: null })).toEqual([1, 3]);
    expect(ids({ search: '', inUseOnly: false, categoryId: 6 })).toEqual([3]);
    expect(ids({ search: 'customer PH', inUseOnly: false, categoryId: null })).toEqual([2]);
  });
});
