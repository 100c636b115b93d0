import { useCallback, useEffect, useRef, useState } from 'react';
import type { RecentUserEvents, UserEventRow } from '../../../core/domain/statistics-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';
import type { AsyncState } from '../../../sdk/ui/use-async';

/** How often the most recent events are asked for again while the page is visible. */
export const LIVE_EVENTS_POLL_MS = 15_000;

export interface LiveEventsQuery {
  kind?: string;
  user_id?: number;
  company_id?: number;
}

export interface LiveEvents {
  state: AsyncState<readonly UserEventRow[]> & { reload(): void };
  /** Null when there are no older events. */
  loadMore: (() => void) | null;
  loadingMore: boolean;
  /** Why the last request for older events failed; null once one succeeds or is asked again. */
  loadMoreError: unknown;
}

/**
 * The newest events first: the first page, newer ones added on top every LIVE_EVENTS_POLL_MS while the tab is
 * visible (`after` the newest shown), and older pages on request (`before`).
 */
export function useLiveEvents(url: string, query: LiveEventsQuery): LiveEvents {
  const http = useService(HttpClient);
  const [state, setState] = useState<AsyncState<readonly UserEventRow[]>>({ status: 'loading' });
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const newest = useRef<number | undefined>(undefined);
  const key = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    const params = { ...query };
    setState({ status: 'loading' });
    newest.current = undefined;
    http.get<RecentUserEvents>(url, { signal: controller.signal, params }).then(
      (page) => {
        if (controller.signal.aborted) return;
        newest.current = page.events[0]?.id;
        setNextBefore(page.next_before);
        setState({ status: 'ready', data: page.events });
      },
      (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
    );
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || newest.current === undefined) return;
      http.get<RecentUserEvents>(url, { signal: controller.signal, params: { ...params, after: newest.current } }).then(
        (page) => {
          if (controller.signal.aborted || page.events.length === 0) return;
          newest.current = page.events[0].id;
          setState((current) => (current.status === 'ready' ? { status: 'ready', data: [...page.events, ...current.data] } : current));
        },
        () => undefined,
      );
    }, LIVE_EVENTS_POLL_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
    // The query is compared by its content (`key`), not by the object made afresh on every render.
  }, [http, url, key, attempt]);

  const loadMore = useCallback(() => {
    if (nextBefore === null) return;
    setLoadingMore(true);
    setLoadMoreError(null);
    http
      .get<RecentUserEvents>(url, { params: { ...query, before: nextBefore } })
      .then((page) => {
        setNextBefore(page.next_before);
        setState((current) => (current.status === 'ready' ? { status: 'ready', data: [...current.data, ...page.events] } : current));
      })
      .catch(setLoadMoreError)
      .finally(() => setLoadingMore(false));
  }, [http, url, key, nextBefore]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: { ...state, reload }, loadMore: nextBefore === null ? null : loadMore, loadingMore, loadMoreError };
}
