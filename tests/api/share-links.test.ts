/** Share links: project and module access URLs, created, listed and revoked by project admins only. */
import { describe, expect, it } from 'vitest';
import { decodeAccessId } from '../../core/domain/access-id';
import type { ModuleAccessUrl, ProjectAccessUrl } from '../../core/domain/sharing-types';
import { createModuleLink, createProjectLink, withSessionToken } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, expectStatus, UNKNOWN_ID } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();
const risks = seed.modules.risks!;

const projectLinks = (projectId: number) => `/api/projects/${projectId}/project_access_urls`;
const moduleLinks = (projectId: number, moduleId: number) =>
  `/api/projects/${projectId}/project_scenario_modules/${moduleId}/module_access_urls`;

describe('project access URLs', () => {
  it('creates a link whose id is base64 of the project id and a secret', async () => {
    const link = await createProjectLink(as.owner, onboarding);
    expect(link).toEqual({
      id: expect.any(Number),
      project_id: onboarding,
      module_id: null,
      access_id: expect.stringMatching(/^[A-Za-z0-9=]+$/),
      url: `/projects/${link.access_id}`,
      created_at: expect.any(String),
    });
    const decoded = decodeAccessId(link.access_id);
    expect(decoded?.id).toBe(onboarding);
    expect(decoded?.secret.length).toBeGreaterThanOrEqual(32);
    // Each link has its own secret.
    expect((await createProjectLink(as.admin, onboarding)).access_id).not.toBe(link.access_id);
  });

  it('lets only project admins create and list links', async () => {
    const link = await createProjectLink(as.owner, onboarding);
    const listed = expectStatus<ProjectAccessUrl[]>(await as.owner.get(`${projectLinks(onboarding)}.json`), 200);
    expect(listed.map((l) => l.id)).toContain(link.id);
    expect(listed.every((l) => l.module_id === null)).toBe(true);
    expectStatus(await as.admin.get(projectLinks(onboarding)), 200);
    for (const client of [as.editor, as.viewer]) {
      expectStatus(await client.get(`${projectLinks(onboarding)}.json`), 403);
      expectStatus(await client.post(`${projectLinks(onboarding)}.json`), 403);
      expectStatus(await client.delete(`${projectLinks(onboarding)}/${link.id}.json`), 403);
    }
    expectStatus(await as.globex.get(`${projectLinks(onboarding)}.json`), 404);
    expectStatus(await as.globex.post(`${projectLinks(onboarding)}.json`), 404);
    expectStatus(await as.globex.delete(`${projectLinks(onboarding)}/${link.id}.json`), 404);
    expectStatus(await as.restricted.get(`${projectLinks(onboarding)}.json`), 403);
    expectStatus(await as.anonymous.get(`${projectLinks(onboarding)}.json`), 401);
    expectStatus(await as.anonymous.post(`${projectLinks(onboarding)}.json`), 401);
    const visitor = withSessionToken(t.anonymous, link.access_id);
    expectStatus(await visitor.get(`${projectLinks(onboarding)}.json`), 403);
    expectStatus(await visitor.post(`${projectLinks(onboarding)}.json`), 403);
    expectStatus(await as.owner.get(`${projectLinks(UNKNOWN_ID)}.json`), 404);
  });

  it('revokes a link: gone from the list and refused on the very next request', async () => {
    const link = await createProjectLink(as.owner, onboarding);
    const visitor = withSessionToken(t.anonymous, link.access_id);
    expectStatus(await visitor.get(`/api/projects/${onboarding}.json`), 200);
    const revoked = expectStatus<ProjectAccessUrl>(await as.owner.delete(`${projectLinks(onboarding)}/${link.id}.json`), 200);
    expect(revoked.id).toBe(link.id);
    expectStatus(await visitor.get(`/api/projects/${onboarding}.json`), 401);
    const listed = expectStatus<ProjectAccessUrl[]>(await as.owner.get(`${projectLinks(onboarding)}.json`), 200);
    expect(listed.map((l) => l.id)).not.toContain(link.id);
    expectStatus(await as.owner.delete(`${projectLinks(onboarding)}/${link.id}.json`), 404);
  });

  it('records creating and revoking links in the project history', async () => {
    const project = await createProject(as.owner, 'Audited links');
    const link = await createProjectLink(as.owner, project.id);
    expectStatus(await as.owner.delete(`${projectLinks(project.id)}/${link.id}.json`), 200);
    const history = expectStatus<{ items: Array<{ subject_type: string; subject_id: number; action: string }> }>(
      await as.owner.get(`/api/projects/${project.id}/project_history_events.json`),
      200,
    );
    const events = history.items.filter((e) => e.subject_type === 'ProjectAccessUrl');
    expect(events.map((e) => [e.action, e.subject_id])).toEqual([
      ['deleted', link.id],
      ['created', link.id],
    ]);
  });

  it('keeps links of one project out of another’s', async () => {
    const other = await createProject(as.owner, 'Other shared project');
    const link = await createProjectLink(as.owner, onboarding);
    expectStatus(await as.owner.delete(`${projectLinks(other.id)}/${link.id}.json`), 404);
    expect(expectStatus<ProjectAccessUrl[]>(await as.owner.get(`${projectLinks(other.id)}.json`), 200)).toEqual([]);
  });
});

