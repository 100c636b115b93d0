import { describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS } from '../../core/domain/constants';
import { pageLoadSaveQueues, useEmptyIndexedDb } from '../../core/testing/page-load-storage';
import { FakeEntityValuesServer } from '../test-support/entity-values-server';
import { FakeHttpClient } from '../test-support/fake-http-client';
import { EntityValuesStore } from './entity-values-store';

type Note = { text: string };

const MODULE = { projectId: 7, moduleId: 11, moduleTypeId: 3, attributeKey: 'Note' };

/** The server lives across page loads; each visit opens its own services and store on the one IndexedDB. */
function browser() {
  const http = new FakeHttpClient();
  const server = new FakeEntityValuesServer<Note>(http, MODULE);
  const bulkBodies = () => http.requestsTo('POST', server.bulkUpdatePath).map((request) => request.body);
  const visit = async (userId: number) => {
    const { unsent, saveQueues } = pageLoadSaveQueues(userId);
    const store = new EntityValuesStore<Note>({ http, saveQueues, ...MODULE });
    store.activate();
    await vi.waitFor(() => expect(store.state.status).toBe('ready'));
    const kept = () => unsent.read('entity-values/11/Note');
    return { store, kept };
  };
  return { server, bulkBodies, visit };
}

const texts = (store: EntityValuesStore<Note>) => store.items.map((item) => item.value.text);

useEmptyIndexedDb();

describe('EntityValuesStore across reloads', () => {
  it('a create whose answer was lost is sent again and saved once, with the text typed since', async () => {
    const { server, visit } = browser();
    const { store } = await visit(1);
    server.lostAnswers = 1;
    const key = store.create({ text: 'draft' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    store.update(key, { text: 'draft, finished' });
    await store.saveStatus.retry();

    expect(server.values.map((row) => row.value.text)).toEqual(['draft, finished']);
    expect(store.items).toMatchObject([{ key, id: server.values[0].id, value: { text: 'draft, finished' } }]);
  });

  it('unsent changes survive a reload: the next visit shows them, sends them once and forgets them', async () => {
    const { server, bulkBodies, visit } = browser();
    const first = await visit(1);
    server.lostAnswers = 1;
    const key = first.store.create({ text: 'draft' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    server.failures = 1;
    first.store.update(key, { text: 'typed before the reload' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await vi.waitFor(async () => expect((await first.kept()).size).toBe(1));

    const second = await visit(1);
    expect(texts(second.store)).toEqual(['typed before the reload']);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);

    expect(bulkBodies().at(-1)).toEqual({ entity_values: [{ id: server.values[0].id, value: { text: 'typed before the reload' }, position: 0 }] });
    expect(server.values.map((row) => row.value.text)).toEqual(['typed before the reload']);
    expect(second.store.items).toHaveLength(1);
    await vi.waitFor(async () => expect(await second.kept()).toEqual(new Map()));
  });

  it('another user of the same browser neither sees nor sends them', async () => {
    const { server, bulkBodies, visit } = browser();
    const first = await visit(1);
    server.failures = 1;
    first.store.create({ text: 'private draft' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await vi.waitFor(async () => expect((await first.kept()).size).toBe(1));
    const sent = bulkBodies().length;

    const other = await visit(2);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);

    expect(texts(other.store)).toEqual([]);
    expect(bulkBodies()).toHaveLength(sent);
    expect((await first.kept()).size).toBe(1);
  });
});
