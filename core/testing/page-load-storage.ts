import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CurrentUser } from '../domain/api-types';
import { AlertServiceImpl } from '../services/alert-service-impl';
import type { CurrentUserStore } from '../services/current-user-store';
import { I18nServiceImpl } from '../services/i18n-service-impl';
import { SaveQueueFactoryImpl } from '../services/save-queue-factory-impl';
import { UnsentChangesImpl } from '../services/unsent-changes-impl';

/**
 * Each test gets an empty IndexedDB (the browser's one store, shared by page loads) and fake timers for
 * the save debounce; IndexedDB (fake-indexeddb) runs on setImmediate, which stays real.
 */
export function useEmptyIndexedDb() {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** One page load's save queues, keeping what could not be sent in IndexedDB for the signed-in user. */
export function pageLoadSaveQueues(userId: number | null) {
  const currentUser = { user: userId === null ? null : ({ id: userId } as CurrentUser) } as CurrentUserStore;
  const unsent = new UnsentChangesImpl(currentUser);
  return { unsent, saveQueues: new SaveQueueFactoryImpl(new AlertServiceImpl(), new I18nServiceImpl(), unsent) };
}
