import type { dia } from '@joint/core';
import { useEffect, useReducer } from 'react';
import type { Rect } from '../geometry/rect';

/**
 * Where a shape is drawn on the paper (pixels from the paper's top-left corner), kept current while the
 * shape moves or resizes and the paper zooms or pans. Null without a shape.
 */
export function useScreenRect(paper: dia.Paper, element: dia.Element | null): Rect | null {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!element) return;
    element.on('change:position change:size', refresh);
    paper.on('transform', refresh);
    return () => {
      element.off('change:position change:size', refresh);
      paper.off('transform', refresh);
    };
  }, [paper, element]);
  if (!element || !element.graph) return null;
  const { x, y, width, height } = paper.localToPaperRect(element.getBBox());
  return { x, y, width, height };
}
