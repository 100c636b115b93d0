/** One row of each part of a data map by its id, and update_positions of its categories and placed catalogs. */
import { describe, expect, it } from 'vitest';
import type { DataMapCategory, DataMapCategoryMapping, DataMapDataCatalog, DataMapDetailMapping } from '../../core/domain/data-governance-types';
import { createCatalog } from './support/data-catalogs';
import { createCategory, createMap, mapPath, placeCatalog, placedCatalog } from './support/data-maps';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { as, seed } = useSignedInServer();

const grantRead = async (mapId: number) =>
  expectStatus(await as.editor.post(mapPath(mapId, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);

describe('a data map’s parts by id', () => {
  it('answers a category, a placed catalog and each mapping to the map’s readers, and 404 for another map’s', async () => {
    const map = await createMap(as.editor, 'Parts map');
    const other = await createMap(as.editor, 'Other parts map');
    const category = await createCategory(as.editor, map.id, 'Customers');
    const sibling = await createCategory(as.editor, map.id, 'Suppliers');
    const foreign = await createCategory(as.editor, other.id, 'Foreign');
    const { customer } = await placedCatalog(as.editor, map.id, 'Parts catalog');
    const [placement] = expectStatus<DataMapDataCatalog[]>(await as.editor.get(mapPath(map.id, '/data_map_data_catalogs')), 200);
    const detailMapping = expectStatus<DataMapDetailMapping>(await as.editor.post(mapPath(map.id, '/data_map_detail_mappings'), { data_catalog_detail_id: customer.id, data_map_category_id: category.id }), 201);
    const categoryMapping = expectStatus<DataMapCategoryMapping>(await as.editor.post(mapPath(map.id, '/data_map_category_mappings'), { data_map_category_id: category.id, mapped_category_id: sibling.id }), 201);
    await grantRead(map.id);

    expect(expectStatus<DataMapCategory>(await as.viewer.get(mapPath(map.id, `/data_map_categories/${category.id}`)), 200)).toMatchObject({ id: category.id, name: 'Customers', level: 0 });
    expect(expectStatus(await as.viewer.get(mapPath(map.id, `/data_map_data_catalogs/${placement.id}`)), 200)).toEqual(placement);
    expect(expectStatus(await as.viewer.get(mapPath(map.id, `/data_map_detail_mappings/${detailMapping.id}`)), 200)).toEqual(detailMapping);
    expect(expectStatus(await as.viewer.get(mapPath(map.id, `/data_map_category_mappings/${categoryMapping.id}`)), 200)).toEqual(categoryMapping);

    expectStatus(await as.editor.get(mapPath(map.id, `/data_map_categories/${foreign.id}`)), 404);
    for (const part of [`/data_map_categories/${category.id}`, `/data_map_data_catalogs/${placement.id}`, `/data_map_detail_mappings/${detailMapping.id}`, `/data_map_category_mappings/${categoryMapping.id}`]) {
      expectStatus(await as.editor.get(mapPath(other.id, part)), 404);
      // A map the caller may not read is as unknown as a missing one.
      expectStatus(await as.globex.get(mapPath(map.id, part)), 404);
    }
  });
});

describe('update_positions of a map’s categories', () => {
  it('reorders the categories of one parent and refuses a partial list, mixed parents, an unknown id and readers', async () => {
    const map = await createMap(as.editor, 'Order map');
    const a = await createCategory(as.editor, map.id, 'A');
    const b = await createCategory(as.editor, map.id, 'B');
    const c = await createCategory(as.editor, map.id, 'C');
    const a1 = await createCategory(as.editor, map.id, 'A1', a.id);
    const a2 = await createCategory(as.editor, map.id, 'A2', a.id);
    const reorder = (client: typeof as.editor, ids: number[]) => client.post(mapPath(map.id, '/data_map_categories/update_positions'), { ids });
    const names = (rows: DataMapCategory[]) => rows.map((row) => `${row.name}@${row.position}`);

    expect(names(expectStatus<DataMapCategory[]>(await reorder(as.editor, [c.id, a.id, b.id]), 200))).toEqual(['C@0', 'A@1', 'A1@0', 'A2@1', 'B@2']);
    expect(names(expectStatus<DataMapCategory[]>(await reorder(as.editor, [a2.id, a1.id]), 200))).toEqual(['C@0', 'A@1', 'A2@0', 'A1@1', 'B@2']);

    expect(failingFields(await reorder(as.editor, [a.id, b.id]))).toEqual(['ids']);
    expect(failingFields(await reorder(as.editor, [a.id, a1.id, b.id, c.id]))).toEqual(['ids']);
    const foreign = await createCategory(as.editor, (await createMap(as.editor, 'Foreign order map')).id, 'Foreign');
    expectStatus(await reorder(as.editor, [c.id, a.id, b.id, foreign.id]), 404);
    await grantRead(map.id);
    expectStatus(await reorder(as.viewer, [a.id, b.id, c.id]), 403);
    expectStatus(await reorder(as.globex, [a.id, b.id, c.id]), 404);
    const after = expectStatus<DataMapCategory[]>(await as.editor.get(mapPath(map.id, '/data_map_categories')), 200);
    expect(names(after)).toEqual(['C@0', 'A@1', 'A2@0', 'A1@1', 'B@2']);
  });
});

describe('update_positions of a map’s placed catalogs', () => {
  it('moves the named placements on the canvas, leaves the others, and changes nothing when refused', async () => {
    const map = await createMap(as.editor, 'Arranged map');
    const first = await placeCatalog(as.editor, map.id, (await createCatalog(as.editor, 'Arranged one')).id);
    const second = await placeCatalog(as.editor, map.id, (await createCatalog(as.editor, 'Arranged two')).id);
    const move = (client: typeof as.editor, positions: unknown[]) => client.post(mapPath(map.id, '/data_map_data_catalogs/update_positions'), { positions });

    const moved = expectStatus<DataMapDataCatalog[]>(await move(as.editor, [{ id: first.id, position_x: 300, position_y: -40.5 }]), 200);
    expect(moved).toEqual([{ ...first, position_x: 300, position_y: -40.5 }, second]);

    expectStatus(await move(as.editor, [{ id: second.id, position_x: 1, position_y: 1 }, { id: 999999, position_x: 0, position_y: 0 }]), 404);
    expect(failingFields(await move(as.editor, [{ id: second.id, position_x: 1, position_y: 1 }, { id: second.id, position_x: 2, position_y: 2 }]))).toEqual(['positions']);
    await grantRead(map.id);
    expectStatus(await move(as.viewer, [{ id: second.id, position_x: 5, position_y: 5 }]), 403);
    expect(expectStatus<DataMapDataCatalog[]>(await as.editor.get(mapPath(map.id, '/data_map_data_catalogs')), 200)).toEqual(moved);
  });
});
