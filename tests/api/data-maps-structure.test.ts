/** A data map's category tree (moves, deletes with descendants) and the catalogs it places on its overview canvas. */
import { describe, expect, it } from 'vitest';
import type { DataCatalog, DataMapCategory, DataMapDataCatalog } from '../../core/domain/data-governance-types';
import { createCatalog } from './support/data-catalogs';
import { createCategory, createMap, getMap, mapPath, placeCatalog } from './support/data-maps';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { as } = useSignedInServer();

const tree = async (mapId: number) =>
  expectStatus<DataMapCategory[]>(await as.editor.get(mapPath(mapId, '/data_map_categories')), 200).map((c) => `${'-'.repeat(c.level)}${c.name}@${c.position}`);

describe('data map categories', () => {
  it('builds a tree in order, moves a branch with its levels, and deletes a category with its descendants', async () => {
    const map = await createMap(as.editor, 'Tree map');
    const customers = await createCategory(as.editor, map.id, 'Customers');
    const contact = await createCategory(as.editor, map.id, 'Contact', customers.id);
    await createCategory(as.editor, map.id, 'Email', contact.id);
    const money = await createCategory(as.editor, map.id, 'Money');
    expect(await tree(map.id)).toEqual(['Customers@0', '-Contact@0', '--Email@0', 'Money@1']);

    const moved = expectStatus<DataMapCategory>(await as.editor.put(mapPath(map.id, `/data_map_categories/${contact.id}`), { parent_id: money.id }), 200);
    expect(moved).toMatchObject({ parent_id: money.id, level: 1 });
    expect(await tree(map.id)).toEqual(['Customers@0', 'Money@1', '-Contact@0', '--Email@0']);
    expectStatus(await as.editor.put(mapPath(map.id, `/data_map_categories/${money.id}`), { position: 0 }), 200);
    expect(await tree(map.id)).toEqual(['Money@0', '-Contact@0', '--Email@0', 'Customers@1']);

    expect(failingFields(await as.editor.put(mapPath(map.id, `/data_map_categories/${money.id}`), { parent_id: contact.id }))).toEqual(['parent_id']);
    expect(failingFields(await as.editor.post(mapPath(map.id, '/data_map_categories'), { name: 'Bad', color: 'red' }))).toEqual(['color']);

    const deleted = expectStatus<{ deleted_ids: number[] }>(await as.editor.delete(mapPath(map.id, `/data_map_categories/${money.id}`)), 200);
    expect(deleted.deleted_ids).toHaveLength(3);
    expect(await tree(map.id)).toEqual(['Customers@0']);
    expect((await getMap(as.editor, map.id)).category_count).toBe(1);
  });

  it('refuses a parent of another map and answers 404 for a category of another map', async () => {
    const first = await createMap(as.editor, 'First map');
    const second = await createMap(as.editor, 'Second map');
    const foreign = await createCategory(as.editor, second.id, 'Foreign');
    expect(failingFields(await as.editor.post(mapPath(first.id, '/data_map_categories'), { name: 'Child', parent_id: foreign.id }))).toEqual(['parent_id']);
    expectStatus(await as.editor.put(mapPath(first.id, `/data_map_categories/${foreign.id}`), { name: 'Stolen' }), 404);
  });
});

describe('data map data catalogs', () => {
  it('places a readable catalog once, moves it on the canvas and takes it off', async () => {
    const map = await createMap(as.editor, 'Canvas map');
    const catalog = await createCatalog(as.editor, 'Canvas catalog');
    const placed = await placeCatalog(as.editor, map.id, catalog.id);
    expect(placed).toMatchObject({ data_map_id: map.id, data_catalog_id: catalog.id, position_x: 10, position_y: 20 });
    expect(failingFields(await as.editor.post(mapPath(map.id, '/data_map_data_catalogs'), { data_catalog_id: catalog.id }))).toEqual(['data_catalog_id']);
    const moved = expectStatus<DataMapDataCatalog>(await as.editor.put(mapPath(map.id, `/data_map_data_catalogs/${placed.id}`), { position_x: 300.5, position_y: -40 }), 200);
    expect(moved).toMatchObject({ position_x: 300.5, position_y: -40 });
    expect((await getMap(as.editor, map.id)).catalog_count).toBe(1);
    expect(expectStatus<DataCatalog[]>(await as.editor.get(mapPath(map.id, '/data_catalogs')), 200).map((c) => c.name)).toEqual(['Canvas catalog']);
    expectStatus(await as.editor.delete(mapPath(map.id, `/data_map_data_catalogs/${placed.id}`)), 200);
    expect(expectStatus<DataMapDataCatalog[]>(await as.editor.get(mapPath(map.id, '/data_map_data_catalogs')), 200)).toEqual([]);
  });

  it('refuses a catalog the caller may not read', async () => {
    const map = await createMap(as.editor, 'Closed canvas');
    const hidden = await createCatalog(as.globex, 'Globex catalog');
    expect(failingFields(await as.editor.post(mapPath(map.id, '/data_map_data_catalogs'), { data_catalog_id: hidden.id }))).toEqual(['data_catalog_id']);
    expectStatus(await as.viewer.post(mapPath(map.id, '/data_map_data_catalogs'), { data_catalog_id: hidden.id }), 404);
  });
});
