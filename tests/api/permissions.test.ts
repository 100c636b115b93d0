/** Project permissions (user and team), effective permissions and the company directory. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryRole, DirectoryUser, EffectivePermission, RolePermission, UserPermission } from '../../core/domain/sharing-types';
import { createProjectLink, createTeam, withSessionToken, type Visitor } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, expectStatus, failingFields, UNKNOWN_ID } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();
let visitor: Visitor;

beforeAll(async () => {
  const link = await createProjectLink(as.owner, onboarding);
  visitor = withSessionToken(t.anonymous, link.access_id);
});

const usersPath = (projectId: number) => `/api/projects/${projectId}/user_permissions`;
const rolesPath = (projectId: number) => `/api/projects/${projectId}/role_permissions`;
const effective = async (projectId: number) =>
  expectStatus<EffectivePermission[]>(await as.owner.get(`/api/projects/${projectId}/effective_permissions.json`), 200);

describe('the company directory', () => {
  it('lists the users of the caller’s company only', async () => {
    const people = expectStatus<DirectoryUser[]>(await as.viewer.get('/api/users.json'), 200);
    expect(people.map((p) => p.email)).toContain('editor@acme.test');
    expect(people.map((p) => p.email)).not.toContain('user@globex.test');
    expect(people[0]).toEqual({ id: expect.any(Number), name: expect.any(String), email: expect.any(String) });
    const globex = expectStatus<DirectoryUser[]>(await as.globex.get('/api/users'), 200);
    expect(globex.map((p) => p.email)).toEqual(['user@globex.test']);
  });

  it('lists the teams with their members', async () => {
    const team = await createTeam(t, t.seed.companies.acme, 'Directory team', [t.seed.users.viewer]);
    const teams = expectStatus<DirectoryRole[]>(await as.editor.get('/api/roles.json'), 200);
    expect(teams.find((r) => r.id === team)).toEqual({ id: team, name: 'Directory team', user_ids: [t.seed.users.viewer] });
    expect(expectStatus<DirectoryRole[]>(await as.globex.get('/api/roles.json'), 200).some((r) => r.id === team)).toBe(false);
  });

  it('answers 401 to nobody, 403 to a restricted user and to a share-link visitor', async () => {
    expectStatus(await as.anonymous.get('/api/users.json'), 401);
    expectStatus(await as.restricted.get('/api/users.json'), 403);
    expectStatus(await visitor.get('/api/users.json'), 403);
    expectStatus(await visitor.get('/api/roles.json'), 403);
  });
});

describe('user permissions', () => {
  it('lists a project’s user permissions to its readers, with the user', async () => {
    for (const client of [as.admin, as.owner, as.editor, as.viewer]) {
      const rows = expectStatus<UserPermission[]>(await client.get(`${usersPath(onboarding)}.json`), 200);
      expect(rows.find((r) => r.user_id === t.seed.users.viewer)).toMatchObject({
        project_id: onboarding,
        permission_key: 'read',
        user: { id: t.seed.users.viewer, name: 'Vera Viewer', email: 'viewer@acme.test' },
      });
    }
  });

  it('hides them from another company (404), a restricted user (403), a visitor (403) and nobody (401)', async () => {
    expectStatus(await as.globex.get(`${usersPath(onboarding)}.json`), 404);
    expectStatus(await as.restricted.get(`${usersPath(onboarding)}.json`), 403);
    expectStatus(await visitor.get(`${usersPath(onboarding)}.json`), 403);
    expectStatus(await as.anonymous.get(`${usersPath(onboarding)}.json`), 401);
    expectStatus(await as.owner.get(`${usersPath(UNKNOWN_ID)}.json`), 404);
  });

  it('lets only project admins grant, change and remove, effective on the next request', async () => {
    const project = await createProject(as.owner, 'Permission matrix');
    const path = usersPath(project.id);
    // The editor cannot even see the project yet.
    expectStatus(await as.editor.get(`/api/projects/${project.id}.json`), 404);
    const grant = expectStatus<UserPermission>(
      await as.owner.post(`${path}.json`, { user_id: t.seed.users.editor, permission_key: 'read' }),
      201,
    );
    expect(grant).toMatchObject({ project_id: project.id, user_id: t.seed.users.editor, permission_key: 'read' });
    expect(expectStatus<{ permissions: unknown }>(await as.editor.get(`/api/projects/${project.id}.json`), 200).permissions).toEqual({
      read: true,
      write: false,
      admin: false,
    });
    // A reader may list but not change.
    expectStatus(await as.editor.get(`${path}.json`), 200);
    expectStatus(await as.editor.post(`${path}.json`, { user_id: t.seed.users.viewer, permission_key: 'read' }), 403);
    expectStatus(await as.editor.put(`${path}/${grant.id}.json`, { permission_key: 'admin' }), 403);
    expectStatus(await as.editor.delete(`${path}/${grant.id}.json`), 403);
    expectStatus(await as.editor.put(`/api/projects/${project.id}.json`, { name: 'Renamed' }), 403);

    // Raised to write: a writer still cannot change permissions.
    const raised = expectStatus<UserPermission>(await as.owner.put(`${path}/${grant.id}.json`, { permission_key: 'write' }), 200);
    expect(raised.permission_key).toBe('write');
    expectStatus(await as.editor.put(`/api/projects/${project.id}.json`, { name: 'Renamed by the editor' }), 200);
    expectStatus(await as.editor.post(`${path}.json`, { user_id: t.seed.users.viewer, permission_key: 'read' }), 403);

    // Raised to admin: now the editor manages permissions, and the system admin always could.
    expectStatus(await as.admin.put(`${path}/${grant.id}.json`, { permission_key: 'admin' }), 200);
    const viewerGrant = expectStatus<UserPermission>(
      await as.editor.post(`${path}.json`, { user_id: t.seed.users.viewer, permission_key: 'read' }),
      201,
    );
    expectStatus(await as.viewer.get(`/api/projects/${project.id}.json`), 200);
    expect(expectStatus<UserPermission>(await as.editor.delete(`${path}/${viewerGrant.id}.json`), 200).id).toBe(viewerGrant.id);
    expectStatus(await as.viewer.get(`/api/projects/${project.id}.json`), 404);

    // Removed: gone on the next request.
    expectStatus(await as.owner.delete(`${path}/${grant.id}.json`), 200);
    expectStatus(await as.editor.get(`/api/projects/${project.id}.json`), 404);
    expectStatus(await as.owner.delete(`${path}/${grant.id}.json`), 404);
  });

  it('refuses bad input with 422 and other companies’ users', async () => {
    const path = `${usersPath(onboarding)}.json`;
    expect(failingFields(await as.owner.post(path, { user_id: t.seed.users.restricted, permission_key: 'owner' }))).toContain(
      'permission_key',
    );
    expect(failingFields(await as.owner.post(path, { user_id: '5', permission_key: 'read' }))).toContain('user_id');
    expect(failingFields(await as.owner.post(path, { user_id: t.seed.users.globex, permission_key: 'read' }))).toContain('user_id');
    expect(failingFields(await as.owner.post(path, { user_id: t.seed.users.viewer, permission_key: 'write' }))).toContain('user_id');
    expect(failingFields(await as.owner.post(path, { user_id: UNKNOWN_ID, permission_key: 'write' }))).toContain('user_id');
  });

  it('answers 404 to another company for every change, and to a permission of another project', async () => {
    const rows = expectStatus<UserPermission[]>(await as.owner.get(`${usersPath(onboarding)}.json`), 200);
    const row = rows[0];
    expectStatus(await as.globex.post(`${usersPath(onboarding)}.json`, { user_id: t.seed.users.globex, permission_key: 'read' }), 404);
    expectStatus(await as.globex.put(`${usersPath(onboarding)}/${row.id}.json`, { permission_key: 'admin' }), 404);
    expectStatus(await as.globex.delete(`${usersPath(onboarding)}/${row.id}.json`), 404);
    const other = await createProject(as.owner, 'Other project');
    expectStatus(await as.owner.put(`${usersPath(other.id)}/${row.id}.json`, { permission_key: 'admin' }), 404);
    expectStatus(await visitor.put(`${usersPath(onboarding)}/${row.id}.json`, { permission_key: 'admin' }), 403);
    expectStatus(await as.anonymous.delete(`${usersPath(onboarding)}/${row.id}.json`), 401);
    expectStatus(await as.restricted.delete(`${usersPath(onboarding)}/${row.id}.json`), 403);
  });
});

describe('history', () => {
  it('records every permission change as a project history event', async () => {
    const project = await createProject(as.owner, 'Audited permissions');
    const grant = expectStatus<UserPermission>(
      await as.owner.post(`${usersPath(project.id)}.json`, { user_id: t.seed.users.viewer, permission_key: 'read' }),
      201,
    );
    await as.owner.put(`${usersPath(project.id)}/${grant.id}.json`, { permission_key: 'write' });
    await as.owner.delete(`${usersPath(project.id)}/${grant.id}.json`);
    const team = await createTeam(t, t.seed.companies.acme, 'Audited team', []);
    await as.owner.post(`${rolesPath(project.id)}.json`, { role_id: team, permission_key: 'read' });
    const history = expectStatus<{ items: Array<{ subject_type: string; action: string; summary: string }> }>(
      await as.owner.get(`/api/projects/${project.id}/project_history_events.json`),
      200,
    );
    const events = history.items.filter((e) => e.subject_type.endsWith('Permission')).map((e) => `${e.action}: ${e.summary}`);
    expect(events).toEqual([
      'created: Gave team "Audited team" read access',
      'deleted: Removed the access of "Vera Viewer"',
      'updated: Gave "Vera Viewer" write access',
      'created: Gave "Vera Viewer" read access',
    ]);
  });
});

describe('team permissions', () => {
  it('grants a team’s members access; only project admins change it', async () => {
    const project = await createProject(as.owner, 'Team access');
    const team = await createTeam(t, t.seed.companies.acme, 'Reviewers', [t.seed.users.viewer]);
    const path = rolesPath(project.id);
    expectStatus(await as.viewer.get(`/api/projects/${project.id}.json`), 404);
    const grant = expectStatus<RolePermission>(await as.owner.post(`${path}.json`, { role_id: team, permission_key: 'write' }), 201);
    expect(grant).toEqual({ id: expect.any(Number), project_id: project.id, role_id: team, role: { id: team, name: 'Reviewers' }, permission_key: 'write' });
    expect(expectStatus<{ permissions: unknown }>(await as.viewer.get(`/api/projects/${project.id}.json`), 200).permissions).toEqual({
      read: true,
      write: true,
      admin: false,
    });
    expect(expectStatus<RolePermission[]>(await as.viewer.get(`${path}.json`), 200).map((r) => r.id)).toEqual([grant.id]);
    expectStatus(await as.viewer.put(`${path}/${grant.id}.json`, { permission_key: 'admin' }), 403);
    expectStatus(await as.viewer.post(`${path}.json`, { role_id: team, permission_key: 'admin' }), 403);
    expect(failingFields(await as.owner.post(`${path}.json`, { role_id: team, permission_key: 'read' }))).toContain('role_id');
    const globexTeam = await createTeam(t, t.seed.companies.globex, 'Globex team', []);
    expect(failingFields(await as.owner.post(`${path}.json`, { role_id: globexTeam, permission_key: 'read' }))).toContain('role_id');
    expectStatus(await as.globex.get(`${path}.json`), 404);
    expectStatus(await as.anonymous.get(`${path}.json`), 401);
    expectStatus(await as.restricted.get(`${path}.json`), 403);

    expectStatus(await as.owner.put(`${path}/${grant.id}.json`, { permission_key: 'read' }), 200);
    expect(expectStatus<{ permissions: { write: boolean } }>(await as.viewer.get(`/api/projects/${project.id}.json`), 200).permissions.write).toBe(false);
    expectStatus(await as.owner.delete(`${path}/${grant.id}.json`), 200);
    expectStatus(await as.viewer.get(`/api/projects/${project.id}.json`), 404);
  });
});

describe('effective permissions', () => {
  it('follows data-layer §4: the direct level raised by teams; company admins hold admin', async () => {
    const project = await createProject(as.owner, 'Effective levels');
    const team = await createTeam(t, t.seed.companies.acme, 'Writers', [t.seed.users.viewer, t.seed.users.editor]);
    await as.owner.post(`${usersPath(project.id)}.json`, { user_id: t.seed.users.viewer, permission_key: 'read' });
    await as.owner.post(`${usersPath(project.id)}.json`, { user_id: t.seed.users.editor, permission_key: 'admin' });
    await as.owner.post(`${rolesPath(project.id)}.json`, { role_id: team, permission_key: 'write' });
    const rows = await effective(project.id);
    const byEmail = new Map(rows.map((r) => [r.user.email, r]));
    expect(byEmail.get('viewer@acme.test')).toMatchObject({ level: 'write', source: 'role' });
    expect(byEmail.get('editor@acme.test')).toMatchObject({ level: 'admin', source: 'direct' });
    // The creator holds a direct admin row.
    expect(byEmail.get('owner@acme.test')).toMatchObject({ level: 'admin', source: 'direct' });
    expect(byEmail.get('admin@acme.test')).toMatchObject({ level: 'admin', source: 'company_admin' });
    expect(byEmail.has('restricted@acme.test')).toBe(false);
    expect(byEmail.has('user@globex.test')).toBe(false);
    // What it says is what the server enforces.
    expect(expectStatus<{ permissions: unknown }>(await as.viewer.get(`/api/projects/${project.id}.json`), 200).permissions).toEqual({
      read: true,
      write: true,
      admin: false,
    });
  });

  it('is shown to readers only', async () => {
    expectStatus(await as.viewer.get(`/api/projects/${onboarding}/effective_permissions.json`), 200);
    expectStatus(await as.globex.get(`/api/projects/${onboarding}/effective_permissions.json`), 404);
    expectStatus(await as.restricted.get(`/api/projects/${onboarding}/effective_permissions`), 403);
    expectStatus(await visitor.get(`/api/projects/${onboarding}/effective_permissions.json`), 403);
    expectStatus(await as.anonymous.get(`/api/projects/${onboarding}/effective_permissions.json`), 401);
  });
});
