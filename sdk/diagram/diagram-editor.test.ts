import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DEFAULT_LINK_KEY } from './constants';
import { DiagramEditor } from './diagram-editor';
import { testRegistry } from './test-support/test-shapes';

function setup(readOnly = false) {
  const editor = new DiagramEditor({
    registry: testRegistry,
    readOnly,
    layers: { layers: [{ id: 'L1', name: 'Base', hidden: false }] },
  });
  const add = (id: string, x = 0, extra: dia.Cell.Attributes = {}, type = 'test.Task') =>
    editor.graph.addCell(testRegistry.create(type, { id, layer_id: 'L1', position: { x, y: 0 }, ...extra }));
  const position = (id: string) => (editor.graph.getCell(id) as dia.Element).position();
  return { editor, add, position };
}

describe('DiagramEditor', () => {
  it('adds a shape on the first layer as one undo step', () => {
    const { editor } = setup();
    const cell = editor.addShape('test.Task', { position: { x: 5, y: 5 } });
    expect(cell?.get('layer_id')).toBe('L1');
    editor.undo();
    expect(editor.graph.getCells()).toHaveLength(0);
  });

  it('connects two elements with the default link, refusing what §5 forbids', () => {
    const { editor, add } = setup();
    add('a');
    add('b', 200);
    expect(editor.connect('a', 'a')).toEqual({ ok: false, reason: 'same-element' });
    expect(editor.connect('a', 'b')).toEqual({ ok: true });
    const [link] = editor.graph.getLinks();
    expect(link.get('type')).toBe(DEFAULT_LINK_KEY);
    expect(link.get('layer_id')).toBe('L1');
  });

  it('spreads a second link between the same elements and undoes both at once', () => {
    const { editor, add } = setup();
    add('a');
    add('b', 200);
    editor.connect('a', 'b');
    editor.connect('b', 'a');
    const vertices = editor.graph.getLinks().map((link) => link.vertices().length);
    expect(vertices.sort()).toEqual([0, 1]);
    editor.undo();
    expect(editor.graph.getLinks()).toHaveLength(1);
    expect(editor.graph.getLinks()[0].vertices()).toEqual([]);
  });

  it('uses the module’s default link key', () => {
    const { editor, add } = setup();
    add('a');
    add('b', 200);
    expect(() => {
      editor.updateSettings({ default_link_key: 'test.Nope' });
      editor.connect('a', 'b');
    }).toThrow(/No shape/);
  });

  it('deletes the selection as one undo step', () => {
    const { editor, add } = setup();
    add('a');
    add('b', 200);
    editor.connect('a', 'b');
    editor.selection.select(['a', 'b']);
    editor.deleteSelection();
    expect(editor.graph.getCells()).toHaveLength(0);
    expect(editor.selection.ids).toEqual([]);
    editor.undo();
    expect(editor.graph.getCells()).toHaveLength(3);
  });

  it('moves the selection with accelerating arrow keys', () => {
    const { editor, add, position } = setup();
    add('a');
    editor.selection.click('a');
    expect(editor.runKeyCommand({ kind: 'move', key: 'ArrowRight' }, 0)).toBe(true);
    editor.runKeyCommand({ kind: 'move', key: 'ArrowRight' }, 50);
    expect(position('a')).toEqual({ x: 30, y: 0 });
    editor.runKeyCommand({ kind: 'undo' }, 100);
    expect(position('a')).toEqual({ x: 10, y: 0 });
  });

  it('leaves keys it has nothing to do with to the page', () => {
    const { editor } = setup();
    expect(editor.runKeyCommand({ kind: 'move', key: 'ArrowRight' }, 0)).toBe(false);
    expect(editor.runKeyCommand({ kind: 'delete' }, 0)).toBe(false);
  });

  it('moves by 1 without gridlines', () => {
    const { editor, add, position } = setup();
    editor.updateSettings({ show_gridlines: false });
    add('a');
    editor.selection.click('a');
    editor.runKeyCommand({ kind: 'move', key: 'ArrowDown' }, 0);
    expect(position('a')).toEqual({ x: 0, y: 1 });
  });

  it('embeds only where §5 allows it', () => {
    const { editor, add } = setup();
    add('pool', 0, {}, 'test.Pool');
    add('a');
    add('note', 0, {}, 'test.Note');
    expect(editor.embed('pool', 'a')).toBe(true);
    expect(editor.graph.getCell('a').getParentCell()?.id).toBe('pool');
    expect(editor.embed('pool', 'note')).toBe(false);
    editor.updateSettings({ embedding_enabled: false });
    expect(editor.embed('pool', 'note')).toBe(false);
  });

  it('changes a shape’s type unless it is locked', () => {
    const { editor, add } = setup();
    add('a');
    add('locked', 100, { locked: true });
    expect(editor.changeType('a', 'test.Event')?.get('type')).toBe('test.Event');
    expect(editor.changeType('locked', 'test.Event')).toBeNull();
  });

  it('does nothing while read-only, and shows the selection read-only', () => {
    const { editor, add, position } = setup(true);
    add('a');
    add('b', 200);
    expect(editor.addShape('test.Task')).toBeNull();
    expect(editor.connect('a', 'b')).toEqual({ ok: false, reason: 'read-only' });
    editor.selection.click('a');
    expect(editor.selection.state.readOnlyStyling).toBe(true);
    editor.moveSelection({ x: 10, y: 0 });
    editor.deleteSelection();
    expect(position('a')).toEqual({ x: 0, y: 0 });
    expect(editor.graph.getCells()).toHaveLength(2);
    expect(editor.undo()).toBe(false);
  });

  it('copies and pastes the selection as new selected cells, one undo step', () => {
    const { editor, add } = setup();
    add('a');
    editor.selection.click('a');
    expect(editor.runKeyCommand({ kind: 'copy' }, 0)).toBe(true);
    editor.runKeyCommand({ kind: 'paste' }, 0);
    const [pasted] = editor.selection.ids;
    expect(pasted).not.toBe('a');
    expect((editor.graph.getCell(pasted) as dia.Element).position()).toEqual({ x: 20, y: 20 });
    expect(editor.graph.getCell(pasted).get('layer_id')).toBe('L1');
    editor.undo();
    expect(editor.graph.getCells()).toHaveLength(1);
  });

  it('aligns the selection', () => {
    const { editor, add, position } = setup();
    add('a', 0);
    add('b', 100, { position: { x: 100, y: 50 } });
    editor.selection.select(['a', 'b']);
    editor.alignSelection('top');
    expect(position('b')).toEqual({ x: 100, y: 0 });
  });
});

