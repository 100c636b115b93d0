import { dia } from '@joint/core';

export interface CommentBadgeOptions extends dia.HighlighterView.Options {
  count: number;
  /** The badge's accessible name, e.g. "2 comments". */
  label: string;
  onOpen: () => void;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const RADIUS = 9;
export const COMMENT_BADGE_CLASS = 'comment-badge';

/**
 * The number of comments on a shape, in a round badge over its top-right corner; clicking it opens the
 * shape's comments. Drawn in the paper's front layer, so shapes inside a pool do not cover it, and
 * only on the editor's paper (images and prints of the diagram leave it out).
 */
export class CommentBadge extends dia.HighlighterView {
  // Options stay the base type: JointJS's static add/get/remove are typed for it.
  declare options: CommentBadgeOptions;

  protected highlight(cellView: dia.CellView): void {
    const { width } = (cellView.model as dia.Element).size();
    const { count, label, onOpen } = this.options;
    const badge = document.createElementNS(SVG_NS, 'g');
    badge.setAttribute('class', COMMENT_BADGE_CLASS);
    // Above the top-right corner, clear of the selection's resize handle there.
    badge.setAttribute('transform', `translate(${width}, ${-RADIUS - 6})`);
    badge.setAttribute('role', 'button');
    badge.setAttribute('tabindex', '0');
    badge.setAttribute('aria-label', label);
    badge.setAttribute('data-count', String(count));
    badge.style.cursor = 'pointer';
    const title = document.createElementNS(SVG_NS, 'title');
    title.textContent = label;
    const circle = document.createElementNS(SVG_NS, 'circle');
    Object.entries({ r: RADIUS, fill: '#1976d2', stroke: '#ffffff', 'stroke-width': 1.5 }).forEach(([name, value]) => circle.setAttribute(name, String(value)));
    const text = document.createElementNS(SVG_NS, 'text');
    Object.entries({ 'text-anchor': 'middle', dy: '0.35em', fill: '#ffffff', 'font-size': 10, 'font-family': 'Roboto, Helvetica, Arial, sans-serif', 'pointer-events': 'none' }).forEach(([name, value]) =>
      text.setAttribute(name, String(value)),
    );
    text.textContent = count > 99 ? '99+' : String(count);
    badge.append(title, circle, text);
    // The paper would take the press for a pan or a selection of what lies under the badge.
    for (const type of ['pointerdown', 'mousedown', 'touchstart']) badge.addEventListener(type, (event) => event.stopPropagation());
    badge.addEventListener('click', (event) => {
      event.stopPropagation();
      onOpen();
    });
    // A button for the keyboard too: Enter or Space opens the comments (and is not a command of the paper).
    badge.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      event.stopPropagation();
      onOpen();
    });
    this.el.replaceChildren(badge);
  }

  protected unhighlight(): void {
    this.el.replaceChildren();
  }
}
