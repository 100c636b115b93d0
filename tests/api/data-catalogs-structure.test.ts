/** A data catalog's groups and details: tree order, moves with the subtree, descendant delete; links and lineage. */
import { describe, expect, it } from 'vitest';
import { MAX_LINEAGE_DEPTH, type DataCatalogDetail, type DataCatalogDetailDeletion, type DataCatalogDetailLink, type DataCatalogGroup, type DataCatalogLineage } from '../../core/domain/data-governance-types';
import { catalogPath, createCatalog, createDetail, createGroup } from './support/data-catalogs';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { as, seed } = useSignedInServer();

const details = async (catalogId: number) => expectStatus<DataCatalogDetail[]>(await as.editor.get(catalogPath(catalogId, '/data_catalog_details')), 200);
const move = (catalogId: number, detailId: number, body: object) => as.editor.put(catalogPath(catalogId, `/data_catalog_details/${detailId}`), body);

/** Group "People" with Customer > (Address > Street, Email) and Supplier; group "Money" with Invoice. */
async function sampleCatalog(name = 'Sample') {
  const catalog = await createCatalog(as.editor, name);
  const people = await createGroup(as.editor, catalog.id, 'People');
  const money = await createGroup(as.editor, catalog.id, 'Money');
  const customer = await createDetail(as.editor, catalog.id, { group_id: people.id, name: 'Customer' });
  const supplier = await createDetail(as.editor, catalog.id, { group_id: people.id, name: 'Supplier' });
  const address = await createDetail(as.editor, catalog.id, { group_id: people.id, parent_id: customer.id, name: 'Address' });
  const email = await createDetail(as.editor, catalog.id, { group_id: people.id, parent_id: customer.id, name: 'Email', classification: 'confidential' });
  const street = await createDetail(as.editor, catalog.id, { group_id: people.id, parent_id: address.id, name: 'Street' });
  const invoice = await createDetail(as.editor, catalog.id, { group_id: money.id, name: 'Invoice' });
  return { catalog, people, money, customer, supplier, address, email, street, invoice };
}

describe('groups', () => {
  it('puts a new group after the last, moves one by position and closes the gap on delete', async () => {
    const { catalog, people, money } = await sampleCatalog();
    const audit = await createGroup(as.editor, catalog.id, 'Audit');
    expect(audit.position).toBe(2);
    expectStatus(await as.editor.put(catalogPath(catalog.id, `/data_catalog_groups/${audit.id}`), { position: 0 }), 200);
    const order = async () => expectStatus<DataCatalogGroup[]>(await as.editor.get(catalogPath(catalog.id, '/data_catalog_groups')), 200).map((g) => [g.name, g.position]);
    expect(await order()).toEqual([['Audit', 0], ['People', 1], ['Money', 2]]);
    expectStatus(await as.editor.delete(catalogPath(catalog.id, `/data_catalog_groups/${people.id}`)), 200);
    expect(await order()).toEqual([['Audit', 0], ['Money', 1]]);
    expect((await details(catalog.id)).map((d) => d.group_id)).toEqual([money.id]);
  });
});