describe('DiagramEditor.setElementBox', () => {
  it('moves and resizes an element as one undo step, its children staying put', () => {
    const { editor, add, position } = setup();
    add('pool', 0, {}, 'test.Pool');
    add('a', 50);
    editor.embed('pool', 'a');
    editor.undoManager.clear();
    expect(editor.setElementBox('pool', { x: -20, y: -10, width: 500, height: 240 })).toBe(true);
    const pool = editor.graph.getCell('pool') as dia.Element;
    expect(pool.getBBox().toJSON()).toEqual({ x: -20, y: -10, width: 500, height: 240 });
    expect(position('a')).toEqual({ x: 50, y: 0 });
    editor.undo();
    expect(pool.getBBox().toJSON()).toEqual({ x: 0, y: 0, width: 400, height: 200 });
  });

  it("keeps the shape's minimum size, or the default minimum", () => {
    const { editor, add } = setup();
    add('pool', 0, {}, 'test.Pool');
    add('a', 200);
    editor.setElementBox('pool', { x: 0, y: 0, width: 10, height: 10 });
    editor.setElementBox('a', { x: 200, y: 0, width: 5, height: 500 });
    expect((editor.graph.getCell('pool') as dia.Element).size()).toEqual({ width: 100, height: 60 });
    expect((editor.graph.getCell('a') as dia.Element).size()).toEqual({ width: 20, height: 500 });
  });

  it('refuses links, locked cells and a read-only editor', () => {
    const { editor, add } = setup();
    add('a');
    add('locked', 200, { locked: true });
    editor.connect('a', 'locked');
    const link = editor.graph.getLinks()[0];
    expect(editor.setElementBox(link.id, { x: 0, y: 0, width: 50, height: 50 })).toBe(false);
    expect(editor.setElementBox('locked', { x: 0, y: 0, width: 50, height: 50 })).toBe(false);
    editor.setReadOnly(true);
    expect(editor.setElementBox('a', { x: 0, y: 0, width: 50, height: 50 })).toBe(false);
    expect((editor.graph.getCell('a') as dia.Element).size()).toEqual({ width: 90, height: 70 });
  });
});
