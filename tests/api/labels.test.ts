/** /api/labels, label_ids on projects and the label filter of the project list. */
import { describe, expect, it } from 'vitest';
import type { Paged, Project } from '../../core/domain/api-types';
import type { Label } from '../../core/domain/workspace-types';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, expectStatus, failingFields, UNKNOWN_ID, type Actors } from './support/workspace';

const { as, onboarding } = useSignedInServer();

const create = async (client: Actors[keyof Actors], body: Record<string, unknown>) =>
  expectStatus<Label>(await client.post('/api/labels.json', body), 201);

describe('labels', () => {
  it('are created by company writers, listed by name to the company only', async () => {
    const urgent = await create(as.editor, { name: 'Urgent', color: '#FF0000' });
    expect(urgent).toEqual({ id: expect.any(Number), name: 'Urgent', color: '#FF0000' });
    const draft = await create(as.owner, { name: 'draft' });
    expect(draft.color).toMatch(/^#[0-9A-F]{6}$/i);
    for (const client of [as.admin, as.owner, as.editor, as.viewer]) {
      const names = expectStatus<Label[]>(await client.get('/api/labels.json'), 200).map((l) => l.name);
      expect(names).toEqual(['draft', 'Urgent']);
    }
    expect(expectStatus<Label[]>(await as.globex.get('/api/labels.json'), 200)).toEqual([]);
    expectStatus(await as.restricted.get('/api/labels.json'), 403);
    expectStatus(await as.anonymous.get('/api/labels.json'), 401);
    expectStatus(await as.anonymous.post('/api/labels.json', { name: 'x' }), 401);
    expectStatus(await as.restricted.post('/api/labels.json', { name: 'x' }), 403);
  });

  it('refuses a duplicate name (any case), an empty name and a bad colour with 422', async () => {
    expect(failingFields(await as.editor.post('/api/labels.json', { name: 'URGENT' }))).toEqual(['name']);
    expect(failingFields(await as.editor.post('/api/labels.json', { name: ' ' })).length).toBeGreaterThan(0);
    expect(failingFields(await as.editor.post('/api/labels.json', { name: 'Ok', color: 'red' })).length).toBeGreaterThan(0);
  });

  it('are assigned with project_id on create and with label_ids on a project update', async () => {
    const review = await create(as.editor, { name: 'Review', project_id: onboarding });
    let project = expectStatus<Project>(await as.viewer.get(`/api/projects/${onboarding}.json`), 200);
    expect(project.labels).toEqual([review]);
    expect(expectStatus<Label[]>(await as.viewer.get('/api/labels.json', { query: { project_id: onboarding } }), 200)).toEqual([review]);
    const all = expectStatus<Label[]>(await as.editor.get('/api/labels.json'), 200);
    const urgent = all.find((l) => l.name === 'Urgent')!;
    project = expectStatus<Project>(await as.editor.put(`/api/projects/${onboarding}.json`, { label_ids: [urgent.id, review.id] }), 200);
    expect(project.labels!.map((l) => l.name)).toEqual(['Review', 'Urgent']);
    // Readers may not assign; project_id on create needs project write too.
    expectStatus(await as.viewer.put(`/api/projects/${onboarding}.json`, { label_ids: [] }), 403);
    expectStatus(await as.viewer.post('/api/labels.json', { name: 'Mine', project_id: onboarding }), 403);
    expectStatus(await as.globex.post('/api/labels.json', { name: 'Mine', project_id: onboarding }), 404);
    expectStatus(await as.globex.get('/api/labels.json', { query: { project_id: onboarding } }), 404);
    // Unknown labels are refused.
    expect(failingFields(await as.editor.put(`/api/projects/${onboarding}.json`, { label_ids: [UNKNOWN_ID] }))).toEqual(['label_ids']);
  });

  it('filter the project list: projects carrying ANY of the labels', async () => {
    const all = expectStatus<Label[]>(await as.owner.get('/api/labels.json'), 200);
    const [draft, review, urgent] = ['draft', 'Review', 'Urgent'].map((n) => all.find((l) => l.name === n)!);
    const other = await createProject(as.owner, 'Labelled elsewhere');
    expectStatus(await as.owner.put(`/api/projects/${other.id}.json`, { label_ids: [draft.id] }), 200);
    const list = async (labelIds: string) =>
      expectStatus<Paged<Project>>(await as.owner.get('/api/projects.json', { query: { label_ids: labelIds } }), 200).items.map((p) => p.id);
    expect(await list(`${urgent.id}`)).toEqual([onboarding]);
    expect((await list(`${draft.id},${review.id}`)).sort()).toEqual([onboarding, other.id].sort());
    expect(await list(`${UNKNOWN_ID}`)).toEqual([]);
    expectStatus(await as.owner.get('/api/projects.json', { query: { label_ids: 'a,b' } }), 422);
  });

  it('are renamed and deleted by company writers; deleting removes them from projects', async () => {
    const all = expectStatus<Label[]>(await as.owner.get('/api/labels.json'), 200);
    const urgent = all.find((l) => l.name === 'Urgent')!;
    const renamed = expectStatus<Label>(await as.editor.put(`/api/labels/${urgent.id}.json`, { name: 'Critical', color: '#00FF00' }), 200);
    expect(renamed).toEqual({ id: urgent.id, name: 'Critical', color: '#00FF00' });
    expectStatus(await as.globex.put(`/api/labels/${urgent.id}.json`, { name: 'x' }), 404);
    expectStatus(await as.globex.delete(`/api/labels/${urgent.id}.json`), 404);
    expectStatus(await as.owner.put(`/api/labels/${UNKNOWN_ID}.json`, { name: 'x' }), 404);
    expectStatus(await as.restricted.delete(`/api/labels/${urgent.id}.json`), 403);
    expectStatus(await as.anonymous.delete(`/api/labels/${urgent.id}.json`), 401);
    expect(failingFields(await as.editor.put(`/api/labels/${urgent.id}.json`, { name: 'draft' }))).toEqual(['name']);
    expectStatus(await as.admin.delete(`/api/labels/${urgent.id}.json`), 200);
    const project = expectStatus<Project>(await as.owner.get(`/api/projects/${onboarding}.json`), 200);
    expect(project.labels!.map((l) => l.name)).toEqual(['Review']);
  });

  it('are changed and deleted only by their creator or a company admin', async () => {
    const mine = await create(as.editor, { name: 'Editor’s own' });
    expectStatus(await as.viewer.delete(`/api/labels/${mine.id}.json`), 403);
    expectStatus(await as.viewer.put(`/api/labels/${mine.id}.json`, { name: 'Taken over' }), 403);
    expectStatus(await as.viewer.put(`/api/labels/${mine.id}.json`, { color: '#000000' }), 403);
    expectStatus(await as.globex.delete(`/api/labels/${mine.id}.json`), 404);
    expectStatus(await as.editor.put(`/api/labels/${mine.id}.json`, { color: '#000000' }), 200);
    expectStatus(await as.editor.delete(`/api/labels/${mine.id}.json`), 200);

    const another = await create(as.editor, { name: 'For the admin' });
    expectStatus(await as.owner.put(`/api/labels/${another.id}.json`, { name: 'Renamed by the admin' }), 200);
    expectStatus(await as.owner.delete(`/api/labels/${another.id}.json`), 200);
    const names = expectStatus<Label[]>(await as.owner.get('/api/labels.json'), 200).map((l) => l.name);
    expect(names).not.toContain('Editor’s own');
    expect(names).not.toContain('Renamed by the admin');
  });

  it('come back with their assignments when a deletion is undone', async () => {
    const other = await createProject(as.editor, 'Also undone');
    const undone = await create(as.editor, { name: 'Undone', project_id: onboarding });
    expectStatus(await as.editor.put(`/api/projects/${other.id}.json`, { label_ids: [undone.id] }), 200);
    expectStatus(await as.editor.delete(`/api/labels/${undone.id}.json`), 200);
    const labelsOf = async (projectId: number) =>
      expectStatus<Label[]>(await as.editor.get('/api/labels.json', { query: { project_id: projectId } }), 200).map((l) => l.name);
    expect(await labelsOf(other.id)).toEqual([]);

    expectStatus(await as.viewer.post(`/api/labels/${undone.id}/restore.json`), 403);
    expectStatus(await as.globex.post(`/api/labels/${undone.id}/restore.json`), 404);
    expect(expectStatus<Label>(await as.editor.post(`/api/labels/${undone.id}/restore.json`), 200)).toEqual(undone);
    expect(await labelsOf(onboarding)).toContain('Undone');
    expect(await labelsOf(other.id)).toEqual(['Undone']);
    expectStatus(await as.editor.post(`/api/labels/${undone.id}/restore.json`), 404);

    // Undo cannot bring back a name that another label took in the meantime.
    expectStatus(await as.owner.delete(`/api/labels/${undone.id}.json`), 200);
    await create(as.editor, { name: 'undone' });
    expect(failingFields(await as.owner.post(`/api/labels/${undone.id}/restore.json`))).toEqual(['name']);
  });
});
