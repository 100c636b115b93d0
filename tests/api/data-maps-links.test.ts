/** The detail links between a map's placed catalogs, which its overview draws as lines (data-layer.md §3). */
import { describe, expect, it } from 'vitest';
import type { DataMapDetailLink } from '../../core/domain/data-governance-types';
import type { ApiClient } from './harness';
import { createCatalog, createDetail, createGroup } from './support/data-catalogs';
import { catalogPath, createMap, mapPath, placeCatalog, placedCatalog } from './support/data-maps';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { as, seed } = useSignedInServer();

const link = async (client: ApiClient, catalogId: number, from: number, to: number) =>
  expectStatus<{ id: number }>(await client.post(catalogPath(catalogId, `/data_catalog_details/${from}/data_catalog_detail_links`), { linked_detail_id: to }), 201);

const mapLinks = (client: ApiClient, mapId: number) => client.get(mapPath(mapId, '/data_catalog_detail_links'));

describe('GET /api/data_maps/{id}/data_catalog_detail_links.json', () => {
  it('answers the links whose two ends are in placed catalogs, with the catalog each starts in', async () => {
    const map = await createMap(as.editor, 'Flows map');
    const crm = await placedCatalog(as.editor, map.id, 'CRM');
    const billing = await placedCatalog(as.editor, map.id, 'Billing');
    const offMap = await createCatalog(as.editor, 'Not placed');
    const offGroup = await createGroup(as.editor, offMap.id, 'Elsewhere');
    const offDetail = await createDetail(as.editor, offMap.id, { group_id: offGroup.id, name: 'Lost' });
    const across = await link(as.editor, crm.catalog.id, crm.customer.id, billing.customer.id);
    const back = await link(as.editor, billing.catalog.id, billing.email.id, crm.email.id);
    const inside = await link(as.editor, crm.catalog.id, crm.customer.id, crm.email.id);
    await link(as.editor, crm.catalog.id, crm.email.id, offDetail.id);

    const links = expectStatus<DataMapDetailLink[]>(await mapLinks(as.editor, map.id), 200);
    expect(links.map((each) => each.id)).toEqual([across.id, back.id, inside.id]);
    expect(links[0]).toEqual({
      id: across.id,
      data_catalog_id: crm.catalog.id,
      data_catalog_detail_id: crm.customer.id,
      linked_detail_id: billing.customer.id,
      linked_group_id: billing.customer.group_id,
      linked_catalog_id: billing.catalog.id,
    });
    await placeCatalog(as.editor, map.id, offMap.id);
    expect(expectStatus<DataMapDetailLink[]>(await mapLinks(as.editor, map.id), 200)).toHaveLength(4);
  });

  it('leaves out links to a placed catalog the reader may not read, and hides the map from non-readers', async () => {
    const map = await createMap(as.editor, 'Partly readable map');
    const open = await placedCatalog(as.editor, map.id, 'Open catalog');
    const closed = await placedCatalog(as.editor, map.id, 'Closed catalog');
    await link(as.editor, open.catalog.id, open.customer.id, closed.customer.id);
    const within = await link(as.editor, open.catalog.id, open.customer.id, open.email.id);
    expectStatus(await as.editor.post(mapPath(map.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    expectStatus(await as.editor.post(catalogPath(open.catalog.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);

    expect(expectStatus<DataMapDetailLink[]>(await mapLinks(as.editor, map.id), 200)).toHaveLength(2);
    expect(expectStatus<DataMapDetailLink[]>(await mapLinks(as.viewer, map.id), 200).map((each) => each.id)).toEqual([within.id]);
    expectStatus(await mapLinks(as.globex, map.id), 404);
    expectStatus(await mapLinks(as.editor, 999999), 404);
  });
});
