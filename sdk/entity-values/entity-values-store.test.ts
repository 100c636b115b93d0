import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_MAX_ITEMS, SAVE_DEBOUNCE_MS } from '../../core/domain/constants';
import { FakeEntityValuesServer } from '../test-support/entity-values-server';
import { FakeHttpClient } from '../test-support/fake-http-client';
import { AlertServiceImpl } from '../../core/services/alert-service-impl';
import { I18nServiceImpl } from '../../core/services/i18n-service-impl';
import { SaveQueueFactoryImpl } from '../../core/services/save-queue-factory-impl';
import { MODULE_REVISION_HEADER } from '../../core/domain/live-messages';
import { EntityValuesStore } from './entity-values-store';

type Note = { text: string };

function setup(seed: string[] = [], onLoaded?: (revision: number) => void) {
  const http = new FakeHttpClient();
  const server = new FakeEntityValuesServer<Note>(http, { projectId: 7, moduleId: 11, moduleTypeId: 3, attributeKey: 'Note' });
  server.seed(seed.map((text) => ({ value: { text } })));
  const alerts = new AlertServiceImpl();
  const saveQueues = new SaveQueueFactoryImpl(alerts, new I18nServiceImpl());
  const store = new EntityValuesStore<Note>({
    http,
    saveQueues,
    projectId: 7,
    moduleId: 11,
    moduleTypeId: 3,
    attributeKey: 'Note',
    onLoaded,
  });
  const bulkBodies = () => http.requestsTo('POST', server.bulkUpdatePath).map((request) => request.body);
  return { http, server, store, bulkBodies, alerts, saveQueues };
}

async function ready(store: EntityValuesStore<Note>) {
  store.activate();
  await vi.waitFor(() => expect(store.state.status).toBe('ready'));
}

const texts = (store: EntityValuesStore<Note>) => store.items.map((item) => item.value.text);

