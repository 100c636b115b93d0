import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { stateFromUrl, urlFromState, type UrlFields, type UrlState } from './list-url-state';

export interface ShowOptions {
  /** Replace the current history entry instead of adding one (typing in a search box). */
  replace?: boolean;
}

export type ShowListState<F extends UrlFields> = (change: Partial<UrlState<F>>, options?: ShowOptions) => void;

/**
 * A list's state read from the URL query, and the way to change it: each change is a new history entry (so
 * Back returns to what was shown before), unless it asks to replace the current one. `fields` must keep its
 * identity between renders (a module constant, or memoised).
 */
export function useListUrlState<F extends UrlFields>(fields: F): [UrlState<F>, ShowListState<F>] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromUrl(params, fields), [params, fields]);
  const show = useCallback<ShowListState<F>>(
    (change, options = {}) =>
      setParams((current) => urlFromState({ ...stateFromUrl(current, fields), ...change }, fields, current), { replace: options.replace }),
    [setParams, fields],
  );
  return [state, show];
}
