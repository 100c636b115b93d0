import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DiagramEditor } from '../diagram-editor';
import { testRegistry } from '../test-support/test-shapes';
import { resizeByHandle } from './resize-handle';
import { toolsTarget } from './selection-tools';

function setup() {
  const editor = new DiagramEditor({ registry: testRegistry, layers: { layers: [{ id: 'L1', name: 'Base', hidden: false }] } });
  const add = (id: string, extra: dia.Cell.Attributes = {}) => {
    editor.graph.addCell(testRegistry.create('test.Task', { id, layer_id: 'L1', position: { x: 100, y: 100 }, ...extra }));
    return editor.graph.getCell(id) as dia.Element;
  };
  return { editor, add };
}

describe('toolsTarget', () => {
  it('is the one selected cell the user may edit', () => {
    const { editor, add } = setup();
    const a = add('a');
    add('b');
    add('locked', { locked: true });
    add('fixed', { celltype: 'background' });
    editor.selection.select(['a']);
    expect(toolsTarget(editor)).toBe(a);
    editor.selection.select(['a', 'b']);
    expect(toolsTarget(editor)).toBeNull();
    editor.selection.select(['a']);
    a.set('locked', true);
    expect(toolsTarget(editor)).toBeNull();
    a.set('locked', false);
    editor.setReadOnly(true);
    expect(toolsTarget(editor)).toBeNull();
  });
});

describe('resizeByHandle', () => {
  it('resizes from a corner on the grid, one undo step per drag, never under the minimum', () => {
    const { editor, add } = setup();
    const task = add('a');
    editor.graph.startBatch('control-move');
    resizeByHandle(editor, task, 'bottom-right', { x: 251, y: 199 });
    resizeByHandle(editor, task, 'bottom-right', { x: 262, y: 238 });
    editor.graph.stopBatch('control-move');
    expect(task.getBBox().toJSON()).toEqual({ x: 100, y: 100, width: 160, height: 140 });
    resizeByHandle(editor, task, 'top-left', { x: 500, y: 500 });
    expect(task.getBBox().toJSON()).toEqual({ x: 240, y: 220, width: 20, height: 20 });
    editor.undo();
    expect(task.getBBox().toJSON()).toEqual({ x: 100, y: 100, width: 160, height: 140 });
    editor.undo();
    expect(task.getBBox().toJSON()).toEqual({ x: 100, y: 100, width: 90, height: 70 });
  });

  it('follows the pointer to the pixel when gridlines are off', () => {
    const { editor, add } = setup();
    const task = add('a');
    editor.updateSettings({ show_gridlines: false });
    resizeByHandle(editor, task, 'right', { x: 233, y: 0 });
    expect(task.size()).toEqual({ width: 133, height: 70 });
  });
});
