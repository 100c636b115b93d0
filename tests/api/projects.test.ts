/** /api/projects, quick_index and register_viewed_project, driven through the real server. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged, Project, QuickIndexItem } from '../../core/domain/api-types';
import { projectRolePermissions, roles, roleUsers, users } from '../../server/db/schema';
import { useSignedInServer } from './support/signed-in-server';
import {
  createProject,
  deletedProject,
  expectStatus,
  failingFields,
  UNKNOWN_ID,
  type Actors,
} from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

const list = async (client: Actors[keyof Actors], query: Record<string, string | number> = {}) =>
  expectStatus<Paged<Project>>(await client.get('/api/projects.json', { query }), 200);

const names = (page: Paged<Project>) => page.items.map((p) => p.name);

describe('GET /api/projects.json', () => {
  it('lists the projects a user can read, each with the user’s effective permissions', async () => {
    const page = await list(as.editor);
    const acme = page.items.find((p) => p.id === onboarding);
    expect(acme).toMatchObject({ name: 'Acme onboarding', entity_type: 'project', permissions: { read: true, write: true, admin: false } });
    const viewerPage = await list(as.viewer);
    expect(viewerPage.items.find((p) => p.id === onboarding)?.permissions).toEqual({ read: true, write: false, admin: false });
    expect((await list(as.owner)).items.find((p) => p.id === onboarding)?.permissions).toEqual({ read: true, write: true, admin: true });
  });

  it('also answers without the .json suffix', async () => {
    expect(expectStatus<Paged<Project>>(await as.editor.get('/api/projects'), 200).total).toBeGreaterThan(0);
  });

  it('shows another company nothing of Acme', async () => {
    const page = await list(as.globex);
    expect(page.items.every((p) => p.company_id === t.seed.companies.globex)).toBe(true);
    expect(page.items.some((p) => p.id === onboarding)).toBe(false);
  });

  it('answers 401 without a bearer token and 403 to a restricted user', async () => {
    expectStatus(await as.anonymous.get('/api/projects.json'), 401);
    expectStatus(await as.restricted.get('/api/projects.json'), 403);
  });

  it('refuses bad paging, order and scope with 422', async () => {
    expect(failingFields(await as.editor.get('/api/projects.json', { query: { per_page: 201 } }))).toContain('per_page');
    expect(failingFields(await as.editor.get('/api/projects.json', { query: { page: 0 } }))).toContain('page');
    expect(failingFields(await as.editor.get('/api/projects.json', { query: { order: 'color' } }))).toContain('order');
    expect(failingFields(await as.editor.get('/api/projects.json', { query: { scope: 'everything' } }))).toContain('scope');
  });

  describe('search, order and paging', () => {
    // Created by the owner (company admin), so only the owner and the admin see them.
    beforeAll(async () => {
      await createProject(as.owner, 'Zeta launch', 'Rocket ALPHA programme');
      await createProject(as.owner, 'alpha pilot', 'first steps');
      await createProject(as.owner, 'Beta rollout', 'second wave');
      await createProject(as.owner, '100% done_project', 'percent and underscore');
    });

    it('searches name and description, case-insensitively', async () => {
      expect(names(await list(as.owner, { search: 'ALPHA', order: 'name' }))).toEqual(['alpha pilot', 'Zeta launch']);
      expect(names(await list(as.owner, { search: 'wave' }))).toEqual(['Beta rollout']);
    });

    it('takes % and _ in a search literally', async () => {
      expect(names(await list(as.owner, { search: '100%' }))).toEqual(['100% done_project']);
      expect(names(await list(as.owner, { search: 'e_p' }))).toEqual(['100% done_project']);
      expect((await list(as.owner, { search: '%a%' })).total).toBe(0);
    });

    it('orders by name ascending by default, or as asked', async () => {
      const ascending = names(await list(as.owner, { order: 'name' }));
      expect(ascending).toEqual([...ascending].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(names(await list(as.owner, { order: 'name', direction: 'desc' }))).toEqual([...ascending].reverse());
    });

    it('orders by last_event_date, newest first, by default', async () => {
      const page = await list(as.owner);
      const dates = page.items.map((p) => p.last_event_date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(page.items[0].name).toBe('100% done_project');
    });

    it('orders by created_at in either direction', async () => {
      const newest = names(await list(as.owner, { order: 'created_at' }));
      const oldest = names(await list(as.owner, { order: 'created_at', direction: 'asc' }));
      expect(oldest).toEqual([...newest].reverse());
      expect(oldest[0]).toBe('Acme onboarding');
    });

    it('pages with page and per_page, and total counts every match', async () => {
      const all = await list(as.owner, { order: 'name' });
      const first = await list(as.owner, { order: 'name', per_page: 2, page: 1 });
      const second = await list(as.owner, { order: 'name', per_page: 2, page: 2 });
      expect(first.total).toBe(all.total);
      expect(first.items).toHaveLength(2);
      expect([...names(first), ...names(second)]).toEqual(names(all).slice(0, 4));
      expect((await list(as.owner, { per_page: 2, page: 100 })).items).toEqual([]);
    });

    it('shows members only the projects they were given', async () => {
      expect(names(await list(as.viewer))).toEqual(['Acme onboarding']);
    });
  });

  describe('scopes', () => {
    it('my_projects: created by the user or with a direct permission row', async () => {
      const mine = await createProject(as.editor, 'Editor’s own');
      const page = await list(as.editor, { scope: 'my_projects' });
      expect(page.items.map((p) => p.id).sort()).toEqual([onboarding, mine.id].sort());
      // The admin reads every Acme project (company admin) but created none of them and has no rows.
      expect((await list(as.admin, { scope: 'my_projects' })).total).toBe(0);
      expect((await list(as.admin, { scope: 'all_projects' })).items.map((p) => p.id)).toContain(mine.id);
    });

    it('recently_viewed: the projects the user viewed, newest view first', async () => {
      const first = await createProject(as.owner, 'Viewed first');
      const second = await createProject(as.owner, 'Viewed second');
      expect((await list(as.admin, { scope: 'recently_viewed' })).total).toBe(0);
      for (const id of [first.id, second.id, first.id]) {
        expectStatus(await as.admin.post('/api/current_user/register_viewed_project.json', { project_id: id }), 200);
      }
      const page = await list(as.admin, { scope: 'recently_viewed' });
      expect(page.items.map((p) => p.id)).toEqual([first.id, second.id]);
      expect(page.total).toBe(2);
      expect(names(await list(as.admin, { scope: 'recently_viewed', order: 'name' }))).toEqual(['Viewed first', 'Viewed second']);
    });
  });

  it('raises a member’s level through a team (role) permission', async () => {
    const project = await createProject(as.owner, 'Team project');
    expect((await list(as.viewer)).items.map((p) => p.id)).not.toContain(project.id);
    const [team] = await t.db.insert(roles).values({ company_id: t.seed.companies.acme, name: 'Writers' }).returning();
    await t.db.insert(roleUsers).values({ role_id: team.id, user_id: t.seed.users.viewer });
    await t.db.insert(projectRolePermissions).values({ project_id: project.id, role_id: team.id, permission_key: 'write' });
    await t.db.insert(projectRolePermissions).values({ project_id: onboarding, role_id: team.id, permission_key: 'write' });
    try {
      const page = await list(as.viewer);
      expect(page.items.find((p) => p.id === project.id)?.permissions).toEqual({ read: true, write: true, admin: false });
      // Direct read, raised to write by the team.
      expect(page.items.find((p) => p.id === onboarding)?.permissions).toEqual({ read: true, write: true, admin: false });
    } finally {
      await t.db.delete(roles).where(eq(roles.id, team.id));
    }
    expect((await list(as.viewer)).items.map((p) => p.id)).toEqual([onboarding]);
  });
});

describe('GET /api/projects/{id}.json', () => {
  it('answers the project with the user’s permissions', async () => {
    const project = expectStatus<Project>(await as.viewer.get(`/api/projects/${onboarding}.json`), 200);
    expect(project).toMatchObject({ id: onboarding, name: 'Acme onboarding', permissions: { read: true, write: false, admin: false } });
    expectStatus(await as.viewer.get(`/api/projects/${onboarding}`), 200);
  });

  it('answers 401 without a token and 403 to a restricted user', async () => {
    expectStatus(await as.anonymous.get(`/api/projects/${onboarding}.json`), 401);
    expectStatus(await as.restricted.get(`/api/projects/${onboarding}.json`), 403);
  });

  it('answers 404 for another company’s project, an unknown id, a deleted project and an unreadable one', async () => {
    expectStatus(await as.globex.get(`/api/projects/${onboarding}.json`), 404);
    expectStatus(await as.editor.get(`/api/projects/${UNKNOWN_ID}.json`), 404);
    const deleted = await deletedProject(as.owner);
    expectStatus(await as.owner.get(`/api/projects/${deleted.id}.json`), 404);
    const hidden = await createProject(as.owner, 'Owner only');
    expectStatus(await as.viewer.get(`/api/projects/${hidden.id}.json`), 404);
  });

  it('answers 404 for an id that is not a number', async () => {
    expectStatus(await as.editor.get('/api/projects/abc.json'), 404);
  });
});

describe('POST /api/projects.json', () => {
  it('creates a project whose creator is its admin', async () => {
    const project = await createProject(as.editor, 'Editor’s launch', 'Plans');
    expect(project).toMatchObject({
      name: 'Editor’s launch',
      description: 'Plans',
      entity_type: 'project',
      company_id: t.seed.companies.acme,
      permissions: { read: true, write: true, admin: true },
    });
    expect(expectStatus<Project>(await as.editor.get(`/api/projects/${project.id}.json`), 200).permissions.admin).toBe(true);
    // Nobody else in the company was given access (the company admins see everything anyway).
    expectStatus(await as.viewer.get(`/api/projects/${project.id}.json`), 404);
    expectStatus(await as.owner.get(`/api/projects/${project.id}.json`), 200);
  });

  it('answers 401 without a token', async () => {
    expectStatus(await as.anonymous.post('/api/projects.json', { name: 'x' }), 401);
  });

  it('answers 403 to a restricted user and to a company reader', async () => {
    expectStatus(await as.restricted.post('/api/projects.json', { name: 'x' }), 403);
    await t.db.update(users).set({ company_role: 'reader' }).where(eq(users.id, t.seed.users.viewer));
    try {
      expectStatus(await as.viewer.post('/api/projects.json', { name: 'x' }), 403);
    } finally {
      await t.db.update(users).set({ company_role: 'member' }).where(eq(users.id, t.seed.users.viewer));
    }
  });

  it('answers 422 for a missing, empty or blank name, or a wrong type', async () => {
    expect(failingFields(await as.editor.post('/api/projects.json', { description: 'no name' }))).toContain('name');
    expect(failingFields(await as.editor.post('/api/projects.json', { name: '' }))).toContain('name');
    expect(failingFields(await as.editor.post('/api/projects.json', { name: '   ' }))).toContain('name');
    expect(failingFields(await as.editor.post('/api/projects.json', { name: 5 }))).toContain('name');
    expect(failingFields(await as.editor.post('/api/projects.json', { name: 'ok', description: ['x'] }))).toContain('description');
  });

  it('ignores fields the caller may not set', async () => {
    const res = await as.editor.post('/api/projects.json', { name: 'Sneaky', company_id: t.seed.companies.globex, entity_type: 'project_sample' });
    expect(expectStatus<Project>(res, 201)).toMatchObject({ company_id: t.seed.companies.acme, entity_type: 'project' });
  });
});

describe('PUT /api/projects/{id}.json', () => {
  it('renames and describes a project with write access, and moves it up the recent list', async () => {
    const before = expectStatus<Project>(await as.editor.get(`/api/projects/${onboarding}.json`), 200);
    const res = await as.editor.put(`/api/projects/${onboarding}.json`, { name: 'Acme onboarding', description: 'Updated' });
    const after = expectStatus<Project>(res, 200);
    expect(after).toMatchObject({ name: 'Acme onboarding', description: 'Updated', permissions: { write: true } });
    expect(after.last_event_date > before.last_event_date).toBe(true);
  });

  it('answers 401, 403 for a reader and a restricted user, 404 across companies and for deleted projects', async () => {
    expectStatus(await as.anonymous.put(`/api/projects/${onboarding}.json`, { name: 'x' }), 401);
    expectStatus(await as.viewer.put(`/api/projects/${onboarding}.json`, { name: 'x' }), 403);
    expectStatus(await as.restricted.put(`/api/projects/${onboarding}.json`, { name: 'x' }), 403);
    expectStatus(await as.globex.put(`/api/projects/${onboarding}.json`, { name: 'x' }), 404);
    expectStatus(await as.editor.put(`/api/projects/${UNKNOWN_ID}.json`, { name: 'x' }), 404);
    const deleted = await deletedProject(as.owner);
    expectStatus(await as.owner.put(`/api/projects/${deleted.id}.json`, { name: 'x' }), 404);
  });

  it('answers 422 for an empty name', async () => {
    expect(failingFields(await as.editor.put(`/api/projects/${onboarding}.json`, { name: '' }))).toContain('name');
  });
});

describe('DELETE /api/projects/{id}.json', () => {
  it('needs project admin: 403 for a writer', async () => {
    expectStatus(await as.editor.delete(`/api/projects/${onboarding}.json`), 403);
  });

  it('removes the project softly: it vanishes from lists, quick_index and gets', async () => {
    const project = await createProject(as.editor, 'Short-lived');
    const removed = expectStatus<Project>(await as.editor.delete(`/api/projects/${project.id}.json`), 200);
    expect(removed.id).toBe(project.id);
    expectStatus(await as.editor.get(`/api/projects/${project.id}.json`), 404);
    expect((await list(as.editor)).items.map((p) => p.id)).not.toContain(project.id);
    const quick = expectStatus<QuickIndexItem[]>(await as.editor.get('/api/projects/quick_index.json'), 200);
    expect(quick.map((p) => p.id)).not.toContain(project.id);
    expectStatus(await as.editor.delete(`/api/projects/${project.id}.json`), 404);
  });

  it('answers 401, 403 to a restricted user and 404 across companies', async () => {
    expectStatus(await as.anonymous.delete(`/api/projects/${onboarding}.json`), 401);
    expectStatus(await as.restricted.delete(`/api/projects/${onboarding}.json`), 403);
    expectStatus(await as.globex.delete(`/api/projects/${onboarding}.json`), 404);
    expectStatus(await as.owner.delete(`/api/projects/${UNKNOWN_ID}.json`), 404);
  });
});

describe('GET /api/projects/quick_index.json', () => {
  it('answers id and name of every readable project, by name', async () => {
    const quick = expectStatus<QuickIndexItem[]>(await as.viewer.get('/api/projects/quick_index.json'), 200);
    expect(quick).toEqual([{ id: onboarding, name: 'Acme onboarding' }]);
    const ownerQuick = expectStatus<QuickIndexItem[]>(await as.owner.get('/api/projects/quick_index'), 200);
    expect(ownerQuick.map((p) => p.name)).toEqual([...ownerQuick.map((p) => p.name)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(expectStatus<QuickIndexItem[]>(await as.globex.get('/api/projects/quick_index.json'), 200).map((p) => p.id)).not.toContain(onboarding);
  });

  it('answers 401 and 403 to a restricted user', async () => {
    expectStatus(await as.anonymous.get('/api/projects/quick_index.json'), 401);
    expectStatus(await as.restricted.get('/api/projects/quick_index.json'), 403);
  });
});

describe('POST /api/current_user/register_viewed_project.json', () => {
  const url = '/api/current_user/register_viewed_project.json';

  it('remembers the view, once per project, the latest winning', async () => {
    const first = expectStatus<{ project_id: number; viewed_at: string }>(await as.viewer.post(url, { project_id: onboarding }), 200);
    const again = expectStatus<{ project_id: number; viewed_at: string }>(await as.viewer.post(url, { project_id: onboarding }), 200);
    expect(again.project_id).toBe(onboarding);
    expect(again.viewed_at >= first.viewed_at).toBe(true);
    expect((await list(as.viewer, { scope: 'recently_viewed' })).items.map((p) => p.id)).toEqual([onboarding]);
  });

  it('answers 404 for projects the user cannot read', async () => {
    expectStatus(await as.globex.post(url, { project_id: onboarding }), 404);
    expectStatus(await as.viewer.post(url, { project_id: UNKNOWN_ID }), 404);
    const deleted = await deletedProject(as.owner);
    expectStatus(await as.owner.post(url, { project_id: deleted.id }), 404);
  });

  it('answers 401, 403 to a restricted user and 422 without a project_id', async () => {
    expectStatus(await as.anonymous.post(url, { project_id: onboarding }), 401);
    expectStatus(await as.restricted.post(url, { project_id: onboarding }), 403);
    expect(failingFields(await as.viewer.post(url, {}))).toContain('project_id');
    expect(failingFields(await as.viewer.post(url, { project_id: 'one' }))).toContain('project_id');
  });
});
