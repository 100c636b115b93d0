import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable (a service's BehaviorSubject), re-rendering on change.
 * `current` reads the value synchronously (e.g. `() => store.user`); it may read a part of it
 * (`() => store.state.status`), and the component then re-renders only when that part changes.
 */
export function useObservable<T, S = T>(observable: Observable<T>, current: () => S): S {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = observable.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    current,
    current,
  );
}
