import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'ready'; data: T };

const sameDeps = (a: DependencyList | null, b: DependencyList) =>
  a !== null && a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/**
 * Runs `load` when `deps` change and keeps only the answer of the latest run; `reload` runs it again.
 * A reload keeps what is shown until the new answer arrives (no spinner flash after an edit); new
 * deps or a retry after an error show loading. The signal aborts a run that is no longer wanted.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lastDeps = useRef<DependencyList | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const reloading = sameDeps(lastDeps.current, deps);
    lastDeps.current = deps;
    setState((previous) =>
      previous.status === 'loading' || (reloading && previous.status === 'ready') ? previous : { status: 'loading' },
    );
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; the caller names what it depends on in `deps`.
  }, [...deps, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
