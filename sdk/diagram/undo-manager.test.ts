import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DEFAULT_LINK_KEY } from './constants';
import { testRegistry } from './test-support/test-shapes';
import { SKIP_UNDO, UndoManager } from './undo-manager';

function setup() {
  const graph = testRegistry.createGraph();
  const undo = new UndoManager(graph);
  const task = (id: string, x = 0) => testRegistry.create('test.Task', { id, position: { x, y: 0 } }) as dia.Element;
  const link = (id: string, source: string, target: string) =>
    testRegistry.create(DEFAULT_LINK_KEY, { id, source: { id: source }, target: { id: target } }) as dia.Link;
  const ids = () => graph.getCells().map((cell) => String(cell.id)).sort();
  return { graph, undo, task, link, ids };
}

describe('UndoManager', () => {
  it('undoes and redoes adding a cell', () => {
    const { graph, undo, task, ids } = setup();
    graph.addCell(task('a'));
    expect(undo.state).toEqual({ canUndo: true, canRedo: false });
    undo.undo();
    expect(ids()).toEqual([]);
    expect(undo.state).toEqual({ canUndo: false, canRedo: true });
    undo.redo();
    expect(ids()).toEqual(['a']);
  });

  it('redoes an added cell as it was when its step was undone, the cells back in their z order', () => {
    const { graph, undo, task } = setup();
    undo.batch('add', () => graph.syncCells([task('c', 0).set('z', 3), task('a', 0).set('z', 1), task('b', 0).set('z', 2)]));
    undo.undo();
    undo.redo();
    expect(graph.getCells().map((cell) => cell.id)).toEqual(['a', 'b', 'c']);
    expect(graph.getCell('a').get('position')).toEqual({ x: 0, y: 0 });
  });

  it('undoes removing an element together with its links and embedded children', () => {
    const { graph, undo, task, link, ids } = setup();
    const pool = testRegistry.create('test.Pool', { id: 'pool' }) as dia.Element;
    graph.addCells([pool, task('a'), task('b'), link('ab', 'a', 'b')]);
    pool.embed(graph.getCell('a') as dia.Element);
    undo.clear();

    graph.getCell('pool').remove();
    expect(ids()).toEqual(['b']);
    undo.undo();
    expect(ids()).toEqual(['a', 'ab', 'b', 'pool']);
    expect(graph.getCell('pool').get('embeds')).toEqual(['a']);
    expect(graph.getCell('a').get('parent')).toBe('pool');
    expect((graph.getCell('ab') as dia.Link).source()).toEqual({ id: 'a' });
    undo.redo();
    expect(ids()).toEqual(['b']);
  });

  it('undoes a move and an attribute change', () => {
    const { graph, undo, task } = setup();
    const a = task('a', 10);
    graph.addCell(a);
    a.position(50, 60);
    a.set('shape_fill', '#ff0000');
    undo.undo();
    expect(a.get('shape_fill')).toBe('#ffffff');
    expect(a.attr('body/fill')).toBe('#ffffff');
    undo.undo();
    expect(a.position()).toEqual({ x: 10, y: 0 });
    undo.redo();
    expect(a.position()).toEqual({ x: 50, y: 60 });
  });

  it('makes a batch one step, however many changes it holds', () => {
    const { graph, undo, task } = setup();
    const cells = [task('a', 0), task('b', 100)];
    graph.addCells(cells);
    undo.clear();
    graph.startBatch('move');
    for (let step = 0; step < 5; step += 1) for (const cell of cells) cell.translate(10, 0);
    graph.stopBatch('move');
    undo.undo();
    expect(cells.map((cell) => cell.position().x)).toEqual([0, 100]);
    expect(undo.state.canUndo).toBe(false);
    undo.redo();
    expect(cells.map((cell) => cell.position().x)).toEqual([50, 150]);
  });

  it('treats nested batches as one step', () => {
    const { graph, undo, task, ids } = setup();
    undo.batch('paste', () => {
      graph.addCell(task('a'));
      undo.batch('inner', () => graph.addCell(task('b')));
    });
    undo.undo();
    expect(ids()).toEqual([]);
  });

  it('clears the redo stack on a new change', () => {
    const { graph, undo, task } = setup();
    graph.addCell(task('a'));
    undo.undo();
    graph.addCell(task('b'));
    expect(undo.state.canRedo).toBe(false);
    expect(undo.redo()).toBe(false);
  });

  it('does not record what it does while undoing or redoing', () => {
    const { graph, undo, task } = setup();
    const a = task('a');
    graph.addCell(a);
    a.position(5, 5);
    undo.undo();
    undo.undo();
    undo.redo();
    undo.redo();
    expect((graph.getCell('a') as dia.Element).position()).toEqual({ x: 5, y: 5 });
    expect(undo.state).toEqual({ canUndo: true, canRedo: false });
  });

  it('does not record changes flagged as not the user’s', () => {
    const { graph, undo, task } = setup();
    graph.addCell(task('a'), { [SKIP_UNDO]: true });
    graph.getCell('a').set('title', 'remote', { [SKIP_UNDO]: true });
    expect(undo.state.canUndo).toBe(false);
  });

  it('records a property change once, not the look derived from it', () => {
    const { graph, undo, task } = setup();
    const a = task('a');
    graph.addCell(a);
    undo.clear();
    a.set('title', 'Pay');
    undo.undo();
    expect(a.get('title')).toBeUndefined();
    expect(a.attr('label/text')).toBe('');
    expect(undo.state.canUndo).toBe(false);
  });

  it('undoes re-pointing a link', () => {
    const { graph, undo, task, link } = setup();
    graph.addCells([task('a'), task('b'), task('c'), link('l', 'a', 'b')]);
    undo.clear();
    (graph.getCell('l') as dia.Link).target({ id: 'c' });
    undo.undo();
    expect((graph.getCell('l') as dia.Link).target()).toEqual({ id: 'b' });
  });

  it('forgets the oldest steps beyond its limit', () => {
    const graph = testRegistry.createGraph();
    const undo = new UndoManager(graph, { limit: 2 });
    for (const id of ['a', 'b', 'c']) graph.addCell(testRegistry.create('test.Task', { id }));
    expect(undo.undo() && undo.undo()).toBe(true);
    expect(undo.undo()).toBe(false);
    expect(graph.getCells().map((cell) => cell.id)).toEqual(['a']);
  });

  it('stops recording once disposed', () => {
    const { graph, undo, task } = setup();
    undo.dispose();
    graph.addCell(task('a'));
    expect(undo.state.canUndo).toBe(false);
  });

  it('publishes whether undo and redo are possible', () => {
    const { graph, undo, task } = setup();
    const states: string[] = [];
    undo.state$.subscribe((state) => states.push(`${state.canUndo}/${state.canRedo}`));
    graph.addCell(task('a'));
    undo.undo();
    expect(states).toEqual(['false/false', 'true/false', 'false/true']);
  });
});