describe('module access URLs', () => {
  it('creates a link with the project and module access ids, the typed url and the embed url', async () => {
    const link = await createModuleLink(as.owner, onboarding, risks);
    expect(link).toMatchObject({ project_id: onboarding, module_id: risks });
    const projectPart = decodeAccessId(link.project_access_id);
    const modulePart = decodeAccessId(link.access_id);
    expect(projectPart?.id).toBe(onboarding);
    expect(modulePart?.id).toBe(risks);
    expect(modulePart?.secret).toBe(projectPart?.secret);
    expect(link.url).toBe(`/projects/${link.project_access_id}/risks/${link.access_id}`);
    expect(link.embed_url).toBe(`/embed/projects/${link.project_access_id}/risks/${link.access_id}`);
  });

  it('uses the module kind’s own segment', async () => {
    const link = await createModuleLink(as.owner, onboarding, t.seed.modules.text!);
    expect(link.url).toBe(`/projects/${link.project_access_id}/text/${link.access_id}`);
    expect(link.embed_url).toBe(`/embed/projects/${link.project_access_id}/text/${link.access_id}`);
  });

  it('lists and revokes them for project admins only', async () => {
    const link = await createModuleLink(as.owner, onboarding, risks);
    const path = moduleLinks(onboarding, risks);
    expect(expectStatus<ModuleAccessUrl[]>(await as.owner.get(`${path}.json`), 200).map((l) => l.id)).toContain(link.id);
    expect(expectStatus<ProjectAccessUrl[]>(await as.owner.get(`${projectLinks(onboarding)}.json`), 200).map((l) => l.id)).not.toContain(
      link.id,
    );
    for (const client of [as.editor, as.viewer]) {
      expectStatus(await client.get(`${path}.json`), 403);
      expectStatus(await client.post(`${path}.json`), 403);
      expectStatus(await client.delete(`${path}/${link.id}.json`), 403);
    }
    expectStatus(await as.globex.post(`${path}.json`), 404);
    expectStatus(await as.restricted.post(`${path}.json`), 403);
    expectStatus(await as.anonymous.post(path), 401);
    expectStatus(await withSessionToken(t.anonymous, `${link.project_access_id}:${link.access_id}`).post(`${path}.json`), 403);
    expectStatus(await as.owner.post(`${moduleLinks(onboarding, UNKNOWN_ID)}.json`), 404);

    const visitor = withSessionToken(t.anonymous, `${link.project_access_id}:${link.access_id}`);
    expectStatus(await visitor.get(`/api/projects/${onboarding}/project_scenario_modules/${risks}.json`), 200);
    expectStatus(await as.admin.delete(`${path}/${link.id}.json`), 200);
    expectStatus(await visitor.get(`/api/projects/${onboarding}/project_scenario_modules/${risks}.json`), 401);
    expect(expectStatus<ModuleAccessUrl[]>(await as.owner.get(`${path}.json`), 200).map((l) => l.id)).not.toContain(link.id);
    // A module link is not revoked through another module or as a project link.
    const second = await createModuleLink(as.owner, onboarding, risks);
    expectStatus(await as.owner.delete(`${projectLinks(onboarding)}/${second.id}.json`), 404);
  });

  it('may be shared from a locked module', async () => {
    const module = await createModule(as.owner, onboarding, 'Risks', 'Locked risks');
    expectStatus(await as.owner.put(`/api/projects/${onboarding}/project_scenario_modules/${module.id}.json`, { locked: true }), 200);
    await createModuleLink(as.owner, onboarding, module.id);
  });
});
