/** Data catalogs: the list, the catalog itself, its permissions, and who may do what (data-layer.md §6). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataCatalog, DataCatalogUserPermission } from '../../core/domain/data-governance-types';
import { dataMapDataCatalogs, dataMaps, users } from '../../server/db/schema';
import { catalogPath, createCatalog, createGlobalCatalog } from './support/data-catalogs';
import { createProjectLink, createTeam, withSessionToken } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

const names = async (client: typeof as.viewer, query = '') =>
  expectStatus<DataCatalog[]>(await client.get(`${catalogPath()}${query}`), 200).map((catalog) => catalog.name);

async function asCompanyReader<T>(userId: number, run: () => Promise<T>): Promise<T> {
  await t.db.update(users).set({ company_role: 'reader' }).where(eq(users.id, userId));
  try {
    return await run();
  } finally {
    await t.db.update(users).set({ company_role: 'member' }).where(eq(users.id, userId));
  }
}

describe('data catalogs', () => {
  it('creates a local catalog whose creator is admin, with counts, and lists it to those who may read it', async () => {
    const catalog = await createCatalog(as.editor, 'Customer data', 'Who our customers are');
    expect(catalog).toMatchObject({ company_id: seed.companies.acme, created_by: seed.users.editor, group_count: 0, detail_count: 0, permissions: { read: true, write: true, admin: true } });
    expect(await names(as.editor)).toContain('Customer data');
    expect(await names(as.owner)).toContain('Customer data');
    expect(await names(as.viewer)).not.toContain('Customer data');
    expect(await names(as.globex)).not.toContain('Customer data');
    expectStatus(await as.restricted.get(catalogPath()), 403);
    expectStatus(await as.anonymous.get(catalogPath()), 401);
  });

  it('searches name and description, filters global, local and mine, and sorts by name', async () => {
    await createCatalog(as.editor, 'Zeta ledger', 'finance');
    await createCatalog(as.owner, 'Alpha ledger', 'Finance records');
    await createGlobalCatalog(as.admin, 'Beta reference');
    expect(await names(as.owner, '?search=finance')).toEqual(['Alpha ledger', 'Zeta ledger']);
    expect(await names(as.owner, '?search=finance&direction=desc')).toEqual(['Zeta ledger', 'Alpha ledger']);
    expect(await names(as.owner, '?filter=global')).toContain('Beta reference');
    expect(await names(as.owner, '?filter=local')).not.toContain('Beta reference');
    const mine = await names(as.owner, '?filter=mine');
    expect(mine).toContain('Alpha ledger');
    expect(mine).not.toContain('Zeta ledger');
  });

  it('updates with write and deletes with admin', async () => {
    const catalog = await createCatalog(as.editor, 'Old name');
    const renamed = expectStatus<DataCatalog>(await as.editor.put(catalogPath(catalog.id), { name: 'New name' }), 200);
    expect(renamed.name).toBe('New name');
    expect(failingFields(await as.editor.put(catalogPath(catalog.id), { name: '  ' }))).toContain('name');
    expect((await as.editor.delete(catalogPath(catalog.id))).statusCode).toBe(204);
    expectStatus(await as.editor.get(catalogPath(catalog.id)), 404);
  });
});

describe('who may do what on a local catalog', () => {
  it('hides it from another company, a member without a row and a share-link visitor', async () => {
    const catalog = await createCatalog(as.editor, 'Private');
    expectStatus(await as.globex.get(catalogPath(catalog.id)), 404);
    expectStatus(await as.globex.put(catalogPath(catalog.id), { name: 'Mine' }), 404);
    expectStatus(await as.viewer.get(catalogPath(catalog.id)), 404);
    expectStatus(await as.viewer.get(catalogPath(catalog.id, '/data_catalog_groups')), 404);
    const link = await createProjectLink(as.owner, onboarding);
    const visitor = withSessionToken(t.anonymous, link.access_id);
    expectStatus(await visitor.get(catalogPath(catalog.id)), 403);
    expectStatus(await visitor.get(catalogPath()), 403);
  });

  it('grants by a user row and by a team row; a read row cannot write', async () => {
    const catalog = await createCatalog(as.editor, 'Shared');
    const row = expectStatus<DataCatalogUserPermission>(
      await as.editor.post(catalogPath(catalog.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }),
      201,
    );
    expect(row).toMatchObject({ data_catalog_id: catalog.id, user_id: seed.users.viewer, user: { id: seed.users.viewer }, permission_key: 'read' });
    expect(expectStatus<DataCatalog>(await as.viewer.get(catalogPath(catalog.id)), 200).permissions).toEqual({ read: true, write: false, admin: false });
    expectStatus(await as.viewer.put(catalogPath(catalog.id), { name: 'Mine' }), 403);
    expectStatus(await as.viewer.post(catalogPath(catalog.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'admin' }), 403);
    expectStatus(await as.editor.delete(catalogPath(catalog.id, `/user_permissions/${row.id}`)), 200);
    expectStatus(await as.viewer.get(catalogPath(catalog.id)), 404);

    const team = await createTeam(t, seed.companies.acme, 'Data stewards', [seed.users.viewer]);
    expectStatus(await as.editor.post(catalogPath(catalog.id, '/role_permissions'), { role_id: team, permission_key: 'write' }), 201);
    expectStatus(await as.viewer.put(catalogPath(catalog.id), { description: 'By the team' }), 200);
    expectStatus(await as.viewer.delete(catalogPath(catalog.id)), 403);
  });

  it('lets a company reader read but not write, whatever their row', async () => {
    const catalog = await createCatalog(as.editor, 'For readers');
    expectStatus(await as.editor.post(catalogPath(catalog.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'write' }), 201);
    await asCompanyReader(seed.users.viewer, async () => {
      expectStatus(await as.viewer.get(catalogPath(catalog.id)), 200);
      expectStatus(await as.viewer.put(catalogPath(catalog.id), { name: 'Mine' }), 403);
      expectStatus(await as.viewer.post(catalogPath(), { name: 'Mine' }), 403);
    });
  });

  it('makes company admins admin on every catalog of their company', async () => {
    const catalog = await createCatalog(as.editor, 'Admin reach');
    expect(expectStatus<DataCatalog>(await as.owner.get(catalogPath(catalog.id)), 200).permissions.admin).toBe(true);
    expectStatus(await as.owner.post(catalogPath(catalog.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
  });

  it('takes permission rows only for people and teams of its company, once each', async () => {
    const catalog = await createCatalog(as.editor, 'Rows');
    expect(failingFields(await as.editor.post(catalogPath(catalog.id, '/user_permissions'), { user_id: seed.users.globex, permission_key: 'read' }))).toEqual(['user_id']);
    const globexTeam = await createTeam(t, seed.companies.globex, 'Globex team', []);
    expect(failingFields(await as.editor.post(catalogPath(catalog.id, '/role_permissions'), { role_id: globexTeam, permission_key: 'read' }))).toEqual(['role_id']);
    expectStatus(await as.editor.post(catalogPath(catalog.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    expect(failingFields(await as.editor.post(catalogPath(catalog.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'write' }))).toEqual(['user_id']);
  });
});

describe('who may do what on a global catalog', () => {
  it('is read by every company, written by system admins, and not by a plain member', async () => {
    const global = await createGlobalCatalog(as.admin, 'Industry reference');
    expect(global.company_id).toBeNull();
    expect(expectStatus<DataCatalog>(await as.viewer.get(catalogPath(global.id)), 200).permissions).toEqual({ read: true, write: false, admin: false });
    expectStatus(await as.globex.get(catalogPath(global.id)), 200);
    expectStatus(await as.editor.put(catalogPath(global.id), { name: 'Mine' }), 403);
    expectStatus(await as.owner.post(catalogPath(global.id, '/data_catalog_groups'), { name: 'Mine' }), 403);
    expectStatus(await as.admin.put(catalogPath(global.id), { description: 'Kept by the system admins' }), 200);
  });

  it('takes a user row of any company', async () => {
    const global = await createGlobalCatalog(as.admin, 'Shared reference');
    expectStatus(await as.admin.post(catalogPath(global.id, '/user_permissions'), { user_id: seed.users.globex, permission_key: 'write' }), 201);
    expectStatus(await as.globex.put(catalogPath(global.id), { description: 'Globex helps' }), 200);
    expectStatus(await as.globex.delete(catalogPath(global.id)), 403);
  });

  it('refuses a global copy to anyone but a system admin', async () => {
    const catalog = await createCatalog(as.owner, 'Not for everyone');
    expectStatus(await as.owner.post(catalogPath(catalog.id, '/create_global_from'), {}), 403);
  });
});

describe('GET /api/data_maps/{id}/data_catalogs.json', () => {
  it('answers the catalogs a readable map places, without those the caller may not read', async () => {
    const open = await createCatalog(as.owner, 'Placed and open');
    const closed = await createCatalog(as.owner, 'Placed and closed');
    expectStatus(await as.owner.post(catalogPath(open.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    const [map] = await t.db.insert(dataMaps).values({ company_id: seed.companies.acme, name: 'Map', created_by: seed.users.owner }).returning();
    await t.db.insert(dataMapDataCatalogs).values([{ data_map_id: map.id, data_catalog_id: open.id }, { data_map_id: map.id, data_catalog_id: closed.id }]);
    const placed = async (client: typeof as.viewer) => expectStatus<DataCatalog[]>(await client.get(`/api/data_maps/${map.id}/data_catalogs.json`), 200).map((c) => c.name);
    expect(await placed(as.owner)).toEqual(['Placed and closed', 'Placed and open']);
    // The viewer has no row on the map itself: as a member of its company without a row, they cannot read it.
    expectStatus(await as.viewer.get(`/api/data_maps/${map.id}/data_catalogs.json`), 404);
    expectStatus(await as.globex.get(`/api/data_maps/${map.id}/data_catalogs.json`), 404);
  });
});
