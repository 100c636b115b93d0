import { startTransition, useCallback, useEffect, useState } from 'react';

type Told = (near: boolean) => void;

const watched = new Map<Element, Told>();
let observer: IntersectionObserver | undefined;

/** One observer for every element watched: a screen's height above and below, half its width on each side. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      // Drawn in time slices between frames, so that a fast scroll keeps moving while what it brings near is drawn.
      startTransition(() => {
        for (const entry of entries) {
          // What holds the focus stays drawn, so a keyboard user's place is never taken from under them.
          const near = entry.isIntersecting || entry.target.contains(document.activeElement);
          watched.get(entry.target)?.(near);
        }
      });
    },
    { rootMargin: '100% 50%' },
  );
  return observer;
}

/**
 * Whether the element is on or near the screen, following it as the page scrolls, so a long list draws only what
 * is about to be seen. The ref is given to whichever element is shown, near or not. With `watch` off, or where
 * the browser cannot tell, it counts as near.
 */
export function useNearScreen(watch: boolean): [ref: (element: Element | null) => void, near: boolean] {
  const canWatch = watch && typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!canWatch);
  // Not watched for a while (say, while dragged) counts as near until the observer says otherwise.
  useEffect(() => {
    if (!canWatch) setNear(true);
  }, [canWatch]);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || !canWatch) return;
      watched.set(element, setNear);
      sharedObserver().observe(element);
      return () => {
        watched.delete(element);
        observer?.unobserve(element);
      };
    },
    [canWatch],
  );
  return [ref, near || !canWatch];
}
