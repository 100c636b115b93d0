/**
 * The board kinds' content (kanban boards, change management stories) through the generic entity values API:
 * the schemas generated from their manifests refuse malformed cards and columns with 422, a reader cannot write,
 * and a locked board refuses every write.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityValue, ProjectModule } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus, failingFields, listValues, modulePath } from './support/workspace';

const { as, seed, onboarding } = useSignedInServer();
const { KanbanCard: card, KanbanColumn: column, ChangeManagementUserStory: story, ChangeManagementIteration: iteration } = seed.attributes;

let kanban: ProjectModule;
let stories: ProjectModule;

const values = (moduleId: number) => `${modulePath(onboarding, moduleId)}/entity_values`;

beforeAll(async () => {
  kanban = await createModule(as.editor, onboarding, 'KanbanBoards', 'Team board');
  stories = await createModule(as.editor, onboarding, 'ChangeManagementStories', 'Rollout stories');
});

describe('kanban board content', () => {
  it('stores columns and cards, a card naming its column and carrying its assignees', async () => {
    const members = expectStatus<Array<{ user: { id: number } }>>(await as.editor.get(`/api/projects/${onboarding}/effective_permissions.json`), 200);
    const created = expectStatus<EntityValue[]>(
      await as.editor.post(`${values(kanban.id)}/bulk_create.json`, {
        entity_values: [
          { entity_attribute_id: column, value: { id: 'todo', title: 'To do', color: 'blue', wipLimit: 3 } },
          {
            entity_attribute_id: card,
            value: { title: 'Write the plan', column: 'todo', dueDate: '2026-12-01', checklist: [{ text: 'Draft', done: true }] },
            user_ids: [members[0].user.id],
          },
        ],
      }),
      201,
    );
    expect(created).toHaveLength(2);
    const listed = await listValues(as.viewer, onboarding, kanban.id);
    expect(listed.map((value) => value.key)).toEqual(['KanbanColumn', 'KanbanCard']);
    expect(listed[1]).toMatchObject({ value: { column: 'todo' }, user_ids: [members[0].user.id] });
  });

  it('answers 422 naming the field for a malformed card or column, and stores nothing', async () => {
    const url = `${values(kanban.id)}.json`;
    const before = (await listValues(as.editor, onboarding, kanban.id)).length;
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: card, value: { column: 'todo' } }))).toEqual(['value/title']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: card, value: { title: 'x', column: 'not a key' } }))).toEqual(['value/column']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: card, value: { title: 'x', dueDate: 'tomorrow' } }))).toEqual(['value/dueDate']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: column, value: { id: 'c', title: 'C', wipLimit: 0 } }))).toEqual(['value/wipLimit']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: column, value: { id: 'c', title: 'C', color: 'teal' } }))).toEqual(['value/color']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: column, value: { title: 'No id' } }))).toEqual(['value/id']);
    expect((await listValues(as.editor, onboarding, kanban.id)).length).toBe(before);
  });

  it('refuses a reader’s write with 403', async () => {
    expectStatus(await as.viewer.post(`${values(kanban.id)}.json`, { entity_attribute_id: card, value: { title: 'Sneaky' } }), 403);
  });

  it('refuses every write to a locked board, even the owner’s, and still reads it', async () => {
    const board = await createModule(as.editor, onboarding, 'KanbanBoards', 'Frozen board');
    const first = expectStatus<EntityValue>(await as.editor.post(`${values(board.id)}.json`, { entity_attribute_id: column, value: { id: 'a', title: 'A' } }), 201);
    expectStatus(await as.owner.put(`${modulePath(onboarding, board.id)}.json`, { locked: true }), 200);
    expectStatus(await as.owner.post(`${values(board.id)}.json`, { entity_attribute_id: card, value: { title: 'Late' } }), 403);
    expectStatus(await as.owner.put(`${values(board.id)}/${first.id}.json`, { value: { id: 'a', title: 'Renamed' } }), 403);
    expectStatus(await as.owner.post(`${values(board.id)}/bulk_update.json`, { entity_values: [{ id: first.id, position: 4 }] }), 403);
    expect((await listValues(as.viewer, onboarding, board.id)).map((value) => value.value.title)).toEqual(['A']);
  });
});

describe('change management stories content', () => {
  it('stores a story in a category and an iteration, and an iteration with its dates', async () => {
    const url = `${values(stories.id)}.json`;
    expectStatus(await as.editor.post(url, { entity_attribute_id: iteration, value: { id: 'i1', title: 'Sprint 1', startDate: '2026-12-01', endDate: '2026-12-14' } }), 201);
    const saved = expectStatus<EntityValue>(
      await as.editor.post(url, { entity_attribute_id: story, value: { title: 'Train the team', category: 'people', iteration: 'i1', status: 'done', points: 3 } }),
      201,
    );
    expect(saved).toMatchObject({ key: 'ChangeManagementUserStory', value: { iteration: 'i1' } });
    const listed = await as.viewer.get(`${values(stories.id)}.json`, { query: { key: 'ChangeManagementUserStory' } });
    expect(expectStatus<EntityValue[]>(listed, 200).map((value) => value.value.title)).toEqual(['Train the team']);
  });

  it('answers 422 for a story or iteration that breaks its schema', async () => {
    const url = `${values(stories.id)}.json`;
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: story, value: { title: 'x', status: 'finished' } }))).toEqual(['value/status']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: story, value: { title: 'x', points: -2 } }))).toEqual(['value/points']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: iteration, value: { id: 'i2', title: 'S2', endDate: 'soon' } }))).toEqual(['value/endDate']);
  });

  it('refuses a reader’s write with 403', async () => {
    expectStatus(await as.viewer.post(`${values(stories.id)}.json`, { entity_attribute_id: story, value: { title: 'Sneaky' } }), 403);
  });
});
