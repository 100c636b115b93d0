import { useEffect, useEffectEvent, useState } from 'react';

/** How long a list waits after the last keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a list's search box over the search the list shows: typing is handed to `onSearch` once it
 * pauses, the first search as a new history entry and the next ones replacing it. A search that comes from
 * elsewhere (Back, a link, "clear") replaces what is typed; the one handed on does not, so typing on while
 * it loads loses nothing.
 */
export function useSearchText(search: string, onSearch: (search: string, options: { replace: boolean }) => void) {
  const [text, setText] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  const [ownSearch, setOwnSearch] = useState<string | null>(null);
  if (seenSearch !== search) {
    setSeenSearch(search);
    if (search !== ownSearch) setText(search);
  }
  const commit = useEffectEvent((next: string) => {
    setOwnSearch(next);
    onSearch(next, { replace: search !== '' });
  });
  useEffect(() => {
    if (search === text.trim()) return;
    const timer = setTimeout(() => commit(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);
  return [text, setText] as const;
}
