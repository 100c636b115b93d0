/** Data maps: the list, the map itself, its permissions, its picture, and who may do what (data-layer.md §6). */
import { describe, expect, it } from 'vitest';
import type { DataMap, DataMapUserPermission } from '../../core/domain/data-governance-types';
import { fileStorage } from '../../server/storage';
import { createGlobalMap, createMap, getMap, mapPath } from './support/data-maps';
import { postMultipart, TINY_PNG } from './support/multipart';
import { createProjectLink, createTeam, withSessionToken } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

const names = async (client: typeof as.viewer, query = '') => expectStatus<DataMap[]>(await client.get(`${mapPath()}${query}`), 200).map((map) => map.name);

describe('data maps', () => {
  it('creates a local map whose creator is admin, with empty coverage, and lists it to those who may read it', async () => {
    const map = await createMap(as.editor, 'Customer journey', 'Where customer data goes');
    expect(map).toMatchObject({
      company_id: seed.companies.acme,
      created_by: seed.users.editor,
      image_url: null,
      category_count: 0,
      catalog_count: 0,
      mapped_detail_count: 0,
      detail_count: 0,
      permissions: { read: true, write: true, admin: true },
    });
    expect(await names(as.editor)).toContain('Customer journey');
    expect(await names(as.owner)).toContain('Customer journey');
    expect(await names(as.viewer)).not.toContain('Customer journey');
    expect(await names(as.globex)).not.toContain('Customer journey');
    expectStatus(await as.restricted.get(mapPath()), 403);
    expectStatus(await as.anonymous.get(mapPath()), 401);
  });

  it('creates a global map for a system admin, and refuses one to anybody else', async () => {
    const global = expectStatus<DataMap>(await as.admin.post(mapPath(), { name: 'Industry map', global: true }), 201);
    expect(global).toMatchObject({ company_id: null, permissions: { admin: true } });
    expect(await names(as.viewer, '?filter=global')).toContain('Industry map');
    expectStatus(await as.owner.post(mapPath(), { name: 'Not mine to make global', global: true }), 403);
    expect(await names(as.owner)).not.toContain('Not mine to make global');
  });

  it('searches, filters global, local and mine, and sorts by name', async () => {
    await createMap(as.editor, 'Zeta flows', 'finance');
    await createMap(as.owner, 'Alpha flows', 'Finance data');
    await createGlobalMap(as.admin, 'Beta industry map');
    expect(await names(as.owner, '?search=finance')).toEqual(['Alpha flows', 'Zeta flows']);
    expect(await names(as.owner, '?search=finance&direction=desc')).toEqual(['Zeta flows', 'Alpha flows']);
    expect(await names(as.owner, '?filter=global')).toContain('Beta industry map');
    expect(await names(as.owner, '?filter=local')).not.toContain('Beta industry map');
    const mine = await names(as.owner, '?filter=mine');
    expect(mine).toContain('Alpha flows');
    expect(mine).not.toContain('Zeta flows');
  });

  it('updates with write and deletes with admin', async () => {
    const map = await createMap(as.editor, 'Old map');
    expect(expectStatus<DataMap>(await as.editor.put(mapPath(map.id), { name: 'New map' }), 200).name).toBe('New map');
    expect(failingFields(await as.editor.put(mapPath(map.id), { name: ' ' }))).toContain('name');
    expect((await as.editor.delete(mapPath(map.id))).statusCode).toBe(204);
    expectStatus(await as.editor.get(mapPath(map.id)), 404);
  });
});

