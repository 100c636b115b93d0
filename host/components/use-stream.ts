import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

function currentValueOf<T>(observable: Observable<T>, fallback: T): T {
  let value = fallback;
  // A BehaviorSubject emits synchronously on subscribe, so the first render already has its value.
  observable.subscribe((next) => (value = next)).unsubscribe();
  return value;
}

/** The latest value of a service's observable, for observables without a synchronous getter. */
export function useStream<T>(observable: Observable<T>, fallback: T): T {
  const [value, setValue] = useState<T>(() => currentValueOf(observable, fallback));
  useEffect(() => {
    const subscription = observable.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [observable]);
  return value;
}
