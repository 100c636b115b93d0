import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { editorWithLayers } from '../test-support/test-editor';
import { testRegistry } from '../test-support/test-shapes';
import { ShapeDrag } from './shape-drag';

/** Three tasks in a row (a, b, c), one more further right (d), and a pool below holding task e. */
function setup() {
  const editor = editorWithLayers(['Base']);
  const add = (id: string, x: number, y: number, type = 'test.Task') =>
    editor.graph.addCell(testRegistry.create(type, { id, layer_id: 'L1', position: { x, y } })).getCell(id) as dia.Element;
  const [a, b, c, d] = [add('a', 0, 0), add('b', 200, 0), add('c', 400, 0), add('d', 600, 0)];
  const pool = add('pool', 0, 300, 'test.Pool');
  const e = add('e', 20, 320);
  pool.embed(e);
  return { editor, a, b, c, d, pool, e };
}

/** What JointJS does while the pointer drags a shape: it sets the shape's position, move after move. */
function dragBy(element: dia.Element, steps: ReadonlyArray<{ x: number; y: number }>): void {
  const start = element.position();
  for (const step of steps) element.position(start.x + step.x, start.y + step.y);
}

describe('ShapeDrag', () => {
  it('moves every selected shape by the dragged shape\'s offset, its snap included, as one undo step', () => {
    const { editor, a, b, c, d } = setup();
    editor.selection.select(['a', 'b', 'c']);
    editor.graph.startBatch('pointer');
    const drag = new ShapeDrag(editor, b);
    dragBy(b, [{ x: 7, y: 3 }, { x: 31, y: 12 }, { x: 57, y: 6 }]);
    b.translate(3, -6); // the snap, before the drag ends
    drag.stop();
    editor.graph.stopBatch('pointer');
    expect([a, b, c].map((shape) => shape.position())).toEqual([{ x: 60, y: 0 }, { x: 260, y: 0 }, { x: 460, y: 0 }]);
    expect(d.position()).toEqual({ x: 600, y: 0 });
    editor.undoManager.undo();
    expect([a, b, c].map((shape) => shape.position())).toEqual([{ x: 0, y: 0 }, { x: 200, y: 0 }, { x: 400, y: 0 }]);
  });

  it('snaps only to shapes that stay put: neither the selected ones nor the content of a moving container', () => {
    const { editor, b, d, pool } = setup();
    editor.selection.select(['a', 'b', 'c', 'pool']);
    const drag = new ShapeDrag(editor, b);
    expect(drag.snapTargets()).toEqual([d.getBBox()]);
    expect(['a', 'c', 'e', 'pool'].every((id) => drag.moves(editor.graph.getCell(id)))).toBe(true);
    expect(drag.moves(d)).toBe(false);
    expect(drag.moves(pool)).toBe(true);
  });

  it('narrows the snap targets to an area, such as the view', () => {
    const { editor, b, d } = setup();
    editor.selection.select(['a', 'b']);
    const drag = new ShapeDrag(editor, b);
    expect(drag.snapTargets({ x: 350, y: -10, width: 400, height: 100 })).toEqual([editor.graph.getCell('c').getBBox(), d.getBBox()]);
  });

  it('moves a shape alone when it is not selected with others, or when it is dragged out of a selected container', () => {
    const { editor, a, b, e, pool } = setup();
    editor.selection.select(['a']);
    const alone = new ShapeDrag(editor, b);
    dragBy(b, [{ x: 40, y: 0 }]);
    alone.stop();
    expect(a.position()).toEqual({ x: 0, y: 0 });
    expect(alone.snapTargets()).toHaveLength(5);

    editor.selection.select(['pool', 'e', 'a']);
    const out = new ShapeDrag(editor, e);
    dragBy(e, [{ x: 0, y: 500 }]);
    out.stop();
    expect([a.position(), pool.position()]).toEqual([{ x: 0, y: 0 }, { x: 0, y: 300 }]);
  });

  it('leaves the others where they are once the drag has ended', () => {
    const { editor, a, b } = setup();
    editor.selection.select(['a', 'b']);
    const drag = new ShapeDrag(editor, b);
    drag.stop();
    b.translate(50, 0);
    expect(a.position()).toEqual({ x: 0, y: 0 });
  });
});
