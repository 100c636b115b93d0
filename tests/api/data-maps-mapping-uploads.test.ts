/** Detail and category mappings read from a spreadsheet: rows naming what exists are mapped, the others reported. */
import { describe, expect, it } from 'vitest';
import type { DataMapCategoryMapping, DataMapDetailMapping, DataMapMappingUpload } from '../../core/domain/data-governance-types';
import { createCategory, createMap, mapPath, placedCatalog } from './support/data-maps';
import { postMultipart, type FilePart } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as } = useSignedInServer();

const csv = (text: string): FilePart => ({ filename: 'mappings.csv', contentType: 'text/csv', data: Buffer.from(text) });

describe('POST /api/data_maps/{id}/data_map_detail_mappings/file_upload.json', () => {
  it('maps the rows that name a placed catalog’s detail and a category, and reports every other row', async () => {
    const map = await createMap(as.editor, 'Upload map');
    const parent = await createCategory(as.editor, map.id, 'Personal');
    const child = await createCategory(as.editor, map.id, 'Contact', parent.id);
    const { customer, email } = await placedCatalog(as.editor, map.id, 'CRM');
    const file = csv(
      'Catalog,Path,Category\nCRM,People / Customer,Personal\ncrm,people / customer / email,Personal / Contact\nERP,People / Customer,Personal\nCRM,People / Nobody,Personal\nCRM,People / Customer,Missing\n',
    );
    const url = mapPath(map.id, '/data_map_detail_mappings/file_upload');
    const preview = expectStatus<DataMapMappingUpload<DataMapDetailMapping>>(await postMultipart(t, as.editor, `${url}?preview=true`, { file }), 200);
    expect(preview.mappings).toHaveLength(2);
    expect(expectStatus<DataMapDetailMapping[]>(await as.editor.get(mapPath(map.id, '/data_map_detail_mappings')), 200)).toEqual([]);

    const done = expectStatus<DataMapMappingUpload<DataMapDetailMapping>>(await postMultipart(t, as.editor, url, { file }), 200);
    expect(done.mappings.map((m) => [m.data_catalog_detail_id, m.data_map_category_id])).toEqual([[customer.id, parent.id], [email.id, child.id]]);
    expect(done.errors.map((error) => error.line)).toEqual([4, 5, 6]);
    expect(done.errors[0].reason).toContain('ERP');
    expectStatus(await postMultipart(t, as.viewer, url, { file }), 404);
  });

  it('refuses a file without the needed columns', async () => {
    const map = await createMap(as.editor, 'Header map');
    const res = await postMultipart(t, as.editor, mapPath(map.id, '/data_map_detail_mappings/file_upload'), { file: csv('catalog,category\nCRM,Personal\n') });
    expect(expectStatus<{ errors: Array<{ line: number; reason: string }> }>(res, 422).errors[0]).toMatchObject({ line: 1 });
  });
});

describe('POST /api/data_maps/{id}/data_map_category_mappings/file_upload.json', () => {
  it('maps categories within the map and to another readable map, and reports unknown ones per row', async () => {
    const map = await createMap(as.editor, 'Category upload map');
    const client = await createCategory(as.editor, map.id, 'Client');
    const buyer = await createCategory(as.editor, map.id, 'Buyer');
    const reference = await createMap(as.editor, 'Industry reference');
    const customer = await createCategory(as.editor, reference.id, 'Customer');
    const file = csv('category,mapped_map,mapped_category\nClient,,Buyer\nClient,Industry reference,Customer\nNobody,,Buyer\nClient,Unknown map,Customer\nClient,Industry reference,Nobody\n');
    const done = expectStatus<DataMapMappingUpload<DataMapCategoryMapping>>(await postMultipart(t, as.editor, mapPath(map.id, '/data_map_category_mappings/file_upload'), { file }), 200);
    expect(done.mappings.map((m) => [m.data_map_category_id, m.mapped_category_id, m.mapped_data_map_id])).toEqual([[client.id, buyer.id, map.id], [client.id, customer.id, reference.id]]);
    expect(done.errors.map((error) => error.line)).toEqual([4, 5, 6]);
  });
});
