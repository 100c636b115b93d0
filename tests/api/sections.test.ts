/** /api/projects/{projectId}/sections: list, get, create, update, destroy, update_positions. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectModule, Section } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import {
  createModule,
  createProject,
  createSection,
  deletedProject,
  expectStatus,
  failingFields,
  UNKNOWN_ID,
} from './support/workspace';

const { as, seed, onboarding } = useSignedInServer();
const gettingStarted = seed.section.gettingStarted;
let deletedId: number;
/** A project of Acme the viewer cannot see. */
let other: Project;
let otherSection: Section;

const base = (projectId: number) => `/api/projects/${projectId}/sections`;

beforeAll(async () => {
  deletedId = (await deletedProject(as.owner)).id;
  other = await createProject(as.owner, 'Other project');
  otherSection = await createSection(as.owner, other.id, 'Elsewhere');
});

const lastEvent = async (projectId: number) =>
  expectStatus<Project>(await as.owner.get(`/api/projects/${projectId}.json`), 200).last_event_date;

describe('GET .../sections.json', () => {
  it('lists the project’s sections by position, for readers too', async () => {
    const sections = expectStatus<Section[]>(await as.viewer.get(`${base(onboarding)}.json`), 200);
    expect(sections).toEqual([{ id: gettingStarted, project_id: onboarding, name: 'Getting started', position: 0 }]);
    expectStatus(await as.viewer.get(base(onboarding)), 200);
  });

  it('answers 401, 403 to a restricted user, 404 across companies, for unknown and deleted projects', async () => {
    expectStatus(await as.anonymous.get(`${base(onboarding)}.json`), 401);
    expectStatus(await as.restricted.get(`${base(onboarding)}.json`), 403);
    expectStatus(await as.globex.get(`${base(onboarding)}.json`), 404);
    expectStatus(await as.editor.get(`${base(UNKNOWN_ID)}.json`), 404);
    expectStatus(await as.owner.get(`${base(deletedId)}.json`), 404);
    expectStatus(await as.viewer.get(`${base(other.id)}.json`), 404);
  });
});

describe('GET .../sections/{id}.json', () => {
  it('answers the section', async () => {
    const section = expectStatus<Section>(await as.viewer.get(`${base(onboarding)}/${gettingStarted}.json`), 200);
    expect(section.name).toBe('Getting started');
  });

  it('answers 404 for a section of another project, unknown ids and other companies', async () => {
    expectStatus(await as.owner.get(`${base(onboarding)}/${otherSection.id}.json`), 404);
    expectStatus(await as.owner.get(`${base(onboarding)}/${UNKNOWN_ID}.json`), 404);
    expectStatus(await as.globex.get(`${base(onboarding)}/${gettingStarted}.json`), 404);
  });

  it('answers 401, 403 to a restricted user and 404 for a malformed id', async () => {
    expectStatus(await as.anonymous.get(`${base(onboarding)}/${gettingStarted}.json`), 401);
    expectStatus(await as.restricted.get(`${base(onboarding)}/${gettingStarted}.json`), 403);
    expectStatus(await as.owner.get(`${base(onboarding)}/first.json`), 404);
  });
});

describe('POST .../sections.json', () => {
  it('adds a section last, or at the position given, and moves the project up the recent list', async () => {
    const before = await lastEvent(onboarding);
    const section = await createSection(as.editor, onboarding, 'Planning');
    expect(section).toMatchObject({ project_id: onboarding, name: 'Planning', position: 1 });
    expect((await lastEvent(onboarding)) > before).toBe(true);
    const placed = expectStatus<Section>(await as.editor.post(`${base(onboarding)}.json`, { name: 'Placed', position: 7 }), 201);
    expect(placed.position).toBe(7);
  });

  it('answers 401, 403 for a reader and a restricted user, 404 across companies and for deleted projects', async () => {
    expectStatus(await as.anonymous.post(`${base(onboarding)}.json`, { name: 'x' }), 401);
    expectStatus(await as.viewer.post(`${base(onboarding)}.json`, { name: 'x' }), 403);
    expectStatus(await as.restricted.post(`${base(onboarding)}.json`, { name: 'x' }), 403);
    expectStatus(await as.globex.post(`${base(onboarding)}.json`, { name: 'x' }), 404);
    expectStatus(await as.owner.post(`${base(deletedId)}.json`, { name: 'x' }), 404);
  });

  it('answers 422 for a missing or blank name and a negative position', async () => {
    expect(failingFields(await as.editor.post(`${base(onboarding)}.json`, {}))).toContain('name');
    expect(failingFields(await as.editor.post(`${base(onboarding)}.json`, { name: ' ' }))).toContain('name');
    expect(failingFields(await as.editor.post(`${base(onboarding)}.json`, { name: 'x', position: -1 }))).toContain('position');
  });
});

