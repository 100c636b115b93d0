/**
 * Entity value versions: every write moves the version on; an update naming an older base version is merged
 * field by field (different fields both kept, the same field taken by the later write and reported).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityValue, EntityValueBulkUpdate, EntityValueBulkUpdateAnswer, ProjectModule } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus, failingFields, modulePath } from './support/workspace';

const { as, seed, onboarding } = useSignedInServer();

let board: ProjectModule;
const valueUrl = (id: number) => `${modulePath(onboarding, board.id)}/entity_values/${id}.json`;

async function createCard(): Promise<EntityValue> {
  const url = `${modulePath(onboarding, board.id)}/entity_values.json`;
  return expectStatus<EntityValue>(await as.editor.post(url, { entity_attribute_id: seed.attributes.KanbanCard, value: { title: 'Plan', dueDate: '2026-12-01' } }), 201);
}

async function update(id: number, body: object): Promise<EntityValue> {
  return expectStatus<EntityValue>(await as.editor.put(valueUrl(id), body), 200);
}

async function bulkUpdate(body: EntityValueBulkUpdate): Promise<EntityValueBulkUpdateAnswer> {
  return expectStatus<EntityValueBulkUpdateAnswer>(await as.editor.post(`${modulePath(onboarding, board.id)}/entity_values/bulk_update.json`, body), 200);
}

beforeAll(async () => {
  board = await createModule(as.editor, onboarding, 'KanbanBoards', 'Versioned board');
});

describe('entity value versions', () => {
  it('starts at 1 and grows with every write', async () => {
    const card = await createCard();
    expect(card.version).toBe(1);
    expect((await update(card.id, { value: { title: 'Plan B', dueDate: '2026-12-01' } })).version).toBe(2);
    expect((await update(card.id, { position: 3 })).version).toBe(3);
  });

  it('keeps both changes when a stale write changes another field', async () => {
    const card = await createCard();
    await update(card.id, { value: { title: 'Plan', dueDate: '2027-01-15' }, base_version: 1, base_fields: { dueDate: '2026-12-01' } });
    const stale = await update(card.id, { value: { title: 'Renamed', dueDate: '2026-12-01' }, base_version: 1, base_fields: { title: 'Plan' } });
    expect(stale).toMatchObject({ version: 3, value: { title: 'Renamed', dueDate: '2027-01-15' } });
    expect(stale.merge).toEqual({ kept_fields: ['dueDate'], overwritten_fields: [] });
  });

  it('lets the later write win on the same field and says so', async () => {
    const card = await createCard();
    await update(card.id, { value: { title: 'First', dueDate: '2026-12-01' }, base_version: 1, base_fields: { title: 'Plan' } });
    const later = await update(card.id, { value: { title: 'Second', dueDate: '2026-12-01' }, base_version: 1, base_fields: { title: 'Plan' } });
    expect(later.value).toMatchObject({ title: 'Second' });
    expect(later.merge).toEqual({ kept_fields: [], overwritten_fields: ['title'] });
  });

  it('writes without a base version as before: the whole value, no merge report', async () => {
    const card = await createCard();
    await update(card.id, { value: { title: 'Plan', dueDate: '2027-01-15' } });
    const plain = await update(card.id, { value: { title: 'Whole' } });
    expect(plain.value).toEqual({ title: 'Whole' });
    expect(plain.merge).toBeUndefined();
  });
});

describe('entity value versions on the bulk save path', () => {
  it('keeps both changes when a stale item changes another field, and says which fields were kept', async () => {
    const card = await createCard();
    const other = await createCard();
    await update(card.id, { value: { title: 'Plan', dueDate: '2027-01-15' }, base_version: 1, base_fields: { dueDate: '2026-12-01' } });
    const answer = await bulkUpdate({
      entity_values: [
        { id: card.id, value: { title: 'Renamed', dueDate: '2026-12-01' }, base_version: 1, base_fields: { title: 'Plan' } },
        { id: other.id, value: { title: 'Current', dueDate: '2026-12-01' }, base_version: 1, base_fields: { title: 'Plan' } },
      ],
    });
    expect(answer.entity_values[0]).toMatchObject({ id: card.id, version: 3, value: { title: 'Renamed', dueDate: '2027-01-15' } });
    expect(answer.entity_values[0].merge).toEqual({ kept_fields: ['dueDate'], overwritten_fields: [] });
    expect(answer.entity_values[1]).toMatchObject({ id: other.id, version: 2, value: { title: 'Current' } });
    expect(answer.entity_values[1].merge).toBeUndefined();
    expect(expectStatus(await as.editor.get(valueUrl(card.id)), 200)).toMatchObject({ value: { title: 'Renamed', dueDate: '2027-01-15' } });
  });

  it('lets the later item win on the same field and reports it overwritten', async () => {
    const card = await createCard();
    await bulkUpdate({ entity_values: [{ id: card.id, value: { title: 'First', dueDate: '2026-12-01' }, base_version: 1, base_fields: { title: 'Plan' } }] });
    const answer = await bulkUpdate({
      entity_values: [{ id: card.id, value: { title: 'Second', dueDate: '2026-12-01' }, base_version: 1, base_fields: { title: 'Plan' } }],
    });
    expect(answer.entity_values[0]).toMatchObject({ version: 3, value: { title: 'Second' } });
    expect(answer.entity_values[0].merge).toEqual({ kept_fields: [], overwritten_fields: ['title'] });
  });

  it('ignores a base on a create, and refuses a stale item whose merged document breaks the schema', async () => {
    const card = await createCard();
    await update(card.id, { value: { title: 'Plan', dueDate: '2027-01-15' } });
    const created = await bulkUpdate({
      entity_values: [{ entity_attribute_id: seed.attributes.KanbanCard, value: { title: 'New' }, client_id: 'c1', base_version: 4, base_fields: { title: 'x' } } as EntityValueBulkUpdate['entity_values'][number]],
    });
    expect(created.entity_values[0]).toMatchObject({ client_id: 'c1', version: 1 });
    expect(created.entity_values[0].merge).toBeUndefined();
    const refused = await as.editor.post(`${modulePath(onboarding, board.id)}/entity_values/bulk_update.json`, {
      entity_values: [{ id: card.id, value: { title: 'Plan', dueDate: 'not a date' }, base_version: 1, base_fields: { dueDate: '2026-12-01' } }],
    });
    expect(failingFields(refused)).toEqual(['entity_values/0/value/dueDate']);
    expect(expectStatus(await as.editor.get(valueUrl(card.id)), 200)).toMatchObject({ version: 2, value: { dueDate: '2027-01-15' } });
  });
});
