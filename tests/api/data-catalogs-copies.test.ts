/** Data catalog copies (tree and links remapped), the delta between two catalogs, and catalogs made from a spreadsheet. */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { DataCatalog, DataCatalogDelta, DataCatalogDetail, DataCatalogDetailLink, DataCatalogUploadPreview } from '../../core/domain/data-governance-types';
import type { ApiClient } from './harness';
import { catalogPath, createCatalog, createDetail, createGroup } from './support/data-catalogs';
import { postMultipart, type FilePart } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as, seed } = useSignedInServer();

const details = async (client: ApiClient, catalogId: number) => expectStatus<DataCatalogDetail[]>(await client.get(catalogPath(catalogId, '/data_catalog_details')), 200);
const catalogNames = async () => expectStatus<DataCatalog[]>(await as.editor.get(catalogPath()), 200).map((c) => c.name);

async function linkedCatalog(client: ApiClient, name: string) {
  const catalog = await createCatalog(client, name);
  const group = await createGroup(client, catalog.id, 'People');
  const customer = await createDetail(client, catalog.id, { group_id: group.id, name: 'Customer' });
  const email = await createDetail(client, catalog.id, { group_id: group.id, parent_id: customer.id, name: 'Email', owner: 'CRM' });
  expectStatus(await client.post(catalogPath(catalog.id, `/data_catalog_details/${customer.id}/data_catalog_detail_links`), { linked_detail_id: email.id }), 201);
  return { catalog, group, customer, email };
}

