import type { EditorView } from '@tiptap/pm/view';

const CARET_MARGIN = 16;

/**
 * ProseMirror's handleScrollToSelection: keeps the caret visible by scrolling the editor's own box only.
 * ProseMirror's default scrolls every scrollable ancestor up to the window, so typing could move the page.
 * Always answers true (handled); a box that is not laid out (hidden, or jsdom) has nothing to scroll.
 */
export function scrollCaretIntoBox(view: EditorView, box: HTMLElement | null): boolean {
  if (!box || box.getClientRects().length === 0) return true;
  const caret = view.coordsAtPos(view.state.selection.head);
  const bounds = box.getBoundingClientRect();
  if (caret.bottom > bounds.bottom) box.scrollTop += caret.bottom - bounds.bottom + CARET_MARGIN;
  else if (caret.top < bounds.top) box.scrollTop -= bounds.top - caret.top + CARET_MARGIN;
  return true;
}
