import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** Rows drawn above and below the visible ones, so a quick scroll shows no gap. */
const OVERSCAN = 8;
/** The height assumed before the browser measured the list (and where it cannot: jsdom). */
const UNMEASURED_HEIGHT = 480;

export interface VirtualWindow {
  /** The first row drawn and the one after the last. */
  start: number;
  end: number;
  /** Rows that fit in the visible height, what Page Up and Page Down move by. */
  pageRows: number;
  /** Scrolls just enough to show the row. */
  reveal(index: number): void;
}

/**
 * Which rows of a long list of equal rows to draw: those in the scrolling element's view and a few around them,
 * following its scroll and its size. A list of 10,000 details draws a few dozen rows.
 */
export function useVirtualWindow(scroller: RefObject<HTMLElement | null>, count: number, rowHeight: number): VirtualWindow {
  const [view, setView] = useState({ top: 0, height: UNMEASURED_HEIGHT });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => setView({ top: element.scrollTop, height: element.clientHeight || UNMEASURED_HEIGHT });
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resizes?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resizes?.disconnect();
    };
  }, [scroller]);
  const reveal = useCallback(
    (index: number) => {
      const element = scroller.current;
      if (!element) return;
      const top = index * rowHeight;
      const height = element.clientHeight || UNMEASURED_HEIGHT;
      if (top < element.scrollTop) element.scrollTop = top;
      else if (top + rowHeight > element.scrollTop + height) element.scrollTop = top + rowHeight - height;
    },
    [scroller, rowHeight],
  );
  const first = Math.floor(view.top / rowHeight);
  const shown = Math.ceil(view.height / rowHeight);
  return {
    start: Math.max(0, first - OVERSCAN),
    end: Math.min(count, first + shown + OVERSCAN),
    pageRows: Math.max(1, shown - 1),
    reveal,
  };
}
