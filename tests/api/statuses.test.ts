/** The status lookups and status_id on projects and modules. */
import { describe, expect, it } from 'vitest';
import type { Project, ProjectModule } from '../../core/domain/api-types';
import type { Status } from '../../core/domain/workspace-types';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, modulePath } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

describe('status lookups', () => {
  it.each(['/api/project_statuses.json', '/api/project_scenario_module_statuses.json', '/api/project_statuses'])(
    '%s answers the seeded defaults by position to every workspace user',
    async (path) => {
      for (const client of [as.admin, as.owner, as.editor, as.viewer, as.globex]) {
        const statuses = expectStatus<Status[]>(await client.get(path), 200);
        expect(statuses.map((s) => s.name)).toEqual(['Not started', 'In progress', 'Done']);
        expect(statuses[0]).toEqual({ id: expect.any(Number), name: 'Not started', color: expect.stringMatching(/^#/), position: 0 });
      }
      expectStatus(await as.restricted.get(path), 403);
      expectStatus(await as.anonymous.get(path), 401);
    },
  );
});

describe('status_id', () => {
  it('is set on a project by writers, not readers, and checked', async () => {
    const [, inProgress] = expectStatus<Status[]>(await as.editor.get('/api/project_statuses.json'), 200);
    const project = expectStatus<Project>(await as.editor.put(`/api/projects/${onboarding}.json`, { status_id: inProgress.id }), 200);
    expect(project.status_id).toBe(inProgress.id);
    expect(expectStatus<Project>(await as.viewer.get(`/api/projects/${onboarding}.json`), 200).status_id).toBe(inProgress.id);
    expectStatus(await as.viewer.put(`/api/projects/${onboarding}.json`, { status_id: null }), 403);
    expectStatus(await as.globex.put(`/api/projects/${onboarding}.json`, { status_id: null }), 404);
    expect(failingFields(await as.editor.put(`/api/projects/${onboarding}.json`, { status_id: 999999 }))).toEqual(['status_id']);
    expect(expectStatus<Project>(await as.editor.put(`/api/projects/${onboarding}.json`, { status_id: null }), 200).status_id).toBeNull();
  });

  it('is set on a module with its description', async () => {
    const [done] = expectStatus<Status[]>(await as.editor.get('/api/project_scenario_module_statuses.json'), 200).slice(-1);
    const moduleId = t.seed.modules.text!;
    const path = `${modulePath(onboarding, moduleId)}.json`;
    const module = expectStatus<ProjectModule>(await as.editor.put(path, { status_id: done.id, description: 'Read me first' }), 200);
    expect(module).toMatchObject({ status_id: done.id, description: 'Read me first', preview_image: null });
    expect(expectStatus<ProjectModule>(await as.viewer.get(path), 200)).toMatchObject({ status_id: done.id, description: 'Read me first' });
    expectStatus(await as.viewer.put(path, { description: 'x' }), 403);
    expect(failingFields(await as.editor.put(path, { status_id: 999999 }))).toEqual(['status_id']);
  });
});