describe('copies', () => {
  it('clones the groups, the detail tree and the inner links with new ids, not the permissions', async () => {
    const source = await linkedCatalog(as.editor, 'Original');
    expectStatus(await as.editor.post(catalogPath(source.catalog.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    const copy = expectStatus<DataCatalog>(await as.editor.post(catalogPath(source.catalog.id, '/clone'), {}), 201);
    expect(copy).toMatchObject({ name: 'Original (copy)', company_id: seed.companies.acme, group_count: 1, detail_count: 2, permissions: { admin: true } });
    const copied = await details(as.editor, copy.id);
    expect(copied.map((d) => [d.name, d.level, d.owner])).toEqual([['Customer', 0, ''], ['Email', 1, 'CRM']]);
    expect(copied.map((d) => d.id)).not.toContain(source.customer.id);
    expect(copied[1].parent_id).toBe(copied[0].id);
    const links = expectStatus<DataCatalogDetailLink[]>(await as.editor.get(catalogPath(copy.id, `/data_catalog_details/${copied[0].id}/data_catalog_detail_links`)), 200);
    expect(links.map((l) => [l.linked_detail_id, l.linked_catalog_id])).toEqual([[copied[1].id, copy.id]]);
    expectStatus(await as.viewer.get(catalogPath(copy.id)), 404);
  });

  it('copies a global catalog into the caller’s company, and keeps a system admin’s clone global', async () => {
    const draft = await linkedCatalog(as.admin, 'Reference draft');
    const global = expectStatus<DataCatalog>(await as.admin.post(catalogPath(draft.catalog.id, '/create_global_from'), { name: 'Reference' }), 201);
    expect(global).toMatchObject({ company_id: null, detail_count: 2 });
    const local = expectStatus<DataCatalog>(await as.globex.post(catalogPath(global.id, '/create_local_from'), { name: 'Our reference' }), 201);
    expect(local).toMatchObject({ company_id: seed.companies.globex, name: 'Our reference', detail_count: 2 });
    expectStatus(await as.editor.get(catalogPath(local.id)), 404);
    const globalClone = expectStatus<DataCatalog>(await as.admin.post(catalogPath(global.id, '/clone'), {}), 201);
    expect(globalClone.company_id).toBeNull();
    const memberClone = expectStatus<DataCatalog>(await as.editor.post(catalogPath(global.id, '/clone'), {}), 201);
    expect(memberClone.company_id).toBe(seed.companies.acme);
    expectStatus(await as.editor.post(catalogPath(global.id, '/create_global_from'), {}), 403);
  });

  it('refuses a copy of a catalog the caller may not read', async () => {
    const hidden = await createCatalog(as.owner, 'Not for the editor');
    expectStatus(await as.editor.post(catalogPath(hidden.id, '/clone'), {}), 404);
    expectStatus(await as.globex.post(catalogPath(hidden.id, '/create_local_from'), {}), 404);
  });
});

describe('delta', () => {
  it('answers the added, removed and changed paths as a download', async () => {
    const source = await linkedCatalog(as.editor, 'Before');
    const copy = expectStatus<DataCatalog>(await as.editor.post(catalogPath(source.catalog.id, '/clone'), { name: 'After' }), 201);
    const [customer, email] = await details(as.editor, copy.id);
    expectStatus(await as.editor.put(catalogPath(copy.id, `/data_catalog_details/${email.id}`), { owner: 'Marketing', type: 'field' }), 200);
    await createDetail(as.editor, copy.id, { group_id: customer.group_id, parent_id: customer.id, name: 'Phone' });
    expectStatus(await as.editor.delete(catalogPath(source.catalog.id, `/data_catalog_details/${source.email.id}`)), 200);
    await createDetail(as.editor, source.catalog.id, { group_id: source.group.id, name: 'Supplier' });
    const res = await as.editor.get(`${catalogPath(source.catalog.id, '/delta')}?destination_id=${copy.id}`);
    const delta = expectStatus<DataCatalogDelta>(res, 200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Before-to-After-delta.json"');
    expect(delta).toEqual({
      source_id: source.catalog.id,
      destination_id: copy.id,
      added: ['People / Customer / Email', 'People / Customer / Phone'],
      removed: ['People / Supplier'],
      changed: [],
    });
    const reverse = expectStatus<DataCatalogDelta>(await as.editor.get(`${catalogPath(copy.id, '/delta')}?destination_id=${source.catalog.id}`), 200);
    expect(reverse.removed).toEqual(['People / Customer / Email', 'People / Customer / Phone']);
    const unchangedCopy = expectStatus<DataCatalog>(await as.editor.post(catalogPath(copy.id, '/clone'), {}), 201);
    const [, emailAgain] = await details(as.editor, unchangedCopy.id);
    expectStatus(await as.editor.put(catalogPath(unchangedCopy.id, `/data_catalog_details/${emailAgain.id}`), { owner: 'Sales' }), 200);
    const changed = expectStatus<DataCatalogDelta>(await as.editor.get(`${catalogPath(copy.id, '/delta')}?destination_id=${unchangedCopy.id}`), 200);
    expect(changed.changed).toEqual([{ path: 'People / Customer / Email', fields: { owner: { from: 'Marketing', to: 'Sales' } } }]);
    const hidden = await createCatalog(as.owner, 'Hidden destination');
    expectStatus(await as.editor.get(`${catalogPath(source.catalog.id, '/delta')}?destination_id=${hidden.id}`), 404);
  });
});

describe('POST /api/data_catalogs/file_upload.json', () => {
  const upload = (file: FilePart, preview = false, name = 'Uploaded') =>
    postMultipart(t, as.editor, `${catalogPath(undefined, '/file_upload')}${preview ? '?preview=true' : ''}`, { name, file });
  const csv = (text: string): FilePart => ({ filename: 'catalog.csv', contentType: 'text/csv', data: Buffer.from(text) });
  const GOOD_CSV = 'Group,Path,Description,Type,Owner,Classification\nPeople,Customer,Who buys,entity,Sales,internal\nPeople,Customer / Email,,field,CRM,confidential\nMoney,Invoice,,document,,\n';

  it('previews without writing anything', async () => {
    const before = await catalogNames();
    const preview = expectStatus<DataCatalogUploadPreview>(await upload(csv(GOOD_CSV), true, 'Previewed'), 200);
    expect(preview).toMatchObject({ errors: [], group_count: 2, detail_count: 3 });
    expect(preview.rows[1]).toMatchObject({ line: 3, group: 'People', path: 'Customer / Email', name: 'Email', classification: 'confidential' });
    expect(await catalogNames()).toEqual(before);
  });

  it('refuses a file with wrong rows and writes nothing', async () => {
    const before = await catalogNames();
    const res = await upload(csv('group,parent,name\nPeople,,Customer\n,,No group\nPeople,Missing,Orphan\nPeople,,Customer\nPeople,,\n'), false, 'Refused');
    const body = expectStatus<{ errors: Array<{ line: number }> }>(res, 422);
    expect(body.errors.map((error) => error.line)).toEqual([3, 4, 5, 6]);
    expect(await catalogNames()).toEqual(before);
  });

  it('creates the catalog from a good CSV', async () => {
    const created = expectStatus<DataCatalog>(await upload(csv(GOOD_CSV), false, 'From CSV'), 201);
    expect(created).toMatchObject({ name: 'From CSV', group_count: 2, detail_count: 3, permissions: { admin: true } });
    expect((await details(as.editor, created.id)).map((d) => [d.name, d.level, d.type])).toEqual([['Customer', 0, 'entity'], ['Email', 1, 'field'], ['Invoice', 0, 'document']]);
  });

  it('creates the catalog from a good XLSX', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Catalog');
    sheet.addRow(['GROUP', 'Parent', 'Name', 'Owner']).font = { bold: true };
    sheet.addRow(['Assets', null, 'Laptop', 'IT']);
    sheet.addRow(['Assets', 'Laptop', 'Serial number', 'IT']);
    const file: FilePart = { filename: 'assets.xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data: Buffer.from(await workbook.xlsx.writeBuffer()) };
    const created = expectStatus<DataCatalog>(await upload(file, false, 'From XLSX'), 201);
    expect((await details(as.editor, created.id)).map((d) => [d.name, d.level, d.owner])).toEqual([['Laptop', 0, 'IT'], ['Serial number', 1, 'IT']]);
  });

  it('refuses a file over the upload limit and a company reader', async () => {
    const huge = csv(`group,name\n${'People,Someone\n'.repeat(400_000)}`);
    expectStatus(await upload(huge, true), 422);
    expectStatus(await postMultipart(t, as.restricted, catalogPath(undefined, '/file_upload'), { name: 'X', file: csv(GOOD_CSV) }), 403);
  });
});
