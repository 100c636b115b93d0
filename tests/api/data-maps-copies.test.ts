/** Data map copies (tree and mappings remapped), maps made from a spreadsheet, and mappings read from a spreadsheet. */
import { describe, expect, it } from 'vitest';
import type { DataMap, DataMapCategory, DataMapCategoryMapping, DataMapDetailMapping, DataMapUploadPreview } from '../../core/domain/data-governance-types';
import { createCategory, createMap, mapPath, placedCatalog } from './support/data-maps';
import { postMultipart, type FilePart } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as, seed } = useSignedInServer();

const csv = (text: string): FilePart => ({ filename: 'map.csv', contentType: 'text/csv', data: Buffer.from(text) });
const categories = async (mapId: number) => expectStatus<DataMapCategory[]>(await as.editor.get(mapPath(mapId, '/data_map_categories')), 200);
const mapNames = async () => expectStatus<DataMap[]>(await as.editor.get(mapPath()), 200).map((m) => m.name);

describe('copies', () => {
  it('clones the category tree, the placed catalogs and the mappings with new ids, not the permissions', async () => {
    const source = await createMap(as.editor, 'Original map');
    const parent = await createCategory(as.editor, source.id, 'Parent');
    const child = await createCategory(as.editor, source.id, 'Child', parent.id);
    const { customer } = await placedCatalog(as.editor, source.id, 'Copied catalog');
    expectStatus(await as.editor.post(mapPath(source.id, '/data_map_detail_mappings'), { data_catalog_detail_id: customer.id, data_map_category_id: child.id }), 201);
    expectStatus(await as.editor.post(mapPath(source.id, '/data_map_category_mappings'), { data_map_category_id: child.id, mapped_category_id: parent.id }), 201);
    expectStatus(await as.editor.post(mapPath(source.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);

    const copy = expectStatus<DataMap>(await as.editor.post(mapPath(source.id, '/clone'), {}), 201);
    expect(copy).toMatchObject({ name: 'Original map (copy)', category_count: 2, catalog_count: 1, detail_count: 2, mapped_detail_count: 1, permissions: { admin: true } });
    const copied = await categories(copy.id);
    expect(copied.map((c) => [c.name, c.level])).toEqual([['Parent', 0], ['Child', 1]]);
    expect(copied.map((c) => c.id)).not.toContain(parent.id);
    const [detailMapping] = expectStatus<DataMapDetailMapping[]>(await as.editor.get(mapPath(copy.id, '/data_map_detail_mappings')), 200);
    expect(detailMapping.data_map_category_id).toBe(copied[1].id);
    const [categoryMapping] = expectStatus<DataMapCategoryMapping[]>(await as.editor.get(mapPath(copy.id, '/data_map_category_mappings')), 200);
    expect(categoryMapping).toMatchObject({ data_map_category_id: copied[1].id, mapped_category_id: copied[0].id, mapped_data_map_id: copy.id });
    expectStatus(await as.viewer.get(mapPath(copy.id)), 404);
  });

  it('copies a global map into the caller’s company', async () => {
    const local = await createMap(as.admin, 'Global draft');
    const global = expectStatus<DataMap>(await as.admin.post(mapPath(local.id, '/create_global_from'), { name: 'Global map' }), 201);
    expect(global.company_id).toBeNull();
    const mine = expectStatus<DataMap>(await as.globex.post(mapPath(global.id, '/create_local_from'), {}), 201);
    expect(mine).toMatchObject({ name: 'Global map (copy)', company_id: seed.companies.globex });
  });
});

describe('POST /api/data_maps/file_upload.json', () => {
  const upload = (file: FilePart, preview = false, name = 'Uploaded map') => postMultipart(t, as.editor, `${mapPath(undefined, '/file_upload')}${preview ? '?preview=true' : ''}`, { name, file });
  const GOOD = 'Path,Description,Color\nCustomers,People who buy,#112233\nCustomers / Contact,,\nMoney,,\n';

  it('previews without writing, then creates the map with its category tree', async () => {
    const before = await mapNames();
    const preview = expectStatus<DataMapUploadPreview>(await upload(csv(GOOD), true), 200);
    expect(preview).toMatchObject({ errors: [], category_count: 3 });
    expect(preview.rows[1]).toMatchObject({ line: 3, path: 'Customers / Contact', name: 'Contact' });
    expect(await mapNames()).toEqual(before);
    const created = expectStatus<DataMap>(await upload(csv(GOOD), false, 'Map from CSV'), 201);
    expect(created).toMatchObject({ name: 'Map from CSV', category_count: 3, permissions: { admin: true } });
    expect((await categories(created.id)).map((c) => [c.name, c.level, c.color])).toEqual([['Customers', 0, '#112233'], ['Contact', 1, '#D2D6E2'], ['Money', 0, '#D2D6E2']]);
  });

  it('refuses a file with wrong rows and writes nothing', async () => {
    const before = await mapNames();
    const body = expectStatus<{ errors: Array<{ line: number }> }>(await upload(csv('path,color\nTop,\nMissing / Orphan,\nTop,\nTinted,red\n'), false), 422);
    expect(body.errors.map((error) => error.line)).toEqual([3, 4, 5]);
    expect(await mapNames()).toEqual(before);
  });
});
