import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable (a service's BehaviorSubject), re-rendering on change.
 * `current` reads the value synchronously (e.g. `() => store.user`).
 */
export function useObservable<T>(observable: Observable<T>, current: () => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = observable.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    current,
    current,
  );
}
