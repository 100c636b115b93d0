/** A data map's detail mappings (one, in bulk, coverage) and category mappings (within the map and to another map). */
import { describe, expect, it } from 'vitest';
import type { DataCatalogDetail, DataMapCategoryMapping, DataMapDetailMapping } from '../../core/domain/data-governance-types';
import { catalogPath, createCategory, createMap, getMap, mapPath, placedCatalog } from './support/data-maps';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { as } = useSignedInServer();

describe('data map detail mappings', () => {
  it('maps details of placed catalogs to the map’s categories, one and in bulk, and counts the coverage', async () => {
    const map = await createMap(as.editor, 'Coverage map');
    const category = await createCategory(as.editor, map.id, 'Personal data');
    const other = await createCategory(as.editor, map.id, 'Contact data');
    const { customer, email } = await placedCatalog(as.editor, map.id, 'Coverage catalog');
    expect(await getMap(as.editor, map.id)).toMatchObject({ detail_count: 2, mapped_detail_count: 0 });

    const one = expectStatus<DataMapDetailMapping>(await as.editor.post(mapPath(map.id, '/data_map_detail_mappings'), { data_catalog_detail_id: customer.id, data_map_category_id: category.id }), 201);
    expect(one).toMatchObject({ data_map_id: map.id, data_catalog_detail_id: customer.id, data_map_category_id: category.id });
    const bulk = expectStatus<DataMapDetailMapping[]>(
      await as.editor.post(mapPath(map.id, '/data_map_detail_mappings/bulk_create'), {
        mappings: [
          { data_catalog_detail_id: email.id, data_map_category_id: category.id },
          { data_catalog_detail_id: email.id, data_map_category_id: other.id },
          { data_catalog_detail_id: customer.id, data_map_category_id: category.id },
        ],
      }),
      201,
    );
    expect(bulk).toHaveLength(3);
    expect(await getMap(as.editor, map.id)).toMatchObject({ detail_count: 2, mapped_detail_count: 2 });
    const details = expectStatus<DataCatalogDetail[]>(await as.editor.get(catalogPath(customer.data_catalog_id, '/data_catalog_details')), 200);
    expect(details.find((d) => d.id === email.id)?.data_map_category_ids.sort()).toEqual([category.id, other.id].sort());

    const removed = expectStatus<DataMapDetailMapping[]>(
      await as.editor.post(mapPath(map.id, '/data_map_detail_mappings/bulk_destroy'), { mappings: [{ data_catalog_detail_id: email.id, data_map_category_id: category.id }, { data_catalog_detail_id: email.id, data_map_category_id: other.id }] }),
      200,
    );
    expect(removed).toHaveLength(2);
    expect(await getMap(as.editor, map.id)).toMatchObject({ mapped_detail_count: 1 });
    expectStatus(await as.editor.delete(mapPath(map.id, `/data_map_detail_mappings/${one.id}`)), 200);
    expect(expectStatus<DataMapDetailMapping[]>(await as.editor.get(mapPath(map.id, '/data_map_detail_mappings')), 200)).toEqual([]);
  });

  it('refuses a whole bulk with a detail of an unplaced catalog or a category of another map, naming each wrong field', async () => {
    const map = await createMap(as.editor, 'Strict map');
    const category = await createCategory(as.editor, map.id, 'Here');
    const { customer } = await placedCatalog(as.editor, map.id, 'Strict catalog');
    const elsewhere = await createMap(as.editor, 'Elsewhere');
    const foreignCategory = await createCategory(as.editor, elsewhere.id, 'There');
    const { email: unplaced } = await placedCatalog(as.editor, elsewhere.id, 'Unplaced here');
    const res = await as.editor.post(mapPath(map.id, '/data_map_detail_mappings/bulk_create'), {
      mappings: [
        { data_catalog_detail_id: customer.id, data_map_category_id: category.id },
        { data_catalog_detail_id: unplaced.id, data_map_category_id: category.id },
        { data_catalog_detail_id: customer.id, data_map_category_id: foreignCategory.id },
      ],
    });
    expect(failingFields(res)).toEqual(['mappings/1/data_catalog_detail_id', 'mappings/2/data_map_category_id']);
    expect(expectStatus<DataMapDetailMapping[]>(await as.editor.get(mapPath(map.id, '/data_map_detail_mappings')), 200)).toEqual([]);
  });

  it('drops the mappings of a catalog taken off the map', async () => {
    const map = await createMap(as.editor, 'Unplacing map');
    const category = await createCategory(as.editor, map.id, 'Kept');
    const { catalog, customer } = await placedCatalog(as.editor, map.id, 'Unplaced catalog');
    expectStatus(await as.editor.post(mapPath(map.id, '/data_map_detail_mappings'), { data_catalog_detail_id: customer.id, data_map_category_id: category.id }), 201);
    const [placement] = expectStatus<Array<{ id: number; data_catalog_id: number }>>(await as.editor.get(mapPath(map.id, '/data_map_data_catalogs')), 200);
    expect(placement.data_catalog_id).toBe(catalog.id);
    expectStatus(await as.editor.delete(mapPath(map.id, `/data_map_data_catalogs/${placement.id}`)), 200);
    expect(expectStatus<DataMapDetailMapping[]>(await as.editor.get(mapPath(map.id, '/data_map_detail_mappings')), 200)).toEqual([]);
  });
});

describe('data map category mappings', () => {
  it('maps a category to one of the same map and to one of another readable map, never to itself', async () => {
    const map = await createMap(as.editor, 'Business map');
    const client = await createCategory(as.editor, map.id, 'Client');
    const buyer = await createCategory(as.editor, map.id, 'Buyer');
    const reference = await createMap(as.editor, 'Reference map');
    const customer = await createCategory(as.editor, reference.id, 'Customer');
    const inner = expectStatus<DataMapCategoryMapping>(await as.editor.post(mapPath(map.id, '/data_map_category_mappings'), { data_map_category_id: client.id, mapped_category_id: buyer.id }), 201);
    expect(inner.mapped_data_map_id).toBe(map.id);
    const outer = expectStatus<DataMapCategoryMapping>(await as.editor.post(mapPath(map.id, '/data_map_category_mappings'), { data_map_category_id: client.id, mapped_category_id: customer.id }), 201);
    expect(outer.mapped_data_map_id).toBe(reference.id);
    expect(failingFields(await as.editor.post(mapPath(map.id, '/data_map_category_mappings'), { data_map_category_id: client.id, mapped_category_id: client.id }))).toEqual(['mapped_category_id']);
    expect(failingFields(await as.editor.post(mapPath(map.id, '/data_map_category_mappings'), { data_map_category_id: customer.id, mapped_category_id: client.id }))).toEqual(['data_map_category_id']);
    const hidden = await createMap(as.globex, 'Globex map');
    const globexCategory = await createCategory(as.globex, hidden.id, 'Secret');
    expect(failingFields(await as.editor.post(mapPath(map.id, '/data_map_category_mappings'), { data_map_category_id: client.id, mapped_category_id: globexCategory.id }))).toEqual(['mapped_category_id']);
    expect(expectStatus<DataMapCategoryMapping[]>(await as.editor.get(mapPath(map.id, '/data_map_category_mappings')), 200)).toHaveLength(2);
    expectStatus(await as.editor.delete(mapPath(map.id, `/data_map_category_mappings/${inner.id}`)), 200);
    expectStatus(await as.viewer.delete(mapPath(map.id, `/data_map_category_mappings/${outer.id}`)), 404);
  });
});
