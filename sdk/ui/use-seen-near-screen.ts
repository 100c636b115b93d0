import { useCallback, useEffect, useState } from 'react';

type Seen = () => void;

const watched = new Map<Element, Seen>();
let observer: IntersectionObserver | undefined;

/** One observer for every element watched: a screen's height above and below, half its width on each side. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        watched.get(entry.target)?.();
        watched.delete(entry.target);
        observer!.unobserve(entry.target);
      }
    },
    { rootMargin: '100% 50%' },
  );
  return observer;
}

/**
 * Whether the element has come on or near the screen; once it has, it stays so (what it then draws keeps its
 * focus and state). With `watch` off, or where the browser cannot tell, it counts as seen from the start.
 */
export function useSeenNearScreen(watch: boolean): [ref: (element: Element | null) => void, seen: boolean] {
  const canWatch = watch && typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(!canWatch);
  // Not watched for a while (say, while dragged) counts as seen: it does not go back once watched again.
  useEffect(() => {
    if (!canWatch) setSeen(true);
  }, [canWatch]);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || seen || !canWatch) return;
      watched.set(element, () => setSeen(true));
      sharedObserver().observe(element);
      return () => {
        watched.delete(element);
        observer?.unobserve(element);
      };
    },
    [seen, canWatch],
  );
  return [ref, seen || !canWatch];
}
