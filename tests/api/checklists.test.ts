/**
 * Checklist modules: the item schema refuses bad values (422) and writes nothing, a reader cannot write, and
 * the modules list carries each checklist's progress for its card, counted for all modules at once.
 */
import { describe, expect, it } from 'vitest';
import type { ProjectModule } from '../../core/domain/api-types';
import type { ApiClient } from './harness';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, expectStatus, failingFields, listValues, modulePath } from './support/workspace';

const { as, onboarding } = useSignedInServer();

async function checklistItemAttribute(client: ApiClient, module: ProjectModule): Promise<number> {
  const attributes = expectStatus<Array<{ id: number; key: string }>>(await client.get(`/api/entity_attributes.json?module_type_id=${module.scenario_module_id}`), 200);
  return attributes.find((attribute) => attribute.key === 'ChecklistItem')!.id;
}

const item = (text: string, done = false, extra: Record<string, unknown> = {}) => ({ text, done, level: 0, due: null, assignee: null, ...extra });

async function addItems(client: ApiClient, module: ProjectModule, values: object[]) {
  const attribute = await checklistItemAttribute(client, module);
  const answer = await client.post(`${modulePath(module.project_id, module.id)}/entity_values/bulk_create.json`, {
    entity_values: values.map((value) => ({ entity_attribute_id: attribute, value })),
  });
  return expectStatus(answer, 201);
}

describe('checklists', () => {
  it('stores items with sub-items, due dates and assignees', async () => {
    const project = await createProject(as.editor, 'Checklist values');
    const module = await createModule(as.editor, project.id, 'Checklists', 'Launch');
    await addItems(as.editor, module, [item('Plan'), item('Venue', true, { level: 1, due: '2030-01-31', assignee: 1 })]);
    const values = await listValues(as.editor, project.id, module.id);
    expect(values.map((value) => value.value)).toEqual([item('Plan'), item('Venue', true, { level: 1, due: '2030-01-31', assignee: 1 })]);
  });

  it.each([
    ['a level deeper than one', item('x', false, { level: 2 }), 'level'],
    ['a done flag that is not a boolean', item('x', 'yes' as unknown as boolean), 'done'],
    ['a due date that is not a date', item('x', false, { due: '31/01/2030' }), 'due'],
    ['an assignee that is not a user id', item('x', false, { assignee: 'Ada' }), 'assignee'],
    ['text longer than 500 characters', item('x'.repeat(501)), 'text'],
    ['an unknown field', item('x', false, { colour: 'red' }), 'colour'],
  ])('refuses %s with 422 and writes nothing', async (_, value, field) => {
    const project = await createProject(as.editor, 'Checklist refusals');
    const module = await createModule(as.editor, project.id, 'Checklists');
    const attribute = await checklistItemAttribute(as.editor, module);
    const answer = await as.editor.post(`${modulePath(project.id, module.id)}/entity_values/bulk_create.json`, {
      entity_values: [{ entity_attribute_id: attribute, value: item('fine') }, { entity_attribute_id: attribute, value }],
    });
    expectStatus(answer, 422);
    expect(failingFields(answer).join(' ')).toContain(field);
    expect(await listValues(as.editor, project.id, module.id)).toEqual([]);
  });

  it('lets a reader read but not write', async () => {
    const module = await createModule(as.editor, onboarding, 'Checklists', 'Readers');
    await addItems(as.editor, module, [item('Visible')]);
    const attribute = await checklistItemAttribute(as.viewer, module);
    expect((await listValues(as.viewer, onboarding, module.id)).map((value) => value.value)).toEqual([item('Visible')]);
    const write = await as.viewer.post(`${modulePath(onboarding, module.id)}/entity_values/bulk_create.json`, {
      entity_values: [{ entity_attribute_id: attribute, value: item('Sneaky') }],
    });
    expectStatus(write, 403);
    expect(await listValues(as.editor, onboarding, module.id)).toHaveLength(1);
  });

  it('answers each checklist’s progress with the modules list, and nothing for kinds without a card summary', async () => {
    const project = await createProject(as.editor, 'Checklist progress');
    const launch = await createModule(as.editor, project.id, 'Checklists', 'Launch');
    const empty = await createModule(as.editor, project.id, 'Checklists', 'Empty');
    const text = await createModule(as.editor, project.id, 'FreeTexts', 'Notes');
    await addItems(as.editor, launch, [item('a', true), item('b'), item('c', true, { level: 1 })]);
    const modules = expectStatus<ProjectModule[]>(await as.editor.get(`/api/projects/${project.id}/project_scenario_modules.json`), 200);
    const byId = new Map(modules.map((module) => [module.id, module]));
    expect(byId.get(launch.id)?.summary).toEqual({ total: 3, done: 2 });
    expect(byId.get(empty.id)?.summary).toEqual({ total: 0, done: 0 });
    expect(byId.get(text.id)?.summary).toBeUndefined();
  });
});
