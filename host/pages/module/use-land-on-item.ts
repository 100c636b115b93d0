import { useTheme } from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ENTITY_VALUE_ITEM_TYPE } from '../../../sdk/ui/comments-button';
import { parseItemParam } from '../../guards/item-param';

/** How long the page waits for the item to be drawn: its values load after the page, slowly on a slow connection. */
const WAIT_MS = 30_000;
/** The first of these ends the outline: it stays until the person acts, so a glance away does not lose it. */
const ENDING_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Opening a module with `?item=` naming one of its entity values (a search result, a notification) scrolls to the
 * row, card or note that shows it (`data-entity-value-id`, set by the list, board and canvas families) and outlines
 * it until the person clicks or types. Diagrams select the cell themselves (sdk/diagram/ui/use-select-item-to-open.ts).
 */
export function useLandOnItem(): void {
  const { search } = useLocation();
  const outline = `3px solid ${useTheme().palette.primary.main}`;
  useEffect(() => {
    const item = parseItemParam(new URLSearchParams(search));
    if (item?.itemType !== ENTITY_VALUE_ITEM_TYPE || !Number.isInteger(Number(item.itemId))) return;
    const selector = `[data-entity-value-id="${Number(item.itemId)}"]`;
    let outlined: HTMLElement | null = null;
    const clearOutline = () => {
      for (const type of ENDING_EVENTS) document.removeEventListener(type, clearOutline, true);
      if (!outlined) return;
      outlined.style.outline = '';
      delete outlined.dataset.landed;
    };
    const land = (): boolean => {
      const element = document.querySelector<HTMLElement>(selector);
      if (!element) return false;
      // jsdom (the unit tests) has no scrollIntoView.
      element.scrollIntoView?.({ block: 'center' });
      element.style.outline = outline;
      element.dataset.landed = 'true';
      outlined = element;
      for (const type of ENDING_EVENTS) document.addEventListener(type, clearOutline, true);
      return true;
    };
    if (land()) return clearOutline;
    const observer = new MutationObserver(() => {
      if (land()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
      clearOutline();
    };
  }, [search, outline]);
}
