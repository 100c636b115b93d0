import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * Which rows are ticked, among the rows shown (rows that leave the view, by a filter or a delete, leave the
 * selection). Shift-ticking a row ticks or unticks every row between it and the last one ticked.
 */
export function useRowSelection(shownKeys: readonly string[]) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<string | null>(null);
  const selected = useMemo(() => shownKeys.filter((key) => ticked.has(key)), [shownKeys, ticked]);

  const toggle = useCallback(
    (key: string, withRange: boolean) => {
      const on = !ticked.has(key);
      const from = anchor.current === null ? -1 : shownKeys.indexOf(anchor.current);
      const to = shownKeys.indexOf(key);
      const keys = withRange && from >= 0 ? shownKeys.slice(Math.min(from, to), Math.max(from, to) + 1) : [key];
      setTicked((current) => {
        const next = new Set(current);
        for (const each of keys) {
          if (on) next.add(each);
          else next.delete(each);
        }
        return next;
      });
      anchor.current = key;
    },
    [shownKeys, ticked],
  );
  const setAll = useCallback((on: boolean) => setTicked(new Set(on ? shownKeys : [])), [shownKeys]);

  return { selected, isSelected: (key: string) => ticked.has(key) && shownKeys.includes(key), toggle, setAll };
}
