import { useEffect, useMemo } from 'react';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';
import { useObservable } from '../use-observable';
import type { RegistryResource } from './registry-client';
import { registryStore, type RegistryState, type RegistryStore } from './registry-store';
import type { RegistryRows } from './registry-types';

export type Registry<R extends RegistryResource> = RegistryState<RegistryRows[R]> & { store: RegistryStore<R> };

/**
 * A project's registry resource, loaded once per project and shared by every view on the page; the
 * component re-renders after each write. Map items are per module: pass `moduleId`.
 */
export function useRegistry<R extends RegistryResource>(projectId: number, resource: R, moduleId?: number): Registry<R> {
  const http = useService(HttpClient);
  const store = useMemo(() => registryStore(http, projectId, resource, moduleId), [http, projectId, resource, moduleId]);
  useEffect(() => {
    void store.load();
  }, [store]);
  const state = useObservable(store.state$, () => store.state);
  return { ...state, store };
}