describe('PUT .../sections/{id}.json', () => {
  it('renames a section with write access', async () => {
    const section = await createSection(as.editor, onboarding, 'Draft');
    const renamed = expectStatus<Section>(await as.editor.put(`${base(onboarding)}/${section.id}.json`, { name: 'Final' }), 200);
    expect(renamed).toMatchObject({ id: section.id, name: 'Final', position: section.position });
  });

  it('answers 401, 403 for a reader and a restricted user, 404 for foreign and unknown ids', async () => {
    const url = `${base(onboarding)}/${gettingStarted}.json`;
    expectStatus(await as.anonymous.put(url, { name: 'x' }), 401);
    expectStatus(await as.viewer.put(url, { name: 'x' }), 403);
    expectStatus(await as.restricted.put(url, { name: 'x' }), 403);
    expectStatus(await as.globex.put(url, { name: 'x' }), 404);
    expectStatus(await as.owner.put(`${base(onboarding)}/${otherSection.id}.json`, { name: 'x' }), 404);
    expectStatus(await as.owner.put(`${base(onboarding)}/${UNKNOWN_ID}.json`, { name: 'x' }), 404);
  });

  it('answers 422 for a bad name', async () => {
    expect(failingFields(await as.editor.put(`${base(onboarding)}/${gettingStarted}.json`, { name: 42 }))).toContain('name');
  });
});

describe('DELETE .../sections/{id}.json', () => {
  it('deletes a section; its modules stay in the project, outside any section', async () => {
    const project = await createProject(as.editor, 'Sections to delete');
    const section = await createSection(as.editor, project.id, 'Doomed');
    const module = await createModule(as.editor, project.id, 'Risks', 'Survivor', section.id);
    expect(expectStatus<Section>(await as.editor.delete(`${base(project.id)}/${section.id}.json`), 200).id).toBe(section.id);
    expectStatus(await as.editor.get(`${base(project.id)}/${section.id}.json`), 404);
    const after = expectStatus<ProjectModule>(
      await as.editor.get(`/api/projects/${project.id}/project_scenario_modules/${module.id}.json`),
      200,
    );
    expect(after.section_id).toBeNull();
  });

  it('answers 401, 403 for a reader and a restricted user, 404 for foreign and unknown ids', async () => {
    const url = `${base(onboarding)}/${gettingStarted}.json`;
    expectStatus(await as.anonymous.delete(url), 401);
    expectStatus(await as.viewer.delete(url), 403);
    expectStatus(await as.restricted.delete(url), 403);
    expectStatus(await as.globex.delete(url), 404);
    expectStatus(await as.owner.delete(`${base(onboarding)}/${otherSection.id}.json`), 404);
    expectStatus(await as.owner.delete(`${base(onboarding)}/${UNKNOWN_ID}.json`), 404);
  });
});

describe('POST .../sections/update_positions.json', () => {
  it('takes the complete new order: positions become 0..n-1', async () => {
    const project = await createProject(as.editor, 'Ordering');
    const [a, b, c] = [await createSection(as.editor, project.id, 'A'), await createSection(as.editor, project.id, 'B'), await createSection(as.editor, project.id, 'C')];
    const res = await as.editor.post(`${base(project.id)}/update_positions.json`, { ids: [c.id, a.id, b.id] });
    const sections = expectStatus<Section[]>(res, 200);
    expect(sections.map((s) => [s.name, s.position])).toEqual([['C', 0], ['A', 1], ['B', 2]]);
    const listed = expectStatus<Section[]>(await as.editor.get(`${base(project.id)}.json`), 200);
    expect(listed.map((s) => s.name)).toEqual(['C', 'A', 'B']);
  });

  it('answers 422 for an incomplete or repeated list, and changes nothing', async () => {
    const project = await createProject(as.editor, 'Ordering, badly');
    const [a, b] = [await createSection(as.editor, project.id, 'A'), await createSection(as.editor, project.id, 'B')];
    expect(failingFields(await as.editor.post(`${base(project.id)}/update_positions.json`, { ids: [b.id] }))).toEqual(['ids']);
    expect(failingFields(await as.editor.post(`${base(project.id)}/update_positions.json`, { ids: [b.id, b.id, a.id] }))).toEqual(['ids']);
    expect(failingFields(await as.editor.post(`${base(project.id)}/update_positions.json`, { ids: 'b,a' }))).toContain('ids');
    const listed = expectStatus<Section[]>(await as.editor.get(`${base(project.id)}.json`), 200);
    expect(listed.map((s) => s.name)).toEqual(['A', 'B']);
  });

  it('answers 404 for a section of another project, 403 for a reader, 401 and 403 for a restricted user', async () => {
    const url = `${base(onboarding)}/update_positions.json`;
    expectStatus(await as.owner.post(url, { ids: [gettingStarted, otherSection.id] }), 404);
    expectStatus(await as.viewer.post(url, { ids: [gettingStarted] }), 403);
    expectStatus(await as.anonymous.post(url, { ids: [gettingStarted] }), 401);
    expectStatus(await as.restricted.post(url, { ids: [gettingStarted] }), 403);
    expectStatus(await as.globex.post(url, { ids: [gettingStarted] }), 404);
  });
});
