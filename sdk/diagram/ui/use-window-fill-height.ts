import { useEffect, useState, type RefObject } from 'react';

/** Below this the editor keeps its height and the page scrolls instead (toolbar, canvas and a panel must fit). */
const MIN_EDITOR_HEIGHT = 400;

/**
 * The height that makes the element take what the window has left once the rest of the page (bars, tabs,
 * notices, footer) is laid out, so the editor fills the window without a page scroll. Undefined until measured.
 * Measured again when the window or the page changes size.
 */
export function useWindowFillHeight(ref: RefObject<HTMLElement | null>, enabled: boolean): number | undefined {
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = () => {
      const slack = window.innerHeight - document.documentElement.scrollHeight;
      const next = Math.max(MIN_EDITOR_HEIGHT, Math.floor(element.getBoundingClientRect().height + slack));
      setHeight((current) => (current === next ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, enabled]);
  return height;
}
