/**
 * The generic reads around the permission model: one user or team of the company, the permission levels,
 * the caller's companies, every company's teams for system admins, one status or other lookup item, and
 * one permission or resource of a project with the resources' reordering.
 */
import { describe, expect, it } from 'vitest';
import type { AdminTeam, PermissionLevel, UserCompany } from '../../core/domain/api-types';
import type { DirectoryRole, DirectoryUser } from '../../core/domain/sharing-types';
import type { Status } from '../../core/domain/workspace-types';
import { createTeam } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, UNKNOWN_ID } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

describe('the company directory', () => {
  it('answers one user of the caller’s company; another company’s is not found', async () => {
    expect(expectStatus<DirectoryUser>(await as.viewer.get(`/api/users/${seed.users.editor}.json`), 200)).toEqual({
      id: seed.users.editor,
      name: 'Eddie Editor',
      email: 'editor@acme.test',
    });
    expectStatus(await as.viewer.get(`/api/users/${seed.users.globex}.json`), 404);
    expectStatus(await as.globex.get(`/api/users/${seed.users.editor}.json`), 404);
    expectStatus(await as.restricted.get(`/api/users/${seed.users.editor}.json`), 403);
    expectStatus(await as.anonymous.get(`/api/users/${seed.users.editor}.json`), 401);
  });

  it('answers one team with its members, only within the company', async () => {
    const team = await createTeam(t, seed.companies.acme, 'Directory team', [seed.users.viewer]);
    expect(expectStatus<DirectoryRole>(await as.editor.get(`/api/roles/${team}.json`), 200)).toEqual({ id: team, name: 'Directory team', user_ids: [seed.users.viewer] });
    expectStatus(await as.globex.get(`/api/roles/${team}.json`), 404);
    expectStatus(await as.editor.get(`/api/roles/${UNKNOWN_ID}.json`), 404);
    expectStatus(await as.anonymous.get(`/api/roles/${team}.json`), 401);
  });

  it('lists the permission levels and the caller’s one company', async () => {
    expect(expectStatus<PermissionLevel[]>(await as.viewer.get('/api/permissions.json'), 200)).toEqual([
      { key: 'read', rank: 1 },
      { key: 'write', rank: 2 },
      { key: 'admin', rank: 3 },
    ]);
    expect(expectStatus<UserCompany[]>(await as.owner.get('/api/user_companies.json'), 200)).toEqual([
      { id: seed.companies.acme, name: 'Acme', company_role: 'admin', active: true },
    ]);
    expect(expectStatus<UserCompany[]>(await as.globex.get('/api/user_companies.json'), 200)).toEqual([
      { id: seed.companies.globex, name: expect.any(String), company_role: 'member', active: true },
    ]);
    expectStatus(await as.anonymous.get('/api/permissions.json'), 401);
    expectStatus(await as.anonymous.get('/api/user_companies.json'), 401);
  });
});

describe('every company’s teams', () => {
  it('are listed to system admins, paged, with company and size, searchable', async () => {
    await createTeam(t, seed.companies.globex, 'Globex planners', [seed.users.globex]);
    const all = expectStatus<{ items: AdminTeam[]; total: number }>(await as.admin.get('/api/admin/roles.json', { query: { per_page: '100' } }), 200);
    expect(all.items).toContainEqual({ id: expect.any(Number), name: 'Globex planners', company: { id: seed.companies.globex, name: expect.any(String) }, member_count: 1 });
    const found = expectStatus<{ items: AdminTeam[]; total: number }>(await as.admin.get('/api/admin/roles.json', { query: { search: 'planners', sort: 'member_count', direction: 'desc' } }), 200);
    expect(found.items.map((team) => team.name)).toEqual(['Globex planners']);
    expect(found.total).toBe(1);
    for (const client of [as.owner, as.editor, as.globex]) expectStatus(await client.get('/api/admin/roles.json'), 403);
    expectStatus(await as.anonymous.get('/api/admin/roles.json'), 401);
  });
});

describe('one status', () => {
  it('is read by every workspace user', async () => {
    const [first] = expectStatus<Status[]>(await as.viewer.get('/api/project_scenario_module_statuses.json'), 200);
    expect(expectStatus<Status>(await as.globex.get(`/api/project_scenario_module_statuses/${first.id}.json`), 200)).toEqual(first);
    expectStatus(await as.viewer.get(`/api/project_statuses/${UNKNOWN_ID}.json`), 404);
    expectStatus(await as.restricted.get(`/api/project_statuses/${first.id}.json`), 403);
    expectStatus(await as.anonymous.get(`/api/project_statuses/${first.id}.json`), 401);
  });
});

describe('a project’s parts', () => {
  it('reads one resource and reorders them all', async () => {
    const base = `/api/projects/${onboarding}/project_resources`;
    const first = expectStatus<{ id: number; title: string }>(await as.editor.post(`${base}.json`, { title: 'First', url: 'https://first.test' }), 201);
    const second = expectStatus<{ id: number }>(await as.editor.post(`${base}.json`, { title: 'Second', url: 'https://second.test' }), 201);
    expect(expectStatus<{ id: number; title: string }>(await as.viewer.get(`${base}/${first.id}.json`), 200)).toMatchObject({ id: first.id, title: 'First' });
    const ids = expectStatus<Array<{ id: number }>>(await as.viewer.get(`${base}.json`), 200).map((resource) => resource.id);
    const reversed = [...ids].reverse();
    expect(expectStatus<Array<{ id: number }>>(await as.editor.post(`${base}/update_positions.json`, { ids: reversed }), 200).map((resource) => resource.id)).toEqual(reversed);
    expect(expectStatus<Array<{ id: number }>>(await as.viewer.get(`${base}.json`), 200).map((resource) => resource.id)).toEqual(reversed);
    expectStatus(await as.editor.post(`${base}/update_positions.json`, { ids: [second.id] }), 422);
    expectStatus(await as.viewer.post(`${base}/update_positions.json`, { ids: reversed }), 403);
    expectStatus(await as.viewer.get(`${base}/${UNKNOWN_ID}.json`), 404);
  });

  it('reads one user permission and one team permission', async () => {
    const base = `/api/projects/${onboarding}`;
    const [userPermission] = expectStatus<Array<{ id: number; user_id: number }>>(await as.viewer.get(`${base}/user_permissions.json`), 200);
    expect(expectStatus(await as.viewer.get(`${base}/user_permissions/${userPermission.id}.json`), 200)).toMatchObject(userPermission);
    const team = await createTeam(t, seed.companies.acme, 'Readers', []);
    const teamPermission = expectStatus<{ id: number }>(await as.owner.post(`${base}/role_permissions.json`, { role_id: team, permission_key: 'read' }), 201);
    expect(expectStatus(await as.editor.get(`${base}/role_permissions/${teamPermission.id}.json`), 200)).toMatchObject({ id: teamPermission.id, role_id: team });
    expectStatus(await as.viewer.get(`${base}/role_permissions/${UNKNOWN_ID}.json`), 404);
    expectStatus(await as.globex.get(`${base}/user_permissions/${userPermission.id}.json`), 404);
  });
});
