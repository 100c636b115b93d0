/** GET /api/projects/{id}/project_history_events.json: written by every kind of change, newest first. */
import { describe, expect, it, vi } from 'vitest';
import type { EntityValue, Paged, ProjectModule } from '../../core/domain/api-types';
import type { ProjectHistoryEvent } from '../../core/domain/workspace-types';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, createSection, expectStatus, modulePath, UNKNOWN_ID, type Actors } from './support/workspace';

// The shared machine can be slow to start a server.
vi.setConfig({ hookTimeout: 180_000 });

const { t, as, onboarding } = useSignedInServer();

const history = async (client: Actors[keyof Actors], projectId: number, query: Record<string, number> = {}) =>
  expectStatus<Paged<ProjectHistoryEvent>>(await client.get(`/api/projects/${projectId}/project_history_events.json`, { query }), 200);

describe('project history', () => {
  it('records every kind of change with its user, newest first, paged', async () => {
    const project = await createProject(as.owner, 'History');
    const path = `/api/projects/${project.id}`;
    expectStatus(await as.owner.put(`${path}.json`, { description: 'Now described' }), 200);
    const section = await createSection(as.owner, project.id, 'Part one');
    expectStatus(await as.owner.put(`${path}/sections/${section.id}.json`, { name: 'Part 1' }), 200);
    const module: ProjectModule = await createModule(as.owner, project.id, 'Risks', 'Notes', section.id);
    expectStatus(await as.owner.put(`${modulePath(project.id, module.id)}.json`, { locked: true }), 200);
    expectStatus(await as.owner.put(`${modulePath(project.id, module.id)}.json`, { locked: false }), 200);
    expectStatus(await as.owner.post(`${modulePath(project.id, module.id)}/clone.json`), 201);
    expectStatus(await as.owner.delete(`${modulePath(project.id, module.id)}.json`), 200);
    expectStatus(await as.owner.delete(`${path}/sections/${section.id}.json`), 200);

    const page = await history(as.owner, project.id);
    const summary = page.items.map((e) => [e.action, e.subject_type]);
    expect(summary).toEqual([
      ['deleted', 'Section'],
      ['deleted', 'Module'],
      ['created', 'Module'],
      ['unlocked', 'Module'],
      ['locked', 'Module'],
      ['created', 'Module'],
      ['updated', 'Section'],
      ['created', 'Section'],
      ['updated', 'Project'],
      ['created', 'Project'],
    ]);
    expect(page.total).toBe(10);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      action: 'deleted',
      subject_type: 'Section',
      subject_id: section.id,
      summary: 'Removed section "Part 1"',
      module_id: null,
      user: { id: t.seed.users.owner, name: 'Otto Owner' },
      created_at: expect.any(String),
    });
    const second = await history(as.owner, project.id, { page: 2, per_page: 3 });
    expect(second.items.map((e) => e.id)).toEqual(page.items.slice(3, 6).map((e) => e.id));
    expect(second.total).toBe(10);
  });

  it('records module content changes', async () => {
    const moduleId = t.seed.modules.text!;
    const values = expectStatus<EntityValue[]>(await as.editor.get(`${modulePath(onboarding, moduleId)}/entity_values.json`), 200);
    const before = (await history(as.viewer, onboarding)).total;
    expectStatus(await as.editor.put(`${modulePath(onboarding, moduleId)}/entity_values/${values[0].id}.json`, { value: values[0].value }), 200);
    // Saving what is already there changes nothing, so it is not history.
    expect((await history(as.viewer, onboarding)).total).toBe(before);
    const changed = { ...values[0].value, html: '<p>Changed</p>' };
    expectStatus(await as.editor.put(`${modulePath(onboarding, moduleId)}/entity_values/${values[0].id}.json`, { value: changed }), 200);
    const [latest] = (await history(as.viewer, onboarding)).items;
    expect(latest).toMatchObject({ action: 'updated', subject_type: 'EntityValue', subject_id: values[0].id, module_id: moduleId, user: { name: 'Eddie Editor' } });
  });

  it('is read by project readers only', async () => {
    expectStatus(await as.globex.get(`/api/projects/${onboarding}/project_history_events.json`), 404);
    expectStatus(await as.owner.get(`/api/projects/${UNKNOWN_ID}/project_history_events.json`), 404);
    expectStatus(await as.restricted.get(`/api/projects/${onboarding}/project_history_events.json`), 403);
    expectStatus(await as.anonymous.get(`/api/projects/${onboarding}/project_history_events.json`), 401);
    expectStatus(await as.owner.get(`/api/projects/${onboarding}/project_history_events.json`, { query: { per_page: 0 } }), 422);
  });
});
