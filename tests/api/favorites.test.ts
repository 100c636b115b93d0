/** POST/DELETE /api/projects/{id}/favorite.json and the favorites list. */
import { describe, expect, it } from 'vitest';
import type { Paged, Project } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import { deletedProject, expectStatus, UNKNOWN_ID, type Actors } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

const favoritePath = (id: number) => `/api/projects/${id}/favorite.json`;
const favorites = async (client: Actors[keyof Actors]) =>
  expectStatus<Paged<Project>>(await client.get('/api/projects.json', { query: { scope: 'favorites' } }), 200);

describe('favourites', () => {
  it('lets every reader mark and unmark a project, per user, and answers the project', async () => {
    for (const client of [as.admin, as.owner, as.editor, as.viewer]) {
      const marked = expectStatus<Project>(await client.post(favoritePath(onboarding)), 200);
      expect(marked).toMatchObject({ id: onboarding, favorite: true });
      expect(expectStatus<Project>(await client.get(`/api/projects/${onboarding}.json`), 200).favorite).toBe(true);
      expect((await favorites(client)).items.map((p) => p.id)).toEqual([onboarding]);
    }
    // Marking twice is harmless.
    expectStatus(await as.viewer.post(favoritePath(onboarding)), 200);
    const unmarked = expectStatus<Project>(await as.viewer.delete(favoritePath(onboarding)), 200);
    expect(unmarked.favorite).toBe(false);
    expect((await favorites(as.viewer)).total).toBe(0);
    // The others keep theirs.
    expect((await favorites(as.editor)).total).toBe(1);
    expectStatus(await as.viewer.delete(favoritePath(onboarding)), 200);
  });

  it('carries favorite in the project list answer', async () => {
    const page = expectStatus<Paged<Project>>(await as.editor.get('/api/projects.json'), 200);
    expect(page.items.find((p) => p.id === onboarding)).toMatchObject({ favorite: true, labels: [], module_count: expect.any(Number) });
  });

  it('answers 404 for another company’s, deleted and unknown projects, 403 restricted, 401 nobody', async () => {
    expectStatus(await as.globex.post(favoritePath(onboarding)), 404);
    expectStatus(await as.owner.post(favoritePath((await deletedProject(as.owner)).id)), 404);
    expectStatus(await as.owner.post(favoritePath(UNKNOWN_ID)), 404);
    expectStatus(await as.restricted.post(favoritePath(onboarding)), 403);
    expectStatus(await as.anonymous.post(favoritePath(onboarding)), 401);
    expectStatus(await as.anonymous.delete(favoritePath(onboarding)), 401);
  });

  it('answers 404 for a malformed id', async () => {
    expectStatus(await as.owner.post('/api/projects/abc/favorite.json'), 404);
  });
});

describe('scope=team', () => {
  it('lists the readable projects a team has a permission on; role_id is required and company-scoped', async () => {
    const { projectRolePermissions, roles, roleUsers } = await import('../../server/db/schema');
    const [team] = await t.db.insert(roles).values({ company_id: t.seed.companies.acme, name: 'Team scope' }).returning();
    await t.db.insert(roleUsers).values({ role_id: team.id, user_id: t.seed.users.viewer });
    await t.db.insert(projectRolePermissions).values({ project_id: onboarding, role_id: team.id, permission_key: 'read' });
    const teamList = async (client: Actors[keyof Actors]) =>
      expectStatus<Paged<Project>>(await client.get('/api/projects.json', { query: { scope: 'team', role_id: team.id } }), 200);
    expect((await teamList(as.owner)).items.map((p) => p.id)).toEqual([onboarding]);
    expect((await teamList(as.viewer)).items.map((p) => p.id)).toEqual([onboarding]);
    expectStatus(await as.owner.get('/api/projects.json', { query: { scope: 'team' } }), 422);
    expectStatus(await as.globex.get('/api/projects.json', { query: { scope: 'team', role_id: team.id } }), 404);
    expectStatus(await as.restricted.get('/api/projects.json', { query: { scope: 'team', role_id: team.id } }), 403);
    expectStatus(await as.anonymous.get('/api/projects.json', { query: { scope: 'team', role_id: team.id } }), 401);
  });
});
