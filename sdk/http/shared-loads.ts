/**
 * Reads that every view on the page shares (lookup items, a project's members): loaded once per path
 * through the kernel's HTTP client. A failed load is forgotten, so the next caller tries again.
 */
import type { HttpClient, RequestOptions } from '../../core/services/http-client';

const loaded = new WeakMap<HttpClient, Map<string, Promise<unknown>>>();

function cacheOf(http: HttpClient): Map<string, Promise<unknown>> {
  let cache = loaded.get(http);
  if (!cache) loaded.set(http, (cache = new Map()));
  return cache;
}

export function loadShared<T>(http: HttpClient, path: string, options?: RequestOptions): Promise<T> {
  const cache = cacheOf(http);
  let answer = cache.get(path);
  if (!answer) {
    answer = http.get<T>(path, options);
    cache.set(path, answer);
    answer.catch(() => cache.delete(path));
  }
  return answer as Promise<T>;
}

/** Drops a shared read, after what it answers was changed. */
export function forgetShared(http: HttpClient, path: string): void {
  cacheOf(http).delete(path);
}
