import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS } from '../../core/domain/constants';
import { AlertServiceImpl } from '../../core/services/alert-service-impl';
import { I18nServiceImpl } from '../../core/services/i18n-service-impl';
import { SaveQueueFactoryImpl } from '../../core/services/save-queue-factory-impl';
import { FakeEntityValuesServer } from '../test-support/entity-values-server';
import { FakeHttpClient } from '../test-support/fake-http-client';
import { EntityValuesStore, type OverwrittenFields } from './entity-values-store';

type Card = { title: string; note?: string };

async function setup() {
  const http = new FakeHttpClient();
  const module = { projectId: 7, moduleId: 11, moduleTypeId: 3, attributeKey: 'Card' };
  const server = new FakeEntityValuesServer<Card>(http, { ...module, versions: true });
  server.seed([{ value: { title: 'Plan', note: 'first' } }]);
  const store = new EntityValuesStore<Card>({ http, saveQueues: new SaveQueueFactoryImpl(new AlertServiceImpl(), new I18nServiceImpl()), ...module });
  const overwritten: OverwrittenFields[] = [];
  store.onDidOverwrite.subscribe((event) => overwritten.push(event));
  store.activate();
  await vi.waitFor(() => expect(store.state.status).toBe('ready'));
  const bulkBodies = () => http.requestsTo('POST', server.bulkUpdatePath).map((request) => request.body);
  return { server, store, bulkBodies, overwritten };
}

const saved = () => vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
const valueOf = (store: EntityValuesStore<Card>) => store.items[0].value;

describe('EntityValuesStore versions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the version an edit is based on and the fields it alters with what they held before', async () => {
    const { store, bulkBodies } = await setup();
    store.update('101', { title: 'Renamed' });
    await saved();
    expect(bulkBodies()).toEqual([{ entity_values: [{ id: 101, value: { title: 'Renamed', note: 'first' }, base_version: 1, base_fields: { title: 'Plan' } }] }]);
  });

  it("bases the next edit on its own save's answer", async () => {
    const { store, bulkBodies } = await setup();
    store.update('101', { title: 'Renamed' });
    await saved();
    store.update('101', { note: 'second' });
    await saved();
    expect(bulkBodies()[1]).toMatchObject({ entity_values: [{ base_version: 2, base_fields: { note: 'first' } }] });
  });

  it('bases an edit on a live change that came before it, and ignores one older than its own save', async () => {
    const { server, store, bulkBodies } = await setup();
    const theirs = server.changeElsewhere(101, { note: 'theirs' });
    store.applyLive({ upserted: [theirs] });
    store.update('101', { title: 'Renamed' });
    await saved();
    expect(bulkBodies()[0]).toMatchObject({ entity_values: [{ base_version: 2, base_fields: { title: 'Plan' } }] });
    store.applyLive({ upserted: [theirs] });
    expect(valueOf(store)).toEqual({ title: 'Renamed', note: 'theirs' });
  });

  it('tells once of its saved field that another save, based on an older version, replaced', async () => {
    const { server, store } = await setup();
    const replaced: OverwrittenFields[] = [];
    store.onWasOverwritten.subscribe((event) => replaced.push(event));
    store.update('101', { title: 'Mine' });
    await saved();
    const theirs = server.changeElsewhere(101, { title: 'Theirs' });
    store.applyLive({ upserted: [theirs], overwritten: [{ id: 101, fields: ['note'] }] });
    expect(replaced).toEqual([]);
    store.applyLive({ upserted: [theirs], overwritten: [{ id: 101, fields: ['title', 'note'] }, { id: 999, fields: ['title'] }] });
    store.applyLive({ upserted: [theirs], overwritten: [{ id: 101, fields: ['title'] }] });
    expect(replaced).toEqual([{ key: '101', fields: ['title'] }]);
    expect(valueOf(store).title).toBe('Theirs');
  });

  it("takes another person's newer field from the answer and says nothing of it", async () => {
    const { server, store, overwritten } = await setup();
    server.changeElsewhere(101, { note: 'theirs' });
    store.update('101', { title: 'Renamed' });
    await saved();
    expect(valueOf(store)).toEqual({ title: 'Renamed', note: 'theirs' });
    expect(server.values[0].value).toEqual({ title: 'Renamed', note: 'theirs' });
    expect(overwritten).toEqual([]);
  });

  it('keeps its own change of a field another person changed meanwhile, and tells of it', async () => {
    const { server, store, overwritten } = await setup();
    server.changeElsewhere(101, { title: 'Theirs' });
    store.update('101', { title: 'Mine' });
    await saved();
    expect(valueOf(store)).toEqual({ title: 'Mine', note: 'first' });
    expect(overwritten).toEqual([{ key: '101', fields: ['title'] }]);
  });

  it("carries another person's kept field on in an edit made while the save was out", async () => {
    const { server, store, bulkBodies } = await setup();
    server.changeElsewhere(101, { note: 'theirs' });
    const release = server.holdAnswers();
    store.update('101', { title: 'Renamed' });
    await saved();
    store.update('101', { title: 'Renamed again' });
    release();
    await saved();
    expect(valueOf(store)).toEqual({ title: 'Renamed again', note: 'theirs' });
    expect(bulkBodies()[1]).toEqual({
      entity_values: [{ id: 101, value: { title: 'Renamed again', note: 'theirs' }, base_version: 3, base_fields: { title: 'Renamed' } }],
    });
    expect(server.values[0].value).toEqual({ title: 'Renamed again', note: 'theirs' });
  });
});
