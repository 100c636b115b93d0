import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { editorWithLayers } from '../test-support/test-editor';
import { testRegistry } from '../test-support/test-shapes';
import { appendShape } from './append-shape';

function setup(readOnly = false) {
  const editor = editorWithLayers(['Base', 'Flow'], readOnly);
  editor.graph.addCell(testRegistry.create('test.Task', { id: 'a', layer_id: 'L2', position: { x: 0, y: 0 } }));
  editor.undoManager.clear();
  return editor;
}

describe('appendShape', () => {
  it('adds the shape on the source’s layer and links the source to it, as one undo step', () => {
    const editor = setup();
    const added = appendShape(editor, 'a', { type: 'test.Event', title: 'End', attributes: { event_type: 'thick' } }, { x: 300, y: 35 }) as dia.Element;
    expect(added.get('event_type')).toBe('thick');
    expect(added.get('layer_id')).toBe('L2');
    expect(added.getBBox().center()).toMatchObject({ x: 300, y: 35 });
    const [link] = editor.graph.getLinks();
    expect(link.get('source')).toEqual({ id: 'a' });
    expect(link.get('target')).toEqual({ id: added.id });

    editor.undo();
    expect(editor.graph.getCells().map((cell) => cell.id)).toEqual(['a']);
    editor.redo();
    expect(editor.graph.getCells()).toHaveLength(3);
  });

  it('adds nothing in a read-only diagram', () => {
    const editor = setup(true);
    expect(appendShape(editor, 'a', { type: 'test.Task', title: 'Task' }, { x: 300, y: 35 })).toBeNull();
    expect(editor.graph.getCells()).toHaveLength(1);
  });
});
