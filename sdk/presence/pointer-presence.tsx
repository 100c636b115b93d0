import Box from '@mui/material/Box';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import type { PresenceEntry } from '../../core/domain/live-messages';
import { useSdkTranslate } from '../i18n/use-sdk-translate';
import { anchoredPoint, placeAnchoredPoint } from './anchored-point';
import { POINTER_ARROW_PATH } from './pointer-arrow';
import { presenceColour } from './presence-colour';
import { presenceName } from './presence-name';
import { useOwnPresence, usePresence } from './use-presence';

/** The attribute that names whose pointer a mark is (the tests read it). */
export const POINTER_MARK = 'data-presence-pointer';

interface PlacedPointer {
  entry: PresenceEntry;
  left: number;
  top: number;
}

export interface PointerPresenceProps {
  moduleId: number;
  /** The page's parts marked with PRESENCE_ANCHOR, and whatever else it holds. */
  children: ReactNode;
}

/**
 * Pointers on a page the browser lays out (a canvas, a board): this person's pointer is told to the others as where
 * it is within the marked part under it, and theirs are drawn over the page in their colour with their name. The
 * marks take no pointer events and are hidden from screen readers, which hear who is here from the module's avatars.
 */
export function PointerPresence({ moduleId, children }: PointerPresenceProps) {
  const t = useSdkTranslate();
  const surface = useRef<HTMLDivElement>(null);
  const others = usePresence(moduleId);
  const own = useOwnPresence(moduleId);
  const [placed, setPlaced] = useState<readonly PlacedPointer[]>([]);

  const place = useCallback(() => {
    const element = surface.current;
    if (!element) return;
    setPlaced(
      others.flatMap((entry) => {
        const at = entry.cursor && placeAnchoredPoint(element, entry.cursor);
        return at ? [{ entry, ...at }] : [];
      }),
    );
  }, [others]);

  useLayoutEffect(place, [place]);
  useEffect(() => {
    const element = surface.current;
    if (!element || others.length === 0) return;
    // A part that scrolls, grows or moves takes the pointers on it along.
    const observer = new ResizeObserver(place);
    observer.observe(element);
    element.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', place, { capture: true });
    };
  }, [place, others.length]);

  const moved = (event: PointerEvent) => own.pointed(anchoredPoint(event.target, event.clientX, event.clientY));
  return (
    <Box ref={surface} onPointerMove={moved} onPointerLeave={() => own.pointed(null)} sx={{ position: 'relative' }}>
      {children}
      {placed.map(({ entry, left, top }) => {
        const colour = presenceColour(entry);
        const name = presenceName(entry, t);
        return (
          <Box key={entry.clientId} aria-hidden {...{ [POINTER_MARK]: name }}
            sx={{ position: 'absolute', left, top, pointerEvents: 'none', zIndex: 2, transition: 'left 100ms linear, top 100ms linear', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}>
            <svg width="14" height="20" viewBox="-1 -1 14 21" style={{ display: 'block' }}>
              <path d={POINTER_ARROW_PATH} fill={colour} stroke="#fff" />
            </svg>
            <Box component="span" sx={{ position: 'absolute', left: 14, top: 16, px: 0.75, borderRadius: 1, bgcolor: colour, color: '#fff', fontSize: 12, whiteSpace: 'nowrap' }}>
              {name}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
