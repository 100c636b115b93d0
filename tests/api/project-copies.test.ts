/** Copies: create_project_from, clone, create_template_from, create_sample_from, section and module clones; templates and examples lists. */
import { describe, expect, it } from 'vitest';
import type { EntityValue, Paged, Project, ProjectModule, Section } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, listValues, modulePath, UNKNOWN_ID, type Actors } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

type Client = Actors[keyof Actors];

async function content(client: Client, projectId: number) {
  const sections = expectStatus<Section[]>(await client.get(`/api/projects/${projectId}/sections.json`), 200);
  const modules = expectStatus<ProjectModule[]>(await client.get(`/api/projects/${projectId}/project_scenario_modules.json`), 200);
  const values: Record<string, Array<Pick<EntityValue, 'key' | 'value' | 'position'>>> = {};
  for (const module of modules) {
    values[module.name] = (await listValues(client, projectId, module.id)).map(({ key, value, position }) => ({ key, value, position }));
  }
  const sectionName = new Map(sections.map((s) => [s.id, s.name]));
  return {
    sections: sections.map((s) => s.name),
    modules: modules.map((m) => ({ name: m.name, type_key: m.type_key, section: m.section_id === null ? null : sectionName.get(m.section_id) })),
    values,
  };
}

const list = async (client: Client, scope: string) =>
  expectStatus<Paged<Project>>(await client.get('/api/projects.json', { query: { scope } }), 200);

describe('project copies', () => {
  it('clone copies sections, modules and content into a new project the caller admins', async () => {
    const copy = expectStatus<Project>(await as.editor.post(`/api/projects/${onboarding}/clone.json`, {}), 201);
    expect(copy).toMatchObject({ name: 'Acme onboarding (copy)', entity_type: 'project', permissions: { admin: true }, published: false });
    expect(copy.module_count).toBeGreaterThan(0);
    expect(await content(as.editor, copy.id)).toEqual(await content(as.editor, onboarding));
    const named = expectStatus<Project>(await as.viewer.post(`/api/projects/${onboarding}/clone`, { name: 'Mine' }), 201);
    expect(named.name).toBe('Mine');
  });

  it('a template made from a project is unpublished, listed to admins, and starts new projects once published', async () => {
    expectStatus(await as.editor.post(`/api/projects/${onboarding}/create_template_from.json`, {}), 403);
    const template = expectStatus<Project>(await as.owner.post(`/api/projects/${onboarding}/create_template_from.json`, { name: 'Onboarding template' }), 201);
    expect(template).toMatchObject({ entity_type: 'project_template', published: false });
    expect((await list(as.owner, 'unpublished_templates')).items.map((p) => p.id)).toContain(template.id);
    expectStatus(await as.editor.get('/api/projects.json', { query: { scope: 'unpublished_templates' } }), 403);
    expect((await list(as.editor, 'templates')).items.map((p) => p.id)).not.toContain(template.id);
    // Not in the ordinary lists.
    expect((await list(as.owner, 'all_projects')).items.map((p) => p.id)).not.toContain(template.id);

    expectStatus(await as.editor.put(`/api/projects/${template.id}.json`, { published: true }), 404);
    const published = expectStatus<Project>(await as.owner.put(`/api/projects/${template.id}.json`, { published: true }), 200);
    expect(published.published).toBe(true);
    const listed = (await list(as.editor, 'templates')).items.find((p) => p.id === template.id);
    expect(listed?.permissions.read).toBe(true);
    expect((await list(as.globex, 'templates')).items.map((p) => p.id)).not.toContain(template.id);

    const project = expectStatus<Project>(await as.editor.post(`/api/projects/${template.id}/create_project_from.json`, { name: 'From template' }), 201);
    expect(project).toMatchObject({ name: 'From template', entity_type: 'project', permissions: { admin: true } });
    expect(await content(as.editor, project.id)).toEqual(await content(as.owner, onboarding));
    const defaultName = expectStatus<Project>(await as.editor.post(`/api/projects/${template.id}/create_project_from.json`), 201);
    expect(defaultName.name).toBe('Onboarding template');
  });

  it('an example made from a project works the same way', async () => {
    const sample = expectStatus<Project>(await as.admin.post(`/api/projects/${onboarding}/create_sample_from.json`, {}), 201);
    expect(sample).toMatchObject({ entity_type: 'project_sample', published: false, name: 'Acme onboarding (copy)' });
    expect((await list(as.admin, 'unpublished_examples')).items.map((p) => p.id)).toContain(sample.id);
    expectStatus(await as.viewer.get('/api/projects.json', { query: { scope: 'unpublished_examples' } }), 403);
    expectStatus(await as.owner.put(`/api/projects/${sample.id}.json`, { published: true }), 200);
    expect((await list(as.viewer, 'examples')).items.map((p) => p.id)).toContain(sample.id);
    const project = expectStatus<Project>(await as.viewer.post(`/api/projects/${sample.id}/create_project_from.json`, {}), 201);
    expect(project.entity_type).toBe('project');
  });

  it('refuses what does not fit: 422 for bad input, 404 elsewhere, 403 restricted, 401 nobody', async () => {
    expect(failingFields(await as.owner.post(`/api/projects/${onboarding}/create_project_from.json`, {}))).toEqual(['source_id']);
    expect(failingFields(await as.owner.put(`/api/projects/${onboarding}.json`, { published: true }))).toEqual(['published']);
    expectStatus(await as.owner.post(`/api/projects/${onboarding}/clone.json`, { name: '' }), 422);
    expectStatus(await as.globex.post(`/api/projects/${onboarding}/clone.json`, {}), 404);
    expectStatus(await as.globex.post(`/api/projects/${onboarding}/create_template_from.json`, {}), 404);
    expectStatus(await as.owner.post(`/api/projects/${UNKNOWN_ID}/clone.json`, {}), 404);
    expectStatus(await as.restricted.post(`/api/projects/${onboarding}/clone.json`, {}), 403);
    expectStatus(await as.anonymous.post(`/api/projects/${onboarding}/clone.json`, {}), 401);
  });
});

