/**
 * /api/projects/{projectId}/project_scenario_modules: list, get, create, update (lock), destroy, update_positions;
 * and /api/project_scenario_modules/{moduleId}, a module by its id alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Project, ProjectModule, ScenarioModule, Section } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import {
  createModule,
  createProject,
  createSection,
  deletedProject,
  expectStatus,
  failingFields,
  modulePath,
  UNKNOWN_ID,
} from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();
const risks = seed.modules.risks!;
let deletedId: number;
let otherProject: Project;
let otherSection: Section;

const base = (projectId: number) => `/api/projects/${projectId}/project_scenario_modules`;

beforeAll(async () => {
  deletedId = (await deletedProject(as.owner)).id;
  otherProject = await createProject(as.owner, 'Other project');
  otherSection = await createSection(as.owner, otherProject.id, 'Elsewhere');
});

/** A module of the example project that the owner locks. */
async function lockedModule(name = 'Locked'): Promise<ProjectModule> {
  const module = await createModule(as.editor, onboarding, 'Risks', name);
  return expectStatus<ProjectModule>(await as.owner.put(`${modulePath(onboarding, module.id)}.json`, { locked: true }), 200);
}

describe('GET .../project_scenario_modules.json', () => {
  it('lists the modules with type keys, by section then position, with the user’s permissions', async () => {
    const modules = expectStatus<ProjectModule[]>(await as.viewer.get(`${base(onboarding)}.json`), 200);
    expect(modules.map((m) => m.type_key)).toEqual(expect.arrayContaining(['FreeTexts', 'Risks', 'SwotCanvas']));
    expect(modules.map((m) => m.position)).toEqual([...modules.map((m) => m.position)].sort((a, b) => a - b));
    expect(modules.every((m) => m.permissions.read && !m.permissions.write)).toBe(true);
    expectStatus(await as.viewer.get(base(onboarding)), 200);
  });

  it('puts modules outside sections first, then follows the sections’ order', async () => {
    const project = await createProject(as.editor, 'Layout');
    const [first, second] = [await createSection(as.editor, project.id, 'First'), await createSection(as.editor, project.id, 'Second')];
    const late = await createModule(as.editor, project.id, 'Risks', 'In second', second.id);
    const early = await createModule(as.editor, project.id, 'Risks', 'In first', first.id);
    const loose = await createModule(as.editor, project.id, 'FreeTexts', 'Loose');
    const modules = expectStatus<ProjectModule[]>(await as.editor.get(`${base(project.id)}.json`), 200);
    expect(modules.map((m) => m.id)).toEqual([loose.id, early.id, late.id]);
  });

  it('answers 401, 403 to a restricted user, 404 across companies and for unknown and deleted projects', async () => {
    expectStatus(await as.anonymous.get(`${base(onboarding)}.json`), 401);
    expectStatus(await as.restricted.get(`${base(onboarding)}.json`), 403);
    expectStatus(await as.globex.get(`${base(onboarding)}.json`), 404);
    expectStatus(await as.editor.get(`${base(UNKNOWN_ID)}.json`), 404);
    expectStatus(await as.owner.get(`${base(deletedId)}.json`), 404);
  });
});

describe('GET .../project_scenario_modules/{moduleId}.json', () => {
  it('answers the module with its type_key, which the client uses to pick the typed route', async () => {
    const module = expectStatus<ProjectModule>(await as.viewer.get(`${modulePath(onboarding, risks)}.json`), 200);
    expect(module).toMatchObject({ id: risks, project_id: onboarding, type_key: 'Risks', locked: false });
    expect(expectStatus<ProjectModule>(await as.viewer.get(modulePath(onboarding, risks)), 200).type_key).toBe('Risks');
  });

  it('answers 404 for a module of another project, unknown ids and other companies', async () => {
    const foreign = await createModule(as.owner, otherProject.id, 'Risks');
    expectStatus(await as.owner.get(`${modulePath(onboarding, foreign.id)}.json`), 404);
    expectStatus(await as.owner.get(`${modulePath(onboarding, UNKNOWN_ID)}.json`), 404);
    expectStatus(await as.globex.get(`${modulePath(onboarding, risks)}.json`), 404);
  });

  it('answers 401, 403 to a restricted user and 404 for a malformed id', async () => {
    expectStatus(await as.anonymous.get(`${modulePath(onboarding, risks)}.json`), 401);
    expectStatus(await as.restricted.get(`${modulePath(onboarding, risks)}.json`), 403);
    expectStatus(await as.owner.get(`${base(onboarding)}/risks.json`), 404);
  });
});

describe('GET /api/project_scenario_modules/{moduleId}.json (the module by its id alone)', () => {
  it('answers the module with its project, under the same rules as the project route', async () => {
    const module = expectStatus<ProjectModule>(await as.viewer.get(`/api/project_scenario_modules/${risks}.json`), 200);
    expect(module).toMatchObject({ id: risks, project_id: onboarding, type_key: 'Risks' });
    expectStatus(await as.globex.get(`/api/project_scenario_modules/${risks}.json`), 404);
    expectStatus(await as.owner.get(`/api/project_scenario_modules/${UNKNOWN_ID}.json`), 404);
    expectStatus(await as.restricted.get(`/api/project_scenario_modules/${risks}.json`), 403);
    expectStatus(await as.anonymous.get(`/api/project_scenario_modules/${risks}.json`), 401);
  });
});

