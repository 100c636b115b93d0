import { useEffect, useState } from 'react';

/**
 * Whether an HTML5 drag (a palette tile) is under way. The handles and the context pad step aside
 * meanwhile: they lie over the paper but outside its React tree, so a tile dropped on them would be lost.
 */
export function useHtmlDrag(): boolean {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const start = () => setActive(true);
    const end = () => setActive(false);
    window.addEventListener('dragstart', start);
    window.addEventListener('dragend', end);
    window.addEventListener('drop', end);
    return () => {
      window.removeEventListener('dragstart', start);
      window.removeEventListener('dragend', end);
      window.removeEventListener('drop', end);
    };
  }, []);
  return active;
}
