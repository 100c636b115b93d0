import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { editorWithLayers } from '../test-support/test-editor';
import { testRegistry } from '../test-support/test-shapes';
import { addPaletteItem } from './add-palette-item';

function setup() {
  const editor = editorWithLayers(['Base', 'Notes']);
  const add = (id: string, x: number, y: number, type = 'test.Task') =>
    editor.graph.addCell(testRegistry.create(type, { id, layer_id: 'L1', position: { x, y }, size: { width: 90, height: 70 } }));
  add('a', 0, 0);
  add('b', 200, 40);
  add('c', 500, 80);
  editor.undoManager.clear();
  const element = (id: string) => editor.graph.getCell(id) as dia.Element;
  const z = (id: string) => Number(element(id).get('z'));
  return { editor, add, element, z };
}

describe('z-order', () => {
  it('brings the selection in front of every cell and sends it behind them, each one undo step', () => {
    const { editor, z } = setup();
    editor.selection.select(['a']);
    editor.reorderSelection('front');
    expect(z('a')).toBeGreaterThan(Math.max(z('b'), z('c')));
    editor.selection.select(['c']);
    editor.reorderSelection('back');
    expect(z('c')).toBeLessThan(Math.min(z('a'), z('b')));
    editor.undo();
    editor.undo();
    expect(editor.undoManager.state.canUndo).toBe(false);
  });
});

describe('layers', () => {
  it('moves the selection to a layer as one undo step, and hiding that layer takes it out of the selection', () => {
    const { editor, element } = setup();
    editor.selection.select(['a', 'b']);
    editor.moveSelectionToLayer('L2');
    expect([element('a').get('layer_id'), element('b').get('layer_id'), element('c').get('layer_id')]).toEqual(['L2', 'L2', 'L1']);
    editor.layers.setHidden('L2', true);
    expect(editor.selection.ids).toEqual([]);
    editor.undo();
    expect(element('a').get('layer_id')).toBe('L1');
  });

  it('puts new shapes, pastes and duplicates on the active layer', async () => {
    const { editor } = setup();
    editor.layers.activate('L2');
    expect(editor.addShape('test.Task')?.get('layer_id')).toBe('L2');
    editor.selection.select(['a']);
    const [duplicate] = await editor.duplicateSelection();
    expect(editor.graph.getCell(duplicate).get('layer_id')).toBe('L2');
    editor.selection.select(['b']);
    editor.copySelection();
    const [pasted] = await editor.paste();
    expect(editor.graph.getCell(pasted).get('layer_id')).toBe('L2');
  });
});

describe('wrap in a pool', () => {
  it('takes in the shapes a dropped pool covers, grows around them and goes behind them, as one undo step', () => {
    const { editor, element, z } = setup();
    const pool = addPaletteItem(editor, { type: 'test.Pool', title: 'Pool' }, { x: 150, y: 60 }) as dia.Element;
    expect(pool.getEmbeddedCells().map((cell) => cell.id).sort()).toEqual(['a', 'b']);
    const box = pool.getBBox();
    expect(box.containsRect(element('a').getBBox()) && box.containsRect(element('b').getBBox())).toBe(true);
    expect(Number(pool.get('z'))).toBeLessThan(Math.min(z('a'), z('b')));
    expect(element('c').getParentCell()).toBeNull();
    editor.undo();
    expect(editor.graph.getCell(pool.id)).toBeUndefined();
    expect(element('a').getParentCell()).toBeNull();
    expect(editor.undoManager.state.canUndo).toBe(false);
  });

  it('wraps nothing when embedding is off', () => {
    const { editor } = setup();
    editor.updateSettings({ embedding_enabled: false });
    const pool = addPaletteItem(editor, { type: 'test.Pool', title: 'Pool' }, { x: 150, y: 60 }) as dia.Element;
    expect(pool.getEmbeddedCells()).toEqual([]);
  });
});

describe('lock, cut and duplicate', () => {
  it('locks the selection (it leaves the selection) and unlocks the named cells, one undo step each', () => {
    const { editor, element } = setup();
    editor.selection.select(['a', 'b']);
    editor.setLocked(editor.selection.ids, true);
    expect(element('a').get('locked')).toBe(true);
    expect(editor.selection.ids).toEqual([]);
    editor.setLocked(['a'], false);
    expect(element('a').get('locked')).toBe(false);
    editor.undo();
    expect(element('a').get('locked')).toBe(true);
  });

  it('cuts the selection into the clipboard', async () => {
    const { editor } = setup();
    editor.selection.select(['a']);
    editor.cutSelection();
    expect(editor.graph.getCell('a')).toBeUndefined();
    const [pasted] = await editor.paste();
    expect(editor.graph.getCell(pasted)).toBeDefined();
  });

  it('duplicates the selection beside it as one undo step and selects the copies', async () => {
    const { editor } = setup();
    editor.selection.select(['a', 'b']);
    const ids = await editor.duplicateSelection();
    expect(ids).toHaveLength(2);
    expect(editor.selection.ids).toEqual(ids);
    editor.undo();
    expect(editor.graph.getCells()).toHaveLength(3);
  });
});

describe('distribute', () => {
  it('spreads the selection with equal gaps as one undo step', () => {
    const { editor, element } = setup();
    editor.selection.select(['a', 'b', 'c']);
    editor.distributeSelection('horizontal');
    expect(element('b').position().x).toBe(250);
    editor.undo();
    expect(element('b').position().x).toBe(200);
  });
});
