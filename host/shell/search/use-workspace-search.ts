import { useEffect, useState } from 'react';
import { SEARCH_MAX_QUERY_LENGTH, type SearchAnswer } from '../../../core/domain/search-types';
import { HttpClient } from '../../../core/services/http-client';
import { useService } from '../../../sdk/services-context';

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;
/** Results per kind in the dialog. */
const RESULTS_PER_KIND = 5;

export type WorkspaceSearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; answer: SearchAnswer }
  | { status: 'failed'; query: string };

/** The answer for what was typed, asked once typing pauses; a newer query aborts the older request. */
export function useWorkspaceSearch(typed: string): WorkspaceSearchState {
  const http = useService(HttpClient);
  const query = typed.trim().slice(0, SEARCH_MAX_QUERY_LENGTH);
  const [state, setState] = useState<WorkspaceSearchState>({ status: 'idle' });
  useEffect(() => {
    if (query === '') {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'searching', query });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      http.get<SearchAnswer>('/api/search.json', { params: { q: query, limit: RESULTS_PER_KIND }, signal: controller.signal }).then(
        (answer) => !controller.signal.aborted && setState({ status: 'done', query, answer }),
        () => !controller.signal.aborted && setState({ status: 'failed', query }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [http, query]);
  return state;
}