describe('POST .../project_scenario_modules.json', () => {
  it('adds a module by type key, last in its section', async () => {
    const section = await createSection(as.editor, onboarding, 'New things');
    const a = await createModule(as.editor, onboarding, 'SwotCanvas', 'Our SWOT', section.id);
    const b = await createModule(as.editor, onboarding, 'FreeTexts', 'Notes', section.id);
    expect(a).toMatchObject({ name: 'Our SWOT', type_key: 'SwotCanvas', section_id: section.id, position: 0, locked: false });
    expect(b.position).toBe(1);
    expect(a.permissions).toEqual({ read: true, write: true, admin: false });
  });

  it('adds a module by scenario_module_id', async () => {
    const types = expectStatus<ScenarioModule[]>(await as.editor.get('/api/scenario_modules.json'), 200);
    const risksType = types.find((type) => type.type_key === 'Risks')!;
    const res = await as.editor.post(`${base(onboarding)}.json`, { name: 'By id', scenario_module_id: risksType.id });
    expect(expectStatus<ProjectModule>(res, 201)).toMatchObject({ type_key: 'Risks', section_id: null });
  });

  it('answers 422 for an unknown kind, no kind, kinds that disagree, and a section of another project', async () => {
    const url = `${base(onboarding)}.json`;
    expect(failingFields(await as.editor.post(url, { name: 'x', type_key: 'Spreadsheets' }))).toEqual(['type_key']);
    expect(failingFields(await as.editor.post(url, { name: 'x', scenario_module_id: UNKNOWN_ID }))).toEqual(['scenario_module_id']);
    expect(failingFields(await as.editor.post(url, { name: 'x' }))).toEqual(['type_key']);
    const types = expectStatus<ScenarioModule[]>(await as.editor.get('/api/scenario_modules.json'), 200);
    const swot = types.find((type) => type.type_key === 'SwotCanvas')!;
    expect(failingFields(await as.editor.post(url, { name: 'x', type_key: 'Risks', scenario_module_id: swot.id }))).toEqual(['type_key']);
    expect(failingFields(await as.editor.post(url, { name: 'x', type_key: 'Risks', section_id: otherSection.id }))).toEqual(['section_id']);
    expect(failingFields(await as.editor.post(url, { type_key: 'Risks' }))).toContain('name');
  });

  it('answers 401, 403 for a reader and a restricted user, 404 across companies and for deleted projects', async () => {
    const body = { name: 'x', type_key: 'Risks' };
    expectStatus(await as.anonymous.post(`${base(onboarding)}.json`, body), 401);
    expectStatus(await as.viewer.post(`${base(onboarding)}.json`, body), 403);
    expectStatus(await as.restricted.post(`${base(onboarding)}.json`, body), 403);
    expectStatus(await as.globex.post(`${base(onboarding)}.json`, body), 404);
    expectStatus(await as.owner.post(`${base(deletedId)}.json`, body), 404);
  });
});

describe('PUT .../project_scenario_modules/{moduleId}.json', () => {
  it('renames and moves a module with write access', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Draft');
    const section = await createSection(as.editor, onboarding, 'Destination');
    const url = `${modulePath(onboarding, module.id)}.json`;
    const moved = expectStatus<ProjectModule>(await as.editor.put(url, { name: 'Final', section_id: section.id }), 200);
    expect(moved).toMatchObject({ name: 'Final', section_id: section.id, position: 0 });
    expect(expectStatus<ProjectModule>(await as.editor.put(url, { section_id: null }), 200).section_id).toBeNull();
  });

  it('locks and unlocks with project admin; a writer may do neither', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'To lock');
    const url = `${modulePath(onboarding, module.id)}.json`;
    expectStatus(await as.editor.put(url, { locked: true }), 403);
    const locked = expectStatus<ProjectModule>(await as.owner.put(url, { locked: true }), 200);
    expect(locked.locked).toBe(true);
    expect(locked.permissions).toEqual({ read: true, write: false, admin: false });
    // Seen by the editor: readable, nothing else.
    const seen = expectStatus<ProjectModule>(await as.editor.get(url), 200);
    expect(seen.permissions).toEqual({ read: true, write: false, admin: false });
    expectStatus(await as.editor.put(url, { locked: false }), 403);
    const unlocked = expectStatus<ProjectModule>(await as.owner.put(url, { locked: false }), 200);
    expect(unlocked).toMatchObject({ locked: false, permissions: { read: true, write: true, admin: true } });
  });

  it('refuses every change but unlocking on a locked module, even to an admin (403)', async () => {
    const module = await lockedModule();
    const url = `${modulePath(onboarding, module.id)}.json`;
    expectStatus(await as.editor.put(url, { name: 'Renamed' }), 403);
    expectStatus(await as.owner.put(url, { name: 'Renamed' }), 403);
    expectStatus(await as.owner.put(url, { locked: true, name: 'Renamed' }), 403);
    const res = await as.owner.put(url, { locked: false, name: 'Renamed while unlocking' });
    expect(expectStatus<ProjectModule>(res, 200)).toMatchObject({ locked: false, name: 'Renamed while unlocking' });
  });

  it('answers 401, 403 for a reader and a restricted user, 404 for foreign and unknown ids', async () => {
    const url = `${modulePath(onboarding, risks)}.json`;
    expectStatus(await as.anonymous.put(url, { name: 'x' }), 401);
    expectStatus(await as.viewer.put(url, { name: 'x' }), 403);
    expectStatus(await as.restricted.put(url, { name: 'x' }), 403);
    expectStatus(await as.globex.put(url, { name: 'x' }), 404);
    expectStatus(await as.owner.put(`${modulePath(onboarding, UNKNOWN_ID)}.json`, { name: 'x' }), 404);
    expectStatus(await as.owner.put(`${modulePath(deletedId, risks)}.json`, { name: 'x' }), 404);
  });

  it('answers 422 for a bad name, a bad lock flag and a section of another project', async () => {
    const url = `${modulePath(onboarding, risks)}.json`;
    expect(failingFields(await as.editor.put(url, { name: '' }))).toContain('name');
    expect(failingFields(await as.owner.put(url, { locked: 'yes' }))).toContain('locked');
    expect(failingFields(await as.editor.put(url, { section_id: otherSection.id }))).toEqual(['section_id']);
  });
});