describe('details', () => {
  it('lists flat in group order, then tree order, with levels from their parents', async () => {
    const { catalog } = await sampleCatalog();
    expect((await details(catalog.id)).map((d) => [d.name, d.level])).toEqual([
      ['Customer', 0], ['Address', 1], ['Street', 2], ['Email', 1], ['Supplier', 0], ['Invoice', 0],
    ]);
  });

  it('refuses a parent of another group or catalog', async () => {
    const { catalog, money, customer } = await sampleCatalog();
    const other = await sampleCatalog('Other');
    expect(failingFields(await as.editor.post(catalogPath(catalog.id, '/data_catalog_details'), { group_id: money.id, parent_id: customer.id, name: 'X' }))).toEqual(['parent_id']);
    expect(failingFields(await as.editor.post(catalogPath(catalog.id, '/data_catalog_details'), { group_id: other.people.id, name: 'X' }))).toEqual(['group_id']);
  });

  it('moves a detail with its subtree into another group, recomputing levels and renumbering siblings', async () => {
    const { catalog, money, invoice, address, email } = await sampleCatalog();
    const moved = expectStatus<DataCatalogDetail>(await move(catalog.id, address.id, { group_id: money.id, parent_id: invoice.id, position: 0 }), 200);
    expect(moved).toMatchObject({ group_id: money.id, parent_id: invoice.id, level: 1, position: 0 });
    const all = await details(catalog.id);
    expect(all.find((d) => d.name === 'Street')).toMatchObject({ group_id: money.id, level: 2 });
    expect(all.find((d) => d.id === email.id)?.position).toBe(0);
    expect(all.map((d) => d.name)).toEqual(['Customer', 'Email', 'Supplier', 'Invoice', 'Address', 'Street']);
  });

  it('refuses to move a detail below itself or its own descendant', async () => {
    const { catalog, customer, street } = await sampleCatalog();
    expect(failingFields(await move(catalog.id, customer.id, { parent_id: street.id }))).toEqual(['parent_id']);
    expect(failingFields(await move(catalog.id, customer.id, { parent_id: customer.id }))).toEqual(['parent_id']);
  });

  it('deletes a detail with all its descendants and answers their ids', async () => {
    const { catalog, customer, address, email, street } = await sampleCatalog();
    const deletion = expectStatus<DataCatalogDetailDeletion>(await as.editor.delete(catalogPath(catalog.id, `/data_catalog_details/${customer.id}`)), 200);
    expect(deletion.deleted_ids.sort()).toEqual([customer.id, address.id, email.id, street.id].sort());
    expect((await details(catalog.id)).map((d) => [d.name, d.position])).toEqual([['Supplier', 0], ['Invoice', 0]]);
  });

  it('leaves the details alone for a reader', async () => {
    const { catalog, customer } = await sampleCatalog();
    expectStatus(await as.editor.post(catalogPath(catalog.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    expectStatus(await as.viewer.get(catalogPath(catalog.id, '/data_catalog_details')), 200);
    expectStatus(await as.viewer.put(catalogPath(catalog.id, `/data_catalog_details/${customer.id}`), { name: 'Client' }), 403);
    expectStatus(await as.viewer.delete(catalogPath(catalog.id, `/data_catalog_details/${customer.id}`)), 403);
  });
});

describe('links and lineage', () => {
  const link = (catalogId: number, from: number, to: number) =>
    as.editor.post(catalogPath(catalogId, `/data_catalog_details/${from}/data_catalog_detail_links`), { linked_detail_id: to });

  it('links to a readable detail, never itself or twice, and answers where the linked detail is', async () => {
    const source = await sampleCatalog('Source');
    const target = await sampleCatalog('Target');
    const created = expectStatus<DataCatalogDetailLink>(await link(source.catalog.id, source.email.id, target.email.id), 201);
    expect(created).toMatchObject({ data_catalog_detail_id: source.email.id, linked_detail_id: target.email.id, linked_group_id: target.people.id, linked_catalog_id: target.catalog.id });
    expect(failingFields(await link(source.catalog.id, source.email.id, target.email.id))).toEqual(['linked_detail_id']);
    expect(failingFields(await link(source.catalog.id, source.email.id, source.email.id))).toEqual(['linked_detail_id']);
    const hidden = await createCatalog(as.owner, 'Hidden from the editor');
    const hiddenGroup = await createGroup(as.owner, hidden.id, 'G');
    const hiddenDetail = await createDetail(as.owner, hidden.id, { group_id: hiddenGroup.id, name: 'Secret' });
    expectStatus(await link(source.catalog.id, source.email.id, hiddenDetail.id), 404);
    const listed = expectStatus<DataCatalogDetailLink[]>(await as.editor.get(catalogPath(source.catalog.id, `/data_catalog_details/${source.email.id}/data_catalog_detail_links`)), 200);
    expect(listed.map((l) => l.id)).toEqual([created.id]);
    expectStatus(await as.editor.delete(catalogPath(source.catalog.id, `/data_catalog_details/${source.email.id}/data_catalog_detail_links/${created.id}`)), 200);
  });

  it('walks upstream and downstream to the depth asked, hiding the names of unreadable catalogs', async () => {
    const a = await sampleCatalog('Lineage A');
    const chain = [a.customer, a.supplier, a.address, a.email, a.street];
    for (let at = 0; at < chain.length - 1; at++) expectStatus(await link(a.catalog.id, chain[at].id, chain[at + 1].id), 201);
    const hidden = await createCatalog(as.owner, 'Hidden upstream');
    const group = await createGroup(as.owner, hidden.id, 'G');
    const secret = await createDetail(as.owner, hidden.id, { group_id: group.id, name: 'Secret' });
    expectStatus(await as.owner.post(catalogPath(hidden.id, `/data_catalog_details/${secret.id}/data_catalog_detail_links`), { linked_detail_id: a.customer.id }), 201);

    const lineage = async (detailId: number, query: string) =>
      expectStatus<DataCatalogLineage>(await as.editor.get(`${catalogPath(a.catalog.id, `/data_catalog_details/${detailId}/lineage`)}?${query}`), 200);
    const down = await lineage(a.customer.id, 'direction=downstream&depth=2');
    expect(down.nodes.map((n) => [n.name, n.distance])).toEqual([['Customer', 0], ['Supplier', 1], ['Address', 2]]);
    expect(down.edges).toHaveLength(2);
    const both = await lineage(a.supplier.id, 'direction=both&depth=1');
    expect(both.nodes.map((n) => [n.name, n.distance])).toEqual([['Customer', -1], ['Supplier', 0], ['Address', 1]]);
    const up = await lineage(a.customer.id, 'direction=upstream');
    expect(up.nodes.find((n) => n.detail_id === secret.id)).toMatchObject({ name: null, catalog_name: null, catalog_id: hidden.id, distance: -1 });
    expectStatus(await as.editor.get(`${catalogPath(a.catalog.id, `/data_catalog_details/${a.customer.id}/lineage`)}?depth=${MAX_LINEAGE_DEPTH + 1}`), 422);
  });
});
