/**
 * Other people on the diagram, drawn on the paper: a dashed outline in their colour around what they have
 * selected, and their pointer with their name. Drawn in the paper's front layer, in model coordinates, so panning
 * and zooming move them with the cells; nothing here is part of the diagram or its undo history.
 */
import { dia, highlighters } from '@joint/core';
import type { PresenceEntry } from '../../../core/domain/live-messages';
import { POINTER_ARROW_PATH } from '../../presence/pointer-arrow';
import { presenceColour } from '../../presence/presence-colour';
import { SVG_NS } from '../constants';

const OUTLINE_PREFIX = 'tessera-presence-';

/** The attribute that names whose outline or pointer a mark is (the tests and screen readers' descriptions read it). */
export const PRESENCE_MARK = 'data-presence';

function pointerOf(entry: PresenceEntry, name: string): SVGGElement {
  const colour = presenceColour(entry);
  const group = document.createElementNS(SVG_NS, 'g');
  group.setAttribute(PRESENCE_MARK, name);
  group.setAttribute('transform', `translate(${entry.cursor!.x} ${entry.cursor!.y})`);
  const arrow = document.createElementNS(SVG_NS, 'path');
  arrow.setAttribute('d', POINTER_ARROW_PATH);
  arrow.setAttribute('fill', colour);
  arrow.setAttribute('stroke', '#fff');
  const label = document.createElementNS(SVG_NS, 'text');
  label.setAttribute('x', '14');
  label.setAttribute('y', '28');
  label.setAttribute('font-size', '12');
  label.setAttribute('fill', colour);
  label.textContent = name;
  group.append(arrow, label);
  return group;
}

/** Shows the others' selections and pointers; answers how to take them off again. */
export function showOthers(paper: dia.Paper, others: readonly PresenceEntry[], nameOf: (entry: PresenceEntry) => string): () => void {
  const outlined: string[] = [];
  const draw = () => {
    for (const entry of others) {
      const id = `${OUTLINE_PREFIX}${entry.clientId}`;
      for (const cellId of entry.selection) {
        const view = paper.findViewByModel(cellId);
        if (!view || dia.HighlighterView.get(view, id)) continue;
        const outline = highlighters.mask.add(view, 'root', id, {
          padding: 7,
          attrs: { stroke: presenceColour(entry), 'stroke-width': 2, 'stroke-dasharray': '6 3' },
        });
        outline.el.setAttribute(PRESENCE_MARK, nameOf(entry));
      }
      outlined.push(id);
    }
  };
  draw();
  // Views of cells scrolled into sight are made as they come: their outlines follow.
  paper.on('render:done', draw);
  const pointers = document.createElementNS(SVG_NS, 'g');
  pointers.setAttribute('pointer-events', 'none');
  pointers.setAttribute('aria-hidden', 'true');
  for (const entry of others) if (entry.cursor) pointers.appendChild(pointerOf(entry, nameOf(entry)));
  paper.getLayerView(dia.Paper.Layers.FRONT).el.appendChild(pointers);
  return () => {
    paper.off('render:done', draw);
    for (const id of outlined) dia.HighlighterView.removeAll(paper, id);
    pointers.remove();
  };
}
