import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DEFAULT_LINK_KEY } from '../constants';
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
  const link = (id: string, source: string, target: string, vertices: dia.Point[] = []) =>
    editor.graph.addCell(testRegistry.create(DEFAULT_LINK_KEY, { id, layer_id: 'L1', source: { id: source }, target: { id: target }, vertices })).getCell(id) as dia.Link;
  return { editor, a, b, c, d, pool, e, link };
}

const ids = (cells: readonly dia.Cell[]) => cells.map((cell) => cell.id).sort();

describe('ShapeDrag', () => {
  it('shows the selection moved while the pointer is down, and moves the models on the drop, its snap included, as one undo step', () => {
    const { editor, a, b, c, d } = setup();
    editor.selection.select(['a', 'b', 'c']);
    editor.graph.startBatch('pointer');
    const drag = new ShapeDrag(editor, b);
    for (const x of [207, 231, 257]) drag.moveTo({ x, y: 6 });
    expect(drag.offset).toEqual({ x: 57, y: 6 });
    expect(drag.box()).toEqual({ x: 257, y: 6, width: 90, height: 70 });
    expect([a, b, c].map((shape) => shape.position())).toEqual([{ x: 0, y: 0 }, { x: 200, y: 0 }, { x: 400, y: 0 }]);
    drag.drop({ x: 3, y: -6 }); // the snap
    editor.graph.stopBatch('pointer');
    expect([a, b, c].map((shape) => shape.position())).toEqual([{ x: 60, y: 0 }, { x: 260, y: 0 }, { x: 460, y: 0 }]);
    expect(d.position()).toEqual({ x: 600, y: 0 });
    expect(drag.offset).toEqual({ x: 0, y: 0 });
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
    alone.moveTo({ x: 240, y: 0 });
    alone.drop();
    expect([a.position(), b.position()]).toEqual([{ x: 0, y: 0 }, { x: 240, y: 0 }]);
    expect(alone.snapTargets()).toHaveLength(5);

    editor.selection.select(['pool', 'e', 'a']);
    const out = new ShapeDrag(editor, e);
    out.moveTo({ x: 20, y: 820 });
    out.drop();
    expect([a.position(), pool.position(), e.position()]).toEqual([{ x: 0, y: 0 }, { x: 0, y: 300 }, { x: 20, y: 820 }]);
  });

  it('carries the moving shapes and the links that keep their shape; stretches the others', () => {
    const { editor, b, link } = setup();
    const inside = link('inside', 'a', 'b');
    const bent = link('bent', 'a', 'b', [{ x: 100, y: 100 }]);
    const selectedBent = link('selected-bent', 'b', 'c', [{ x: 300, y: 100 }]);
    const out = link('out', 'c', 'd');
    const contained = link('contained', 'e', 'b');
    link('elsewhere', 'd', 'pool');
    editor.selection.select(['a', 'b', 'c', 'selected-bent']);
    const drag = new ShapeDrag(editor, b);
    expect(ids(drag.carried)).toEqual(['a', 'b', 'c', 'inside', 'selected-bent']);
    expect(ids(drag.stretched)).toEqual(ids([bent, out, contained]));
    expect(drag.moves(inside)).toBe(false);
    expect(drag.moves(selectedBent)).toBe(true);
  });

  it('changes nothing when dropped where it was taken (a click)', () => {
    const { editor, a, b } = setup();
    editor.selection.select(['a', 'b']);
    let moves = 0;
    editor.graph.on('change:position', () => (moves += 1));
    const drag = new ShapeDrag(editor, b);
    drag.moveTo({ x: 200, y: 0 });
    drag.drop();
    expect([a.position(), b.position()]).toEqual([{ x: 0, y: 0 }, { x: 200, y: 0 }]);
    expect(moves).toBe(0);
  });
});
