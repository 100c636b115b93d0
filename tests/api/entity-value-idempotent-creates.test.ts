/**
 * A save sent again after its answer was lost: creates are idempotent on (module, client_id), and a
 * single-document attribute (the text module's document) holds one value per module whatever is sent.
 */
import { describe, expect, it } from 'vitest';
import type { EntityValue, EntityValueBulkUpdateAnswer } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus, failingFields, listValues, modulePath } from './support/workspace';

const { as, seed, onboarding } = useSignedInServer();
const riskItem = seed.attributes.RiskItem;
const textDocument = seed.attributes.FreeTextDocument;

const valuesPath = (moduleId: number) => `${modulePath(onboarding, moduleId)}/entity_values`;
const risk = (title: string, clientId: string) => ({ entity_attribute_id: riskItem, value: { title }, client_id: clientId });
const text = (html: string, clientId: string) => ({ entity_attribute_id: textDocument, value: { html }, client_id: clientId });

async function bulkUpdate(moduleId: number, body: object): Promise<EntityValueBulkUpdateAnswer> {
  return expectStatus<EntityValueBulkUpdateAnswer>(await as.editor.post(`${valuesPath(moduleId)}/bulk_update.json`, body), 200);
}

const idsByClientId = (answer: EntityValueBulkUpdateAnswer) => answer.entity_values.map((value) => [value.client_id, value.id]);

describe('creates sent again with the same client_id', () => {
  it('a bulk_update replayed makes no second row and maps each client_id to the same id', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Replayed risks');
    const body = { entity_values: [risk('First', 'c-1'), risk('Second', 'c-2')] };
    const first = await bulkUpdate(module.id, body);
    const again = await bulkUpdate(module.id, body);

    expect(idsByClientId(again)).toEqual(idsByClientId(first));
    // The list names each value's client_id, so a browser that lost the answer maps its items again.
    const stored = await listValues(as.editor, onboarding, module.id);
    expect(stored.map((value) => [value.client_id, value.id, value.value.title])).toEqual(
      idsByClientId(first).map(([clientId, id], n) => [clientId, id, ['First', 'Second'][n]]),
    );
  });

  it('a replay carrying later edits merged into the create keeps the newest document and position', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Edited while offline');
    const [created] = (await bulkUpdate(module.id, { entity_values: [{ ...risk('Draft', 'c-1'), position: 0 }] })).entity_values;
    const [replayed] = (await bulkUpdate(module.id, { entity_values: [{ ...risk('Final', 'c-1'), position: 7 }] })).entity_values;

    expect(replayed).toMatchObject({ id: created.id, client_id: 'c-1', value: { title: 'Final' }, position: 7 });
    expect((await listValues(as.editor, onboarding, module.id)).map((value) => [value.id, value.value.title])).toEqual([
      [created.id, 'Final'],
    ]);
  });

  it('two identical replays at the same time make one row', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Raced risks');
    const body = { entity_values: [risk('Only once', 'raced')] };
    const answers = await Promise.all([1, 2, 3].map(() => bulkUpdate(module.id, body)));

    expect(new Set(answers.map((answer) => answer.entity_values[0].id)).size).toBe(1);
    expect(await listValues(as.editor, onboarding, module.id)).toHaveLength(1);
  });

  it('the single create route answers the existing value for a known client_id', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Single creates');
    const path = `${valuesPath(module.id)}.json`;
    const first = expectStatus<EntityValue>(await as.editor.post(path, risk('Once', 'single-1')), 201);
    const again = expectStatus<EntityValue>(await as.editor.post(path, risk('Once', 'single-1')), 201);

    expect(again).toMatchObject({ id: first.id, client_id: 'single-1' });
    expect(await listValues(as.editor, onboarding, module.id)).toHaveLength(1);
  });

  it('refuses a client_id repeated in one request', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'Repeated client ids');
    const repeated = await as.editor.post(`${valuesPath(module.id)}/bulk_update.json`, {
      entity_values: [risk('One', 'twice'), risk('Two', 'twice')],
    });

    expect(failingFields(repeated)).toEqual(['entity_values']);
    expect(await listValues(as.editor, onboarding, module.id)).toHaveLength(0);
  });
});

describe('a single-document attribute holds one value per module', () => {
  it('a second create of the text document updates the first: one document, the latest text', async () => {
    const module = await createModule(as.editor, onboarding, 'FreeTexts', 'One document');
    const [first] = (await bulkUpdate(module.id, { entity_values: [text('<p>Older</p>', 'doc-a')] })).entity_values;
    const [second] = (await bulkUpdate(module.id, { entity_values: [text('<p>Newer</p>', 'doc-b')] })).entity_values;

    expect(second).toMatchObject({ id: first.id, client_id: 'doc-b', value: { html: '<p>Newer</p>' } });
    const stored = await listValues(as.editor, onboarding, module.id);
    expect(stored.map((value) => [value.id, value.value.html])).toEqual([[first.id, '<p>Newer</p>']]);
  });

  it('concurrent first creates of the document (two tabs) make one document', async () => {
    const module = await createModule(as.editor, onboarding, 'FreeTexts', 'Two tabs');
    const path = `${valuesPath(module.id)}.json`;
    const answers = await Promise.all(['one', 'two', 'three'].map((tab) => as.editor.post(path, text(`<p>${tab}</p>`, tab))));

    const ids = answers.map((res) => expectStatus<EntityValue>(res, 201).id);
    expect(new Set(ids).size).toBe(1);
    expect(await listValues(as.editor, onboarding, module.id)).toHaveLength(1);
  });
});
