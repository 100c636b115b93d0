import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { editorWithLayers } from '../test-support/test-editor';
import { testRegistry } from '../test-support/test-shapes';
import { addPaletteItem } from './add-palette-item';

function setup(readOnly = false) {
  const editor = editorWithLayers(['Base', 'Pools'], readOnly);
  editor.graph.addCell(testRegistry.create('test.Pool', { id: 'pool', layer_id: 'L2', position: { x: 0, y: 0 }, size: { width: 400, height: 200 } }));
  editor.undoManager.clear();
  return editor;
}

describe('addPaletteItem', () => {
  it('centres the new shape on the point, as one undo step', () => {
    const editor = setup();
    const cell = addPaletteItem(editor, { type: 'test.Task', title: 'Task' }, { x: 1000, y: 500 }) as dia.Element;
    expect(cell.position()).toEqual({ x: 955, y: 465 });
    expect(cell.getParentCell()).toBeNull();
    editor.undoManager.undo();
    expect(editor.graph.getCell(cell.id)).toBeUndefined();
  });

  it('embeds a shape dropped onto a container, on the container’s layer', () => {
    const editor = setup();
    const cell = addPaletteItem(editor, { type: 'test.Task', title: 'Task' }, { x: 100, y: 100 }) as dia.Element;
    expect(cell.getParentCell()?.id).toBe('pool');
    expect(cell.get('layer_id')).toBe('L2');
    editor.undoManager.undo();
    expect(editor.graph.getCell('pool').get('embeds') ?? []).toEqual([]);
  });

  it('adds nothing while read-only', () => {
    const editor = setup(true);
    expect(addPaletteItem(editor, { type: 'test.Task', title: 'Task' }, { x: 100, y: 100 })).toBeNull();
    expect(editor.graph.getElements()).toHaveLength(1);
  });
});
