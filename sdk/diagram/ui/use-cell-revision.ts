import type { dia } from '@joint/core';
import { useEffect, useReducer } from 'react';

/** Attributes a move changes; panels about a cell show none of them. */
const MOVE_ONLY: ReadonlySet<string> = new Set(['position', 'vertices', 'z']);

/**
 * Re-renders the component when the cell changes, except when it only moves: dragging the selected shape
 * must not re-render the panels about it on every frame.
 */
export function useCellRevision(cell: dia.Cell | null): void {
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!cell) return;
    const onChange = () => {
      if (Object.keys(cell.changed).some((name) => !MOVE_ONLY.has(name))) refresh();
    };
    cell.on('change', onChange);
    return () => {
      cell.off('change', onChange);
    };
  }, [cell]);
}
