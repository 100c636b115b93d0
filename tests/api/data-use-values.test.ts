/**
 * The data interface entity value rule (screens-and-editor.md §4) on the server: a data use exists only while it
 * says something. A create that says nothing is refused, a change (one value or in bulk) that leaves text and
 * links empty deletes the value, and a value with comments is kept.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityValue, EntityValueBulkUpdateAnswer, ProjectModule } from '../../core/domain/api-types';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus, failingFields, listValues, modulePath } from './support/workspace';

const { as, seed, onboarding } = useSignedInServer();
const { DataInterface: dataUse } = seed.attributes;

let dataMap: ProjectModule;
const values = () => `${modulePath(onboarding, dataMap.id)}/entity_values`;

async function createUse(detailId: number, content: { text?: string; link_ids?: number[] }): Promise<EntityValue> {
  const body = { entity_attribute_id: dataUse, value: { data_catalog_detail_id: detailId, ...content } };
  return expectStatus<EntityValue>(await as.editor.post(`${values()}.json`, body), 201);
}

beforeAll(async () => {
  dataMap = await createModule(as.editor, onboarding, 'DataInterfaces', 'Order data');
});

describe('a data use is kept only while it says something', () => {
  it('refuses a create with no text and no links, one by one and in bulk, and writes nothing', async () => {
    const empty = { entity_attribute_id: dataUse, value: { data_catalog_detail_id: 1, text: '  ', link_ids: [] } };
    expect(failingFields(await as.editor.post(`${values()}.json`, empty))).toEqual(['value']);
    expect(failingFields(await as.editor.post(`${values()}/bulk_create.json`, { entity_values: [empty] }))).toEqual(['entity_values/0/value']);
    expect(failingFields(await as.editor.post(`${values()}/bulk_update.json`, { entity_values: [empty] }))).toEqual(['entity_values/0/value']);
    expect(await listValues(as.editor, onboarding, dataMap.id)).toEqual([]);
  });

  it('updates a use that still says something and deletes the one a change empties', async () => {
    const use = await createUse(11, { text: 'Printed on the invoice.' });
    const linked = expectStatus<EntityValue>(
      await as.editor.put(`${values()}/${use.id}.json`, { value: { data_catalog_detail_id: 11, text: '', link_ids: [seed.modules.text!] } }),
      200,
    );
    expect(linked.deleted).toBeUndefined();
    expect(linked.value).toEqual({ data_catalog_detail_id: 11, text: '', link_ids: [seed.modules.text!] });

    const emptied = expectStatus<EntityValue>(
      await as.editor.put(`${values()}/${use.id}.json`, { value: { data_catalog_detail_id: 11, text: '', link_ids: [] } }),
      200,
    );
    expect(emptied).toMatchObject({ id: use.id, deleted: true });
    expectStatus(await as.editor.get(`${values()}/${use.id}.json`), 404);
  });

  it('in a bulk update, deletes the emptied uses, saves the others and says which went', async () => {
    const [kept, emptied] = [await createUse(21, { text: 'Kept' }), await createUse(22, { text: 'Emptied' })];
    const answer = expectStatus<EntityValueBulkUpdateAnswer>(
      await as.editor.post(`${values()}/bulk_update.json`, {
        entity_values: [
          { id: kept.id, value: { data_catalog_detail_id: 21, text: 'Kept, and changed' } },
          { id: emptied.id, value: { data_catalog_detail_id: 22 } },
        ],
      }),
      200,
    );
    expect(answer.entity_values.map((value) => value.id)).toEqual([kept.id]);
    expect(answer.destroyed_ids).toEqual([emptied.id]);
    const left = await listValues(as.editor, onboarding, dataMap.id);
    expect(left.map((value) => value.value.text)).toContain('Kept, and changed');
    expect(left.map((value) => value.id)).not.toContain(emptied.id);
  });

  it('keeps an emptied use that has comments: they are part of what it says', async () => {
    const use = await createUse(31, { text: 'Asked about' });
    expectStatus(await as.editor.post('/api/comments.json', {
      project_id: onboarding,
      module_id: dataMap.id,
      commentable_type: 'EntityValue',
      commentable_id: use.id,
      comment_level_type: 'item',
      body: 'Who reads this?',
    }), 201);
    const emptied = expectStatus<EntityValue>(
      await as.editor.put(`${values()}/${use.id}.json`, { value: { data_catalog_detail_id: 31, text: '' } }),
      200,
    );
    expect(emptied.deleted).toBeUndefined();
    expect(emptied.value).toEqual({ data_catalog_detail_id: 31, text: '' });
  });

});