describe('DELETE .../project_scenario_modules/{moduleId}.json', () => {
  it('deletes a module and its content', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Doomed');
    const url = `${modulePath(onboarding, module.id)}.json`;
    const value = await as.editor.post(`${modulePath(onboarding, module.id)}/entity_values.json`, {
      entity_attribute_id: t.seed.attributes.RiskItem,
      value: { title: 'Gone with it' },
    });
    const { id: valueId } = expectStatus<{ id: number }>(value, 201);
    expect(expectStatus<ProjectModule>(await as.editor.delete(url), 200).id).toBe(module.id);
    expectStatus(await as.editor.get(url), 404);
    const left = await as.editor.get(`/api/projects/${onboarding}/entity_values.json`, { query: { ids: valueId } });
    expect(expectStatus<unknown[]>(left, 200)).toEqual([]);
  });

  it('answers 403 on a locked module, also to an admin', async () => {
    const module = await lockedModule('Locked, not deletable');
    expectStatus(await as.editor.delete(`${modulePath(onboarding, module.id)}.json`), 403);
    expectStatus(await as.owner.delete(`${modulePath(onboarding, module.id)}.json`), 403);
  });

  it('answers 401, 403 for a reader and a restricted user, 404 for foreign and unknown ids', async () => {
    const url = `${modulePath(onboarding, risks)}.json`;
    expectStatus(await as.anonymous.delete(url), 401);
    expectStatus(await as.viewer.delete(url), 403);
    expectStatus(await as.restricted.delete(url), 403);
    expectStatus(await as.globex.delete(url), 404);
    expectStatus(await as.owner.delete(`${modulePath(onboarding, UNKNOWN_ID)}.json`), 404);
  });
});

describe('POST .../project_scenario_modules/update_positions.json', () => {
  it('takes the complete new order: positions become 0..n-1', async () => {
    const project = await createProject(as.editor, 'Module order');
    const [a, b, c] = [
      await createModule(as.editor, project.id, 'Risks', 'A'),
      await createModule(as.editor, project.id, 'Risks', 'B'),
      await createModule(as.editor, project.id, 'Risks', 'C'),
    ];
    const res = await as.editor.post(`${base(project.id)}/update_positions.json`, { ids: [b.id, c.id, a.id] });
    expect(expectStatus<ProjectModule[]>(res, 200).map((m) => [m.name, m.position])).toEqual([['B', 0], ['C', 1], ['A', 2]]);
  });

  it('answers 422 for an incomplete list and 404 for a module of another project', async () => {
    const url = `${base(onboarding)}/update_positions.json`;
    expect(failingFields(await as.editor.post(url, { ids: [risks] }))).toEqual(['ids']);
    const foreign = await createModule(as.owner, otherProject.id, 'Risks');
    expectStatus(await as.editor.post(url, { ids: [risks, foreign.id] }), 404);
    expect(failingFields(await as.editor.post(url, {}))).toContain('ids');
  });

  it('answers 401, 403 for a reader and a restricted user, 404 across companies', async () => {
    const url = `${base(onboarding)}/update_positions.json`;
    expectStatus(await as.anonymous.post(url, { ids: [risks] }), 401);
    expectStatus(await as.viewer.post(url, { ids: [risks] }), 403);
    expectStatus(await as.restricted.post(url, { ids: [risks] }), 403);
    expectStatus(await as.globex.post(url, { ids: [risks] }), 404);
  });
});
