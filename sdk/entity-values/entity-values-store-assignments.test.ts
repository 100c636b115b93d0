import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS } from '../../core/domain/constants';
import { AlertServiceImpl } from '../../core/services/alert-service-impl';
import { I18nServiceImpl } from '../../core/services/i18n-service-impl';
import { SaveQueueFactoryImpl } from '../../core/services/save-queue-factory-impl';
import { FakeEntityValuesServer } from '../test-support/entity-values-server';
import { FakeHttpClient } from '../test-support/fake-http-client';
import { NO_ASSIGNMENTS } from './assignments';
import { EntityValuesStore } from './entity-values-store';

type Note = { text: string };

function setup() {
  const http = new FakeHttpClient();
  const server = new FakeEntityValuesServer<Note>(http, { projectId: 7, moduleId: 11, moduleTypeId: 3, attributeKey: 'Note' });
  server.seed([{ value: { text: 'a' } }]);
  const saveQueues = new SaveQueueFactoryImpl(new AlertServiceImpl(), new I18nServiceImpl());
  const open = () =>
    new EntityValuesStore<Note>({ http, saveQueues, projectId: 7, moduleId: 11, moduleTypeId: 3, attributeKey: 'Note' });
  const bulkBodies = () => http.requestsTo('POST', server.bulkUpdatePath).map((request) => request.body);
  return { open, bulkBodies };
}

async function ready(store: EntityValuesStore<Note>) {
  store.activate();
  await vi.waitFor(() => expect(store.state.status).toBe('ready'));
}

describe('EntityValuesStore assignments', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the arrays, sends only the changed ones, and keeps them through a reload', async () => {
    const { open, bulkBodies } = setup();
    const store = open();
    await ready(store);
    expect(store.items[0].assignments).toEqual(NO_ASSIGNMENTS);

    store.assign('101', { tag_ids: [3] });
    store.assign('101', { stakeholder_ids: [5, 6] });
    store.update('101', { text: 'a2' });
    const created = store.create({ text: 'b' }, undefined, { user_ids: [9] });
    expect(store.items[0].assignments).toEqual({ ...NO_ASSIGNMENTS, tag_ids: [3], stakeholder_ids: [5, 6] });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);

    expect(bulkBodies()).toEqual([
      {
        entity_values: [
          { entity_attribute_id: 5, value: { text: 'b' }, position: 1, client_id: created, user_ids: [9] },
          { id: 101, value: { text: 'a2' }, tag_ids: [3], stakeholder_ids: [5, 6] },
        ],
      },
    ]);

    const reopened = open();
    await ready(reopened);
    expect(reopened.items.map((item) => item.assignments)).toEqual([
      { ...NO_ASSIGNMENTS, tag_ids: [3], stakeholder_ids: [5, 6] },
      { ...NO_ASSIGNMENTS, user_ids: [9] },
    ]);
  });
});
