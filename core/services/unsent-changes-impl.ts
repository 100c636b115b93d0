import { inject, injectable } from 'inversify';
import { CurrentUserStore } from './current-user-store';
import { jsonInSlices } from './json-in-slices';
import type { UnsentChanges } from './unsent-changes';

const DATABASE = 'tessera';
const STORE = 'unsent-changes';
const VERSION = 1;

/**
 * One record: a user's changes under one key. IndexedDB keys it by [user_id, key]. The changes are kept as JSON
 * text, written in slices (jsonInSlices): IndexedDB clones an object graph several times slower than JSON.stringify
 * writes it, and a copy of thousands of changes (an import) stalled the page. Records written as arrays by
 * earlier versions still read.
 */
interface UnsentRecord {
  user_id: number;
  key: string;
  changes: string | Array<[string, unknown]>;
}

const changesOf = (record: UnsentRecord | undefined): Array<[string, unknown]> =>
  typeof record?.changes === 'string' ? (JSON.parse(record.changes) as Array<[string, unknown]>) : (record?.changes ?? []);

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DATABASE, VERSION);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: ['user_id', 'key'] });
  return requestResult(request);
}

/**
 * The native IndexedDB API, no wrapper. A browser without IndexedDB (or one that refuses it, as some
 * private modes do) keeps nothing: saving still works, only the copy across reloads is missing.
 */
@injectable()
export class UnsentChangesImpl implements UnsentChanges {
  private database: Promise<IDBDatabase | null> | null = null;

  constructor(@inject(CurrentUserStore) private readonly users: CurrentUserStore) {}

  async read<C>(key: string): Promise<Map<string, C>> {
    const userId = this.users.user?.id;
    const database = await this.open();
    if (userId === undefined || !database) return new Map();
    const store = database.transaction(STORE, 'readonly').objectStore(STORE);
    const record = (await requestResult(store.get([userId, key]))) as UnsentRecord | undefined;
    return new Map(changesOf(record) as Array<[string, C]>);
  }

  async write<C>(key: string, changes: ReadonlyMap<string, C>): Promise<void> {
    const userId = this.users.user?.id;
    const database = await this.open();
    if (userId === undefined || !database) return;
    const text = changes.size === 0 ? '' : await jsonInSlices([...changes]);
    const transaction = database.transaction(STORE, 'readwrite');
    const store = transaction.objectStore(STORE);
    if (changes.size === 0) store.delete([userId, key]);
    else store.put({ user_id: userId, key, changes: text } satisfies UnsentRecord);
    await new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
  }

  private open(): Promise<IDBDatabase | null> {
    if (!this.database) {
      const factory = globalThis.indexedDB as IDBFactory | undefined;
      this.database = factory ? openDatabase(factory).catch(() => null) : Promise.resolve(null);
    }
    return this.database;
  }
}
