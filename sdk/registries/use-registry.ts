import { useEffect, useMemo, useState } from 'react';
import { HttpClient } from '../../core/services/http-client';
import { useService } from '../services-context';
import { useObservable } from '../use-observable';
import type { RegistryResource } from '../../core/domain/registry-types';
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

/** The rows of a registry resource a view may or may not need (a matrix axis): undefined while none is named or loading. */
export function useRegistryRows<R extends RegistryResource>(projectId: number, resource: R | undefined): readonly RegistryRows[R][] | undefined {
  const http = useService(HttpClient);
  const [state, setState] = useState<{ resource: R; rows: readonly RegistryRows[R][] }>();
  useEffect(() => {
    if (!resource) return;
    const store = registryStore(http, projectId, resource);
    const subscription = store.state$.subscribe(({ status, rows }) => status === 'ready' && setState({ resource, rows }));
    void store.load();
    return () => subscription.unsubscribe();
  }, [http, projectId, resource]);
  return state && state.resource === resource ? state.rows : undefined;
}
