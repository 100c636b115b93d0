import { describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS } from '../domain/constants';
import { pageLoadSaveQueues, useEmptyIndexedDb } from '../testing/page-load-storage';

/** One page load: its own services and queue, on the browser's one IndexedDB. */
function visit(userId: number | null, send: (batch: ReadonlyMap<string, string>) => Promise<void>) {
  const { unsent, saveQueues } = pageLoadSaveQueues(userId);
  const queue = saveQueues.create<string>({ merge: (_older, newer) => newer, send, unsentKey: 'entity-values/11/Note' });
  return { unsent, queue };
}

const offline = async () => {
  throw new Error('Network Error');
};

useEmptyIndexedDb();

describe('unsent changes in IndexedDB', () => {
  it('keeps one user’s changes per key, apart from other users, and forgets them when written empty', async () => {
    const first = pageLoadSaveQueues(1).unsent;
    await first.write('entity-values/11/Note', new Map([['a', 'one']]));

    expect(await pageLoadSaveQueues(1).unsent.read('entity-values/11/Note')).toEqual(new Map([['a', 'one']]));
    expect(await pageLoadSaveQueues(2).unsent.read('entity-values/11/Note')).toEqual(new Map());
    expect(await pageLoadSaveQueues(1).unsent.read('entity-values/12/Note')).toEqual(new Map());

    await first.write('entity-values/11/Note', new Map());
    expect(await first.read('entity-values/11/Note')).toEqual(new Map());
  });

  it('reads a copy an earlier version kept as an array of changes', async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('tessera', 1);
      request.onupgradeneeded = () => request.result.createObjectStore('unsent-changes', { keyPath: ['user_id', 'key'] });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    await new Promise<void>((resolve) => {
      const transaction = database.transaction('unsent-changes', 'readwrite');
      transaction.objectStore('unsent-changes').put({ user_id: 1, key: 'entity-values/11/Note', changes: [['a', 'kept by an earlier version']] });
      transaction.oncomplete = () => resolve();
    });
    database.close();

    expect(await pageLoadSaveQueues(1).unsent.read('entity-values/11/Note')).toEqual(new Map([['a', 'kept by an earlier version']]));
  });

  it('keeps nothing while nobody is signed in', async () => {
    const nobody = pageLoadSaveQueues(null).unsent;
    await nobody.write('entity-values/11/Note', new Map([['a', 'one']]));
    expect(await nobody.read('entity-values/11/Note')).toEqual(new Map());
  });

  it('a failed save survives a reload, the next visit takes it once, and a success clears it', async () => {
    const before = visit(1, offline);
    before.queue.enqueue('a', 'typed before the reload');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await vi.waitFor(async () =>
      expect(await before.unsent.read('entity-values/11/Note')).toEqual(new Map([['a', 'typed before the reload']])),
    );

    const send = vi.fn(async (_batch: ReadonlyMap<string, string>) => undefined);
    const after = visit(1, send);
    const taken = await after.queue.takeUnsent();
    expect(taken).toEqual(new Map([['a', 'typed before the reload']]));
    expect(await after.queue.takeUnsent()).toEqual(new Map());

    for (const [key, change] of taken) after.queue.enqueue(key, change);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    expect(Object.fromEntries(send.mock.calls[0][0])).toEqual({ a: 'typed before the reload' });
    await vi.waitFor(async () => expect(await after.unsent.read('entity-values/11/Note')).toEqual(new Map()));
  });

  it('a change made before the earlier visit’s changes are taken does not drop them from the copy', async () => {
    const before = visit(1, offline);
    before.queue.enqueue('a', 'older');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await vi.waitFor(async () => expect((await before.unsent.read('entity-values/11/Note')).size).toBe(1));

    const after = visit(1, offline);
    after.queue.enqueue('b', 'newer');
    await vi.waitFor(async () =>
      expect(await after.unsent.read('entity-values/11/Note')).toEqual(new Map([['a', 'older'], ['b', 'newer']])),
    );
  });

  it('another user of the same browser never gets them', async () => {
    const before = visit(1, offline);
    before.queue.enqueue('a', 'private');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await vi.waitFor(async () => expect((await before.unsent.read('entity-values/11/Note')).size).toBe(1));

    expect(await visit(2, offline).queue.takeUnsent()).toEqual(new Map());
    expect(await visit(1, offline).queue.takeUnsent()).toEqual(new Map([['a', 'private']]));
  });
});
