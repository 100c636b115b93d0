import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { actionsFor, createShapeRegistry, DiagramEditor, LANE_MIN_SIZE, startExtensions } from '../../sdk/diagram';
import { englishTranslate } from '../../sdk/test-support/diagram-palette';
import { lanesExtension } from './lanes-extension';
import en from './locales/en.json';
import { bpmnShapes } from './shapes';
import { applyLanesChange, moveLaneBoundary, readLanes } from './shapes/lanes';

const registry = createShapeRegistry(bpmnShapes);
const extension = lanesExtension(englishTranslate({ en }));

function editorWithPool(readOnly = false) {
  const editor = new DiagramEditor({ registry });
  const pool = editor.addShape('bpmn.Pool', { size: { width: 600, height: 180 } }) as dia.Element;
  const task = editor.addShape('bpmn.Activity') as dia.Element;
  editor.undoManager.clear();
  editor.setReadOnly(readOnly);
  const stop = startExtensions(editor, [extension]);
  const action = (id: string, cell: dia.Cell = pool) => actionsFor(editor, [extension], cell).find((a) => a.id === id);
  return { editor, pool, task, stop, action };
}

const sizes = (pool: dia.Element) => readLanes(pool.get('lanes')).map((lane) => lane.size);

describe('BPMN lanes extension', () => {
  it('offers Add lane on a pool only', () => {
    const { task, action } = editorWithPool();
    expect(action('bpmn.addLane')?.label).toBe('Add lane');
    expect(actionsFor(new DiagramEditor({ registry }), [extension], task)).toEqual([]);
  });

  it('adds lanes, each as one undo step', () => {
    const { editor, pool, action } = editorWithPool();
    action('bpmn.addLane')!.run(editor, pool);
    expect(sizes(pool)).toEqual([180, 180]);
    expect(pool.size().height).toBe(360);
    action('bpmn.addLane')!.run(editor, pool);
    expect(sizes(pool)).toEqual([180, 180, 180]);
    expect(new Set(readLanes(pool.get('lanes')).map((lane) => lane.id)).size).toBe(3);
    expect(pool.size().height).toBe(540);
    editor.undo();
    expect(sizes(pool)).toEqual([180, 180]);
    editor.undo();
    expect(sizes(pool)).toEqual([]);
    expect(pool.size().height).toBe(180);
  });

  it('fits the last lane when the pool is resized, in the resize step', () => {
    const { editor, pool, action } = editorWithPool();
    action('bpmn.addLane')!.run(editor, pool);
    editor.undoManager.batch('pointer', () => pool.resize(600, 400));
    expect(sizes(pool)).toEqual([180, 220]);
    editor.undoManager.batch('pointer', () => pool.resize(600, 100));
    expect(sizes(pool)).toEqual([180, LANE_MIN_SIZE]);
    expect(pool.size().height).toBe(180 + LANE_MIN_SIZE);
    editor.undo();
    expect(sizes(pool)).toEqual([180, 220]);
    expect(pool.size().height).toBe(400);
  });

  it('a lane boundary dragged (as its handle does, in the drag batch) is one undo step, the pool fitting its lanes', () => {
    const { editor, pool, action } = editorWithPool();
    action('bpmn.addLane')!.run(editor, pool);
    action('bpmn.addLane')!.run(editor, pool);
    editor.graph.startBatch('control-move');
    for (const y of [200, 250, 120]) applyLanesChange(pool, moveLaneBoundary(readLanes(pool.get('lanes')), 0, y));
    editor.graph.stopBatch('control-move');
    expect(sizes(pool)).toEqual([120, 180, 180]);
    expect(pool.size().height).toBe(480);
    editor.undo();
    expect(sizes(pool)).toEqual([180, 180, 180]);
    expect(pool.size().height).toBe(540);
  });

  it('keeps a pool resized by its handles at least as high as its lanes need', () => {
    const { editor, pool, action } = editorWithPool();
    action('bpmn.addLane')!.run(editor, pool);
    editor.setElementBox(pool.id, { x: 0, y: 0, width: 10, height: 10 });
    expect(pool.size()).toEqual({ width: 90, height: 180 + LANE_MIN_SIZE });
    expect(sizes(pool)).toEqual([180, LANE_MIN_SIZE]);
  });

  it('leaves remote changes, pools without lanes and stopped editors alone', () => {
    const { editor, pool, action, stop } = editorWithPool();
    pool.resize(600, 300);
    expect(sizes(pool)).toEqual([]);
    action('bpmn.addLane')!.run(editor, pool);
    pool.resize(600, 500, { skipUndo: true });
    expect(sizes(pool)).toEqual([300, 300]);
    stop();
    pool.resize(600, 700);
    expect(sizes(pool)).toEqual([300, 300]);
  });

  it('does nothing read-only: no actions, no fitting', () => {
    const { editor, pool, action } = editorWithPool(true);
    expect(action('bpmn.addLane')).toBeUndefined();
    editor.setReadOnly(false);
    action('bpmn.addLane')!.run(editor, pool);
    pool.resize(600, 500);
    expect(sizes(pool)).toEqual([180, 180]);
  });
});