describe('who may do what on a data map', () => {
  it('hides a local map from another company, a member without a row and a share-link visitor', async () => {
    const map = await createMap(as.editor, 'Private map');
    expectStatus(await as.globex.get(mapPath(map.id)), 404);
    expectStatus(await as.viewer.get(mapPath(map.id)), 404);
    expectStatus(await as.viewer.get(mapPath(map.id, '/data_map_categories')), 404);
    const link = await createProjectLink(as.owner, onboarding);
    expectStatus(await withSessionToken(t.anonymous, link.access_id).get(mapPath(map.id)), 403);
  });

  it('grants by user and team rows through the shared permission routes; a read row cannot write', async () => {
    const map = await createMap(as.editor, 'Shared map');
    const row = expectStatus<DataMapUserPermission>(await as.editor.post(mapPath(map.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    expect(row).toMatchObject({ data_map_id: map.id, user_id: seed.users.viewer, permission_key: 'read' });
    expect(expectStatus<DataMapUserPermission[]>(await as.viewer.get(mapPath(map.id, '/user_permissions')), 200).map((r) => r.user_id)).toContain(seed.users.viewer);
    expect((await getMap(as.viewer, map.id)).permissions).toEqual({ read: true, write: false, admin: false });
    expectStatus(await as.viewer.put(mapPath(map.id), { name: 'Mine' }), 403);
    expectStatus(await as.viewer.post(mapPath(map.id, '/data_map_categories'), { name: 'Mine' }), 403);
    expectStatus(await as.viewer.post(mapPath(map.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'admin' }), 403);
    expectStatus(await as.editor.put(mapPath(map.id, `/user_permissions/${row.id}`), { permission_key: 'write' }), 200);
    expectStatus(await as.viewer.post(mapPath(map.id, '/data_map_categories'), { name: 'Now allowed' }), 201);
    expectStatus(await as.editor.delete(mapPath(map.id, `/user_permissions/${row.id}`)), 200);
    expectStatus(await as.viewer.get(mapPath(map.id)), 404);

    const team = await createTeam(t, seed.companies.acme, 'Map stewards', [seed.users.viewer]);
    expectStatus(await as.editor.post(mapPath(map.id, '/role_permissions'), { role_id: team, permission_key: 'write' }), 201);
    expectStatus(await as.viewer.put(mapPath(map.id), { description: 'By the team' }), 200);
    expectStatus(await as.viewer.delete(mapPath(map.id)), 403);
    expect(failingFields(await as.editor.post(mapPath(map.id, '/user_permissions'), { user_id: seed.users.globex, permission_key: 'read' }))).toEqual(['user_id']);
  });

  it('makes company admins admin on every map of their company', async () => {
    const map = await createMap(as.editor, 'Admin reach map');
    expect((await getMap(as.owner, map.id)).permissions.admin).toBe(true);
  });

  it('lets every company read a global map, system admins change it, and refuses a global copy to others', async () => {
    const global = await createGlobalMap(as.admin, 'Industry map');
    expect(global.company_id).toBeNull();
    expect((await getMap(as.viewer, global.id)).permissions).toEqual({ read: true, write: false, admin: false });
    expectStatus(await as.globex.get(mapPath(global.id)), 200);
    expectStatus(await as.owner.put(mapPath(global.id), { name: 'Mine' }), 403);
    expectStatus(await as.admin.put(mapPath(global.id), { description: 'Kept by the system admins' }), 200);
    const local = await createMap(as.owner, 'Not global');
    expectStatus(await as.owner.post(mapPath(local.id, '/create_global_from'), {}), 403);
  });
});

describe('POST /api/data_maps/{id}/upload_image.json', () => {
  it('stores the overview picture for writers, serves it to readers only, and refuses readers', async () => {
    const map = await createMap(as.editor, 'Pictured map');
    const image = { filename: 'map.png', contentType: 'image/png', data: TINY_PNG };
    const updated = expectStatus<DataMap>(await postMultipart(t, as.editor, mapPath(map.id, '/upload_image'), { image }), 200);
    expect(updated.image_url).toMatch(/^\/api\/files\/data_maps\//);
    expect((await as.editor.get(updated.image_url!)).statusCode).toBe(200);
    expect((await as.globex.get(updated.image_url!)).statusCode).toBe(404);
    expectStatus(await as.editor.post(mapPath(map.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    expect((await as.viewer.get(updated.image_url!)).statusCode).toBe(200);
    expectStatus(await postMultipart(t, as.viewer, mapPath(map.id, '/upload_image'), { image }), 403);
    expect(failingFields(await postMultipart(t, as.editor, mapPath(map.id, '/upload_image'), { image: { ...image, data: Buffer.from('not a png') } }))).toContain('image');
  });
});

describe('POST /api/data_maps/{id}/remove_image.json', () => {
  it('takes the picture off for writers and deletes its stored file; refuses readers and hides the map from others', async () => {
    const map = await createMap(as.editor, 'Unpictured map');
    const image = { filename: 'map.png', contentType: 'image/png', data: TINY_PNG };
    const pictured = expectStatus<DataMap>(await postMultipart(t, as.editor, mapPath(map.id, '/upload_image'), { image }), 200);
    const key = pictured.image_url!.replace('/api/files/', '');
    expectStatus(await as.editor.post(mapPath(map.id, '/user_permissions'), { user_id: seed.users.viewer, permission_key: 'read' }), 201);
    expectStatus(await as.viewer.post(mapPath(map.id, '/remove_image')), 403);
    expectStatus(await as.globex.post(mapPath(map.id, '/remove_image')), 404);
    expect(await fileStorage(t.app).get(key)).not.toBeNull();

    const removed = expectStatus<DataMap>(await as.editor.post(mapPath(map.id, '/remove_image')), 200);
    expect(removed).toMatchObject({ id: map.id, image_url: null });
    expect((await getMap(as.viewer, map.id)).image_url).toBeNull();
    expect(await fileStorage(t.app).get(key)).toBeNull();
    expect((await as.editor.get(pictured.image_url!)).statusCode).toBe(404);
    expect(expectStatus<DataMap>(await as.editor.post(mapPath(map.id, '/remove_image')), 200).image_url).toBeNull();
  });
});