describe('section and module clones', () => {
  it('a section clone goes last with its modules and content', async () => {
    const sectionId = t.seed.section.gettingStarted;
    const before = await content(as.editor, onboarding);
    const copy = expectStatus<Section>(await as.editor.post(`/api/projects/${onboarding}/sections/${sectionId}/clone.json`), 201);
    expect(copy).toMatchObject({ project_id: onboarding, name: 'Getting started (copy)' });
    const after = await content(as.editor, onboarding);
    expect(after.sections).toEqual([...before.sections, 'Getting started (copy)']);
    const copied = after.modules.filter((m) => m.section === 'Getting started (copy)');
    expect(copied.map((m) => m.name)).toEqual(before.modules.filter((m) => m.section === 'Getting started').map((m) => m.name));
    expectStatus(await as.viewer.post(`/api/projects/${onboarding}/sections/${sectionId}/clone.json`), 403);
    expectStatus(await as.globex.post(`/api/projects/${onboarding}/sections/${sectionId}/clone.json`), 404);
    expectStatus(await as.editor.post(`/api/projects/${onboarding}/sections/${UNKNOWN_ID}/clone.json`), 404);
    expectStatus(await as.anonymous.post(`/api/projects/${onboarding}/sections/${sectionId}/clone.json`), 401);
  });

  it('a module clone carries its content', async () => {
    const moduleId = t.seed.modules.risks ?? t.seed.modules.text!;
    const original = expectStatus<ProjectModule>(await as.editor.get(`${modulePath(onboarding, moduleId)}.json`), 200);
    const copy = expectStatus<ProjectModule>(await as.editor.post(`${modulePath(onboarding, moduleId)}/clone.json`), 201);
    expect(copy).toMatchObject({ name: `${original.name} (copy)`, type_key: original.type_key, section_id: original.section_id, locked: false });
    const strip = (values: EntityValue[]) => values.map(({ key, value, position }) => ({ key, value, position }));
    expect(strip(await listValues(as.editor, onboarding, copy.id))).toEqual(strip(await listValues(as.editor, onboarding, moduleId)));
    expect((await listValues(as.editor, onboarding, copy.id)).length).toBeGreaterThan(0);
    expectStatus(await as.viewer.post(`${modulePath(onboarding, moduleId)}/clone.json`), 403);
    expectStatus(await as.globex.post(`${modulePath(onboarding, moduleId)}/clone.json`), 404);
    expectStatus(await as.editor.post(`${modulePath(onboarding, UNKNOWN_ID)}/clone.json`), 404);
    expectStatus(await as.restricted.post(`${modulePath(onboarding, moduleId)}/clone.json`), 403);
  });
});

describe('the demo template and example', () => {
  it('are published, listed to every Acme user and start projects', async () => {
    for (const [scope, name] of [['templates', 'Onboarding template'], ['examples', 'Onboarding example']]) {
      const page = await list(as.viewer, scope);
      const item = page.items.find((p) => p.name === name);
      expect(item).toMatchObject({ published: true, permissions: { read: true } });
      expect(item!.module_count).toBeGreaterThan(0);
      expect((await list(as.globex, scope)).items.map((p) => p.name)).not.toContain(name);
      expectStatus(await as.restricted.get('/api/projects.json', { query: { scope } }), 403);
      expectStatus(await as.anonymous.get('/api/projects.json', { query: { scope } }), 401);
    }
  });
});
