import type { dia } from '@joint/core';
import { useEffect, useRef, useState } from 'react';

/** How long the handles stay after the pointer leaves a shape, so they can be reached. */
const LINGER_MS = 400;

/**
 * The shape under the pointer, for its connect handles. It lingers briefly after the pointer leaves, and
 * `hold`/`release` keep it while the pointer is over the handles themselves (which lie outside the shape).
 */
export function useHoveredElement(paper: dia.Paper): { hovered: dia.Element | null; hold: () => void; release: () => void } {
  const [hovered, setHovered] = useState<dia.Element | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hold = () => clearTimeout(timer.current);
  const release = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setHovered(null), LINGER_MS);
  };
  const releaseRef = useRef(release);
  releaseRef.current = release;
  const hoveredRef = useRef(hovered);
  hoveredRef.current = hovered;

  useEffect(() => {
    const enter = (view: dia.ElementView) => {
      clearTimeout(timer.current);
      setHovered(view.model);
    };
    // Leaving a pool for a task inside it must not take the task's handles away.
    const leave = (view: dia.ElementView) => {
      if (view.model === hoveredRef.current) releaseRef.current();
    };
    paper.on('element:mouseenter', enter);
    paper.on('element:mouseleave', leave);
    return () => {
      clearTimeout(timer.current);
      paper.off('element:mouseenter', enter);
      paper.off('element:mouseleave', leave);
    };
  }, [paper]);

  return { hovered, hold, release };
}
