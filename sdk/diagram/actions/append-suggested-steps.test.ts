import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { editorWithLayers } from '../test-support/test-editor';
import { testRegistry } from '../test-support/test-shapes';
import { appendSuggestedSteps, type SuggestedShapes } from './append-suggested-steps';

const shapes: SuggestedShapes = {
  task: { type: 'test.Task', title: 'Task' },
  event: { type: 'test.Event', title: 'Event', attributes: { event_type: 'double' } },
  gateway: { type: 'test.Task', title: 'Gateway' },
};

function setup(readOnly = false) {
  const editor = editorWithLayers(['Base'], readOnly);
  editor.graph.addCell(testRegistry.create('test.Task', { id: 'a', layer_id: 'L1', title: 'Receive order', position: { x: 0, y: 0 } }));
  editor.undoManager.clear();
  return editor;
}

const titled = (editor: ReturnType<typeof setup>, title: string) =>
  editor.graph.getElements().find((element) => element.get('title') === title) as dia.Element;

describe('appendSuggestedSteps', () => {
  it('adds each step right of the one it follows, linked to it, as one undo step', () => {
    const editor = setup();
    const added = appendSuggestedSteps(
      editor,
      [
        { name: 'Check stock', description: '', shape: 'task', follows: 'receive order' },
        { name: 'Stock checked', description: '', shape: 'event', follows: 'Check stock' },
      ],
      shapes,
    );
    expect(added).toBe(2);
    const check = titled(editor, 'Check stock');
    const checked = titled(editor, 'Stock checked');
    expect(check.getBBox().x).toBeGreaterThan(titled(editor, 'Receive order').getBBox().corner().x);
    expect(checked.getBBox().x).toBeGreaterThan(check.getBBox().corner().x);
    expect(checked.get('event_type')).toBe('double');
    const links = editor.graph.getLinks().map((link) => [link.source().id, link.target().id]);
    expect(links).toEqual([
      ['a', check.id],
      [check.id, checked.id],
    ]);

    editor.undo();
    expect(editor.graph.getCells().map((cell) => cell.id)).toEqual(['a']);
  });

  it('stacks two steps after the same element instead of overlapping them', () => {
    const editor = setup();
    appendSuggestedSteps(
      editor,
      [
        { name: 'Ship', description: '', shape: 'task', follows: 'Receive order' },
        { name: 'Invoice', description: '', shape: 'task', follows: 'Receive order' },
      ],
      shapes,
    );
    expect(titled(editor, 'Ship').getBBox().intersect(titled(editor, 'Invoice').getBBox())).toBeNull();
  });

  it('skips a step after no such element, and adds nothing when read-only', () => {
    const editor = setup();
    expect(appendSuggestedSteps(editor, [{ name: 'x', description: '', shape: 'task', follows: 'Nowhere' }], shapes)).toBe(0);
    const readOnly = setup(true);
    expect(appendSuggestedSteps(readOnly, [{ name: 'x', description: '', shape: 'task', follows: 'Receive order' }], shapes)).toBe(0);
    expect(readOnly.graph.getCells()).toHaveLength(1);
  });
});
