import { BehaviorSubject, type Observable } from 'rxjs';

/**
 * A value the client loads from the API: undefined until the first load settles, null when a load
 * failed or the value was cleared (data-layer.md §4). Loads that overlap share one request, since every
 * navigation asks again (route guard rule 4).
 */
export class LoadableValue<T> {
  private readonly subject = new BehaviorSubject<T | null | undefined>(undefined);
  private loading: Promise<T | null> | null = null;

  readonly value$: Observable<T | null | undefined> = this.subject.asObservable();

  get value(): T | null | undefined {
    return this.subject.value;
  }

  load(fetch: () => Promise<T>): Promise<T | null> {
    this.loading ??= fetch()
      .then(
        (value) => value,
        () => null,
      )
      .then((value) => {
        this.subject.next(value);
        return value;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  set(value: T | null): void {
    this.subject.next(value);
  }
}
