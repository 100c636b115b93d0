import { useEffect, useMemo } from 'react';
import type { ProjectModule } from '../../core/domain/api-types';
import { HttpClient } from '../../core/services/http-client';
import { LiveUpdates } from '../../core/services/live-updates';
import { SaveQueueFactory } from '../../core/services/save-queue';
import { useService } from '../services-context';
import { useObservable } from '../use-observable';
import type { SaveStatusSource } from '../ui/save-status-source';
import type { Assignments } from './assignments';
import type { EntityItem } from './entity-item';
import { EntityValuesStore, type EntityValuesStatus, type ValueChange } from './entity-values-store';
import type { ServerValue } from './reconcile-items';
import { useOverwriteNotice, type FieldLabel } from './use-overwrite-notice';

export interface EntityValues<V extends object> {
  status: EntityValuesStatus;
  error: string | null;
  items: readonly EntityItem<V>[];
  /** Adds an item at `atIndex` (default: the end), assigned `assignments`; returns its key. */
  create(value: V, atIndex?: number, assignments?: Partial<Assignments>): string;
  update(key: string, change: ValueChange<V>): void;
  /** Changes what an item is assigned; arrays left out stay as they are. */
  assign(key: string, change: Partial<Assignments>): void;
  remove(key: string): void;
  move(key: string, toIndex: number): void;
  reload(): Promise<void>;
  /** For `<SaveStatus queue={...} />`. */
  saveStatus: SaveStatusSource;
  /** The store itself, e.g. to apply changes that arrive from elsewhere. */
  store: EntityValuesStore<V>;
}

export interface EntityValuesOptions {
  /** Names the values' fields in the user's words, for the notice that a save overwrote another person's change. */
  fieldLabel?: FieldLabel;
}

export interface EntityValuesStoreHandle<V extends object> {
  store: EntityValuesStore<V>;
  status: EntityValuesStatus;
  error: string | null;
}

/**
 * The store of the module's entity values of one attribute, loaded on mount and kept up to date with what others
 * change (live updates, caught up from the revision it loaded after a lost connection), re-rendering only when its load
 * status or error changes: for views that read the items themselves (a diagram of thousands of cells must not
 * re-render its chrome on every edit). Unmounting flushes unsaved changes. A save that overwrote another person's change
 * made meanwhile is told in the alert bar.
 */
export function useEntityValuesStore<V extends object>(
  module: ProjectModule,
  attributeKey: string,
  options: EntityValuesOptions = {},
): EntityValuesStoreHandle<V> {
  const http = useService(HttpClient);
  const saveQueues = useService(SaveQueueFactory);
  const live = useService(LiveUpdates);
  const { project_id: projectId, id: moduleId, scenario_module_id: moduleTypeId, name } = module;
  const store = useMemo(
    () =>
      new EntityValuesStore<V>({
        http,
        saveQueues,
        projectId,
        moduleId,
        moduleTypeId,
        attributeKey,
        label: name,
        onLoaded: (revision) => live.seen(moduleId, revision),
      }),
    // The label only names the module in an alert; renaming it must not reload the content.
    [http, saveQueues, live, projectId, moduleId, moduleTypeId, attributeKey],
  );
  useEffect(() => store.activate(), [store]);
  useEffect(
    () =>
      live.subscribe(moduleId, {
        changed: ({ values, destroyedIds, overwritten }) => store.applyLive({ upserted: values as ServerValue<V>[], destroyedIds, overwritten }),
        resumed: () => void store.reload(),
      }),
    [live, store, moduleId],
  );
  useOverwriteNotice(store, options.fieldLabel);
  const status = useObservable(store.state$, () => store.state.status);
  const error = useObservable(store.state$, () => store.state.error);
  return { store, status, error };
}

/**
 * The module's entity values of one attribute, loaded on mount. Changes show at once and are saved
 * through the save queue (one bulk_update 700 ms after the last change); unmounting flushes them.
 */
export function useEntityValues<V extends object>(module: ProjectModule, attributeKey: string, options?: EntityValuesOptions): EntityValues<V> {
  const { store } = useEntityValuesStore<V>(module, attributeKey, options);
  const state = useObservable(store.state$, () => store.state);
  return useMemo(
    () => ({
      ...state,
      create: store.create,
      update: store.update,
      assign: store.assign,
      remove: store.remove,
      move: store.move,
      reload: store.reload,
      saveStatus: store.saveStatus,
      store,
    }),
    [state, store],
  );
}