describe('EntityValuesStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the attribute and its values in position order', async () => {
    const { store, http } = setup(['a', 'b']);
    await ready(store);
    expect(texts(store)).toEqual(['a', 'b']);
    expect(store.items.map((item) => item.key)).toEqual(['101', '102']);
    expect(http.requestsTo('GET', '/api/entity_attributes.json')[0].params).toEqual({ module_type_id: 3 });
    expect(http.requestsTo('GET', '/api/projects/7/project_scenario_modules/11/entity_values.json')[0].params).toEqual({
      key: 'Note',
    });
  });

  it('reports a load failure and recovers on reload', async () => {
    const { store, http, server } = setup(['a']);
    http.on('GET', `${server.basePath}.json`, () => {
      throw new Error('Network Error');
    });
    store.activate();
    await vi.waitFor(() => expect(store.state.status).toBe('error'));
    expect(store.state.error).toBe('Network Error');
    http.on('GET', `${server.basePath}.json`, () => server.values);
    await store.reload();
    expect(store.state.status).toBe('ready');
    expect(texts(store)).toEqual(['a']);
  });

  it('shows changes at once and sends them in one request after the debounce', async () => {
    const { store, bulkBodies } = setup(['a']);
    await ready(store);
    const key = store.create({ text: 'b' });
    store.update(key, { text: 'b2' });
    store.update('101', { text: 'a2' });
    expect(texts(store)).toEqual(['a2', 'b2']);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(bulkBodies()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(bulkBodies()).toEqual([
      {
        entity_values: [
          { entity_attribute_id: 5, value: { text: 'b2' }, position: 1, client_id: key },
          { id: 101, value: { text: 'a2' } },
        ],
      },
    ]);
    expect(store.items.find((item) => item.key === key)?.id).toBe(102);
  });

  it('restarts the debounce on every change', async () => {
    const { store, bulkBodies } = setup(['a']);
    await ready(store);
    store.update('101', { text: 'x' });
    await vi.advanceTimersByTimeAsync(500);
    store.update('101', { text: 'xy' });
    await vi.advanceTimersByTimeAsync(500);
    expect(bulkBodies()).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(bulkBodies()).toEqual([{ entity_values: [{ id: 101, value: { text: 'xy' } }] }]);
  });

  it('sends a change made while its create is in flight as an update by the new id', async () => {
    const { store, server, bulkBodies } = setup();
    await ready(store);
    const release = server.holdAnswers();
    const key = store.create({ text: 'draft' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(bulkBodies()).toHaveLength(1);
    store.update(key, { text: 'final' });
    release();
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(bulkBodies()[1]).toEqual({ entity_values: [{ id: 101, value: { text: 'final' } }] });
    expect(server.values.map((row) => row.value.text)).toEqual(['final']);
  });

  it('sends only the positions that changed when an item moves', async () => {
    const { store, bulkBodies } = setup(['a', 'b', 'c', 'd']);
    await ready(store);
    store.move('104', 1);
    expect(texts(store)).toEqual(['a', 'd', 'b', 'c']);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(bulkBodies()).toEqual([
      {
        entity_values: [
          { id: 104, position: 1 },
          { id: 102, position: 2 },
          { id: 103, position: 3 },
        ],
      },
    ]);
  });

  it('creates in the middle by shifting the items after it', async () => {
    const { store, bulkBodies } = setup(['a', 'b']);
    await ready(store);
    const key = store.create({ text: 'new' }, 1);
    expect(texts(store)).toEqual(['a', 'new', 'b']);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(bulkBodies()).toEqual([
      {
        entity_values: [
          { entity_attribute_id: 5, value: { text: 'new' }, position: 1, client_id: key },
          { id: 102, position: 2 },
        ],
      },
    ]);
  });

  it('sends deletions as destroy_ids and nothing for an item created and deleted before saving', async () => {
    const { store, bulkBodies } = setup(['a']);
    await ready(store);
    const key = store.create({ text: 'tmp' });
    store.remove(key);
    store.remove('101');
    expect(store.items).toEqual([]);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(bulkBodies()).toEqual([{ entity_values: [], destroy_ids: [101] }]);
  });

  it('applies many creates, updates and deletes as one change of its state, saved like the single calls', async () => {
    const { store, bulkBodies } = setup(['a', 'b', 'c']);
    await ready(store);
    let emissions = 0;
    const subscription = store.state$.subscribe(() => (emissions += 1));
    emissions = 0;
    const keys = store.applyLocal({ created: [{ text: 'd' }, { text: 'e' }], updated: new Map([['101', { text: 'a2' }]]), removed: ['102'] });
    subscription.unsubscribe();
    expect(emissions).toBe(1);
    expect(texts(store)).toEqual(['a2', 'c', 'd', 'e']);
    expect(store.items.slice(2).map((item) => item.key)).toEqual(keys);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(bulkBodies()).toEqual([
      {
        entity_values: [
          { entity_attribute_id: 5, value: { text: 'd' }, position: 3, client_id: keys[0] },
          { entity_attribute_id: 5, value: { text: 'e' }, position: 4, client_id: keys[1] },
          { id: 101, value: { text: 'a2' } },
        ],
        destroy_ids: [102],
      },
    ]);
  });

  it('keeps failed changes pending and sends them again, merged with newer ones', async () => {
    const { store, server, bulkBodies, alerts, saveQueues } = setup(['a']);
    await ready(store);
    server.failures = 1;
    const key = store.create({ text: 'b' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(store.saveStatus.state).toMatchObject({ pending: 1, error: 'Network Error' });
    expect(await firstValueFrom(alerts.alert$)).toMatchObject({ severity: 'error' });
    expect(saveQueues.hasUnsavedChanges).toBe(true);
    expect(texts(store)).toEqual(['a', 'b']);
    store.update(key, { text: 'b2' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(bulkBodies()).toHaveLength(2);
    expect(bulkBodies()[1]).toEqual({
      entity_values: [{ entity_attribute_id: 5, value: { text: 'b2' }, position: 1, client_id: key }],
    });
    expect(store.saveStatus.state).toEqual({ pending: 0, inFlight: false, error: null });
    expect(saveQueues.hasUnsavedChanges).toBe(false);
    expect(server.values.map((row) => row.value.text)).toEqual(['a', 'b2']);
  });

  it('sends failed changes again on retry', async () => {
    const { store, server, bulkBodies } = setup(['a']);
    await ready(store);
    server.failures = 1;
    store.update('101', { text: 'a2' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await store.saveStatus.retry();
    expect(bulkBodies()).toEqual([
      { entity_values: [{ id: 101, value: { text: 'a2' } }] },
      { entity_values: [{ id: 101, value: { text: 'a2' } }] },
    ]);
    expect(store.saveStatus.state.error).toBeNull();
  });

  it('splits a save bigger than the bulk limit into requests sent one after another', async () => {
    const { store, server, bulkBodies } = setup(Array.from({ length: BULK_MAX_ITEMS }, (_, index) => `v${index}`));
    await ready(store);
    for (const item of store.items) store.update(item.key, { text: `${item.value.text}!` });
    const created = Array.from({ length: 500 }, (_, index) => store.create({ text: `new${index}` }));
    store.remove('101');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    const sizes = bulkBodies().map((body) => {
      const { entity_values, destroy_ids = [] } = body as { entity_values: unknown[]; destroy_ids?: number[] };
      return [entity_values.length, destroy_ids.length];
    });
    expect(sizes).toEqual([
      [BULK_MAX_ITEMS, 0],
      [BULK_MAX_ITEMS - 500 - 1, 1],
    ]);
    expect(store.saveStatus.state).toEqual({ pending: 0, inFlight: false, error: null });
    expect(server.values).toHaveLength(BULK_MAX_ITEMS - 1 + 500);
    expect(server.values.every((row) => row.value.text.endsWith('!') || row.value.text.startsWith('new'))).toBe(true);
    expect(created.every((key) => store.items.find((item) => item.key === key)?.id !== null)).toBe(true);
  });

  it('keeps what a failed later request carried pending, and a retry sends only that', async () => {
    const { store, server, bulkBodies, saveQueues } = setup(['a']);
    await ready(store);
    const keys = Array.from({ length: BULK_MAX_ITEMS + 10 }, (_, index) => store.create({ text: `new${index}` }));
    server.answersBeforeFailures = 1;
    server.failures = 1;
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(bulkBodies()).toHaveLength(2);
    expect(store.saveStatus.state.error).toBe('Network Error');
    expect(saveQueues.hasUnsavedChanges).toBe(true);
    expect(server.values).toHaveLength(1 + BULK_MAX_ITEMS);
    await store.saveStatus.retry();
    expect(bulkBodies()).toHaveLength(3);
    expect(bulkBodies()[2]).toEqual(bulkBodies()[1]);
    expect((bulkBodies()[2] as { entity_values: unknown[] }).entity_values).toHaveLength(10);
    expect(store.saveStatus.state).toEqual({ pending: 0, inFlight: false, error: null });
    expect(server.values).toHaveLength(1 + keys.length);
  });

  it('sends a change to an item saved by a partly failed save as a change of that item', async () => {
    const { store, server, bulkBodies } = setup(['a']);
    await ready(store);
    const keys = Array.from({ length: BULK_MAX_ITEMS + 1 }, (_, index) => store.create({ text: `new${index}` }));
    server.answersBeforeFailures = 1;
    server.failures = 1;
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    const [savedFirst, savedSecond] = keys;
    store.remove(savedFirst);
    store.update(savedSecond, { text: 'edited' });
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    const idOf = (key: string) => store.items.find((item) => item.key === key)?.id;
    expect(bulkBodies()[2]).toEqual({
      entity_values: [
        { entity_attribute_id: 5, value: { text: `new${BULK_MAX_ITEMS}` }, position: BULK_MAX_ITEMS + 1, client_id: keys[BULK_MAX_ITEMS] },
        { id: idOf(savedSecond), value: { text: 'edited' } },
      ],
      destroy_ids: [102],
    });
    expect(server.values.map((row) => row.value.text)).not.toContain('new0');
    expect(server.values.find((row) => row.id === idOf(savedSecond))?.value.text).toBe('edited');
    expect(store.saveStatus.state.error).toBeNull();
  });

  it('applies remote changes without overwriting local changes not yet saved', async () => {
    const { store, server } = setup(['a', 'b']);
    await ready(store);
    store.update('101', { text: 'mine' });
    const [first, second] = server.values;
    store.applyRemote({
      upserted: [
        { ...first, value: { text: 'theirs' } },
        { ...second, value: { text: 'b-remote' } },
      ],
    });
    expect(texts(store)).toEqual(['mine', 'b-remote']);
    store.applyRemote({ destroyedIds: [102] });
    expect(texts(store)).toEqual(['mine']);
  });

  it('carries comment counts from the server and never sends them back', async () => {
    const { store, server, bulkBodies } = setup(['a', 'b']);
    server.setCommentCounts(101, { comment_count: 3, unread_comment_count: 1 });
    server.setCommentCounts(102, { comment_count: 0, unread_comment_count: 0 });
    await ready(store);
    expect(store.items.map(({ commentCount, unreadCommentCount }) => [commentCount, unreadCommentCount])).toEqual([
      [3, 1],
      [0, 0],
    ]);
    const key = store.create({ text: 'c' });
    expect(store.items.find((item) => item.key === key)).not.toHaveProperty('commentCount');
    store.update('101', { text: 'a2' });
    store.move('101', 1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(bulkBodies()).toHaveLength(1);
    expect(JSON.stringify(bulkBodies())).not.toMatch(/comment/i);
    expect(store.items.find((item) => item.key === '101')).toMatchObject({ commentCount: 3, unreadCommentCount: 1 });
  });

  it('takes new comment counts on reload, also for an item with unsaved changes', async () => {
    const { store, server } = setup(['a']);
    server.setCommentCounts(101, { comment_count: 1, unread_comment_count: 1 });
    await ready(store);
    store.update('101', { text: 'mine' });
    server.setCommentCounts(101, { comment_count: 2, unread_comment_count: 0 });
    await store.reload();
    expect(store.items[0]).toMatchObject({ value: { text: 'mine' }, commentCount: 2, unreadCommentCount: 0 });
  });

  it('flushes pending changes when deactivated', async () => {
    const { store, bulkBodies } = setup(['a']);
    const deactivate = store.activate();
    await vi.waitFor(() => expect(store.state.status).toBe('ready'));
    store.update('101', { text: 'last' });
    deactivate();
    await vi.advanceTimersByTimeAsync(0);
    expect(bulkBodies()).toEqual([{ entity_values: [{ id: 101, value: { text: 'last' } }] }]);
  });
});

describe('EntityValuesStore live changes during a load', () => {
  /** A store whose values list answers only when `answer` is called, and a live change that came meanwhile. */
  function loadOut(revision: string | null) {
    const loaded: number[] = [];
    const { store, http, server } = setup(['a'], (at) => loaded.push(at));
    let answer = () => {};
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const values = [...server.values];
    http.on('GET', `${server.basePath}.json`, () => gate.then(() => values));
    if (revision !== null) http.answerHeaders('GET', `${server.basePath}.json`, { [MODULE_REVISION_HEADER]: revision });
    store.activate();
    const live = { ...values[0], id: 900, value: { text: 'live' }, position: 1 };
    return { store, loaded, answer, live };
  }

  it('waits for the load: when it names its revision, the catch-up from that revision brings what came meanwhile', async () => {
    const { store, loaded, answer, live } = loadOut('40');
    store.applyLive({ upserted: [live] });
    answer();
    await vi.waitFor(() => expect(store.state.status).toBe('ready'));
    expect(texts(store)).toEqual(['a']);
    expect(loaded).toEqual([40]);
  });

  it('applies what came meanwhile after the load when the load does not name its revision', async () => {
    const { store, loaded, answer, live } = loadOut(null);
    store.applyLive({ upserted: [live] });
    answer();
    await vi.waitFor(() => expect(store.state.status).toBe('ready'));
    expect(texts(store)).toEqual(['a', 'live']);
    expect(loaded).toEqual([]);
  });

  it('applies live changes at once when no load is out', async () => {
    const { store, answer, live } = loadOut('40');
    answer();
    await vi.waitFor(() => expect(store.state.status).toBe('ready'));
    store.applyLive({ upserted: [live] });
    expect(texts(store)).toEqual(['a', 'live']);
  });
});
