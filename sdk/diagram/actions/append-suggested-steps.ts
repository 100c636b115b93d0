import type { dia } from '@joint/core';
import type { SuggestedItem, SuggestedShape } from '../../../core/domain/assistant-types';
import type { DiagramEditor } from '../diagram-editor';
import type { Point } from '../geometry/rect';
import type { PaletteItem } from '../ui/palette';
import { paletteItemSize } from './add-palette-item';
import { appendShape } from './append-shape';

/** Which palette item each kind of suggested step becomes (a plugin's choice: BPMN's task is bpmn.Activity). */
export type SuggestedShapes = Readonly<Record<SuggestedShape, PaletteItem>>;

/** Space between a step and the one it follows, and between steps stacked after the same one. */
const GAP = 60;
const MAX_TRIES = 20;

const sameName = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Adds suggested next steps as shapes: each to the right of the element named in its `follows` (the latest of
 * that name, so a step may follow one added just before it), titled with its name and joined to it by the
 * module's default link (a sequence flow in BPMN). All of it is one undo step. A step naming no element, or a
 * kind without a palette item, is skipped; answers how many were added.
 */
export function appendSuggestedSteps(editor: DiagramEditor, steps: readonly SuggestedItem[], shapes: SuggestedShapes): number {
  return editor.undoManager.batch('assistant', () => {
    let added = 0;
    for (const step of steps) {
      const item = step.shape ? shapes[step.shape] : undefined;
      const follows = step.follows;
      const source = follows ? editor.graph.getElements().findLast((element) => sameName(element.get('title'), follows)) : undefined;
      if (!item || !source) continue;
      const named = { ...item, attributes: { ...item.attributes, title: step.name } };
      if (appendShape(editor, source.id, named, freePointAfter(editor, source, item))) added++;
    }
    return added;
  });
}

/** The centre of a free place right of `source`, going down past shapes already there (containers aside). */
function freePointAfter(editor: DiagramEditor, source: dia.Element, item: PaletteItem): Point {
  const box = source.getBBox();
  const size = paletteItemSize(editor, item);
  const x = box.x + box.width + GAP;
  let y = box.y + box.height / 2 - size.height / 2;
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const area = { x, y, width: size.width, height: size.height };
    const taken = editor.graph
      .findElementsInArea(area)
      .some((element) => element.id !== source.id && !editor.registry.get(element.get('type'))?.embedding?.container);
    if (!taken) break;
    y += size.height + GAP / 2;
  }
  return { x: x + size.width / 2, y: y + size.height / 2 };
}
