import { dia, highlighters } from '@joint/core';
import { SELECTION_MARK } from '../constants';

const SELECTION_HIGHLIGHT = 'tessera-selection';

export function isShownSelected(view: dia.CellView): boolean {
  return dia.HighlighterView.get(view, SELECTION_HIGHLIGHT) !== null;
}

/**
 * A shape is outlined around its own outline (a mask); a link gets a translucent halo along its path. A link's
 * highlight is drawn again whenever the link is (each move of a shape it touches), and a mask measures and copies
 * the whole link each time, which made moving a big selection slow.
 */
export function showSelected(view: dia.CellView, color: string): void {
  const highlighter = view.model.isLink()
    ? highlighters.stroke.add(view, 'root', SELECTION_HIGHLIGHT, {
        attrs: { stroke: color, 'stroke-width': 7, 'stroke-opacity': 0.4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' },
      })
    : highlighters.mask.add(view, 'root', SELECTION_HIGHLIGHT, { padding: 4, attrs: { stroke: color, 'stroke-width': 2 } });
  highlighter.el.setAttribute(SELECTION_MARK, '');
}

export function showUnselected(view: dia.CellView): void {
  dia.HighlighterView.remove(view, SELECTION_HIGHLIGHT);
}
