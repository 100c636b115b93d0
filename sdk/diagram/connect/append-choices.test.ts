import { describe, expect, it } from 'vitest';
import { DiagramEditor } from '../diagram-editor';
import { defineShape } from '../shapes/define-shape';
import { createShapeRegistry } from '../shapes/shape-registry';
import { testEvent, testNote, testPool, testTask } from '../test-support/test-shapes';
import type { PaletteItem } from '../ui/palette';
import { contextPadAppendChoices, DEFAULT_APPEND_COUNT, itemsThatMayFollow, paletteItems } from './append-choices';

const flow = defineShape<Record<string, never>>({ type: 'test.Flow', kind: 'link', defaults: {}, properties: {}, markup: [{ tagName: 'path', selector: 'line' }] });
const registry = createShapeRegistry([testTask, testEvent, testPool, testNote, flow]);

const task: PaletteItem = { type: 'test.Task', title: 'Task' };
const start: PaletteItem = { type: 'test.Event', title: 'Start', attributes: { event_type: 'single' } };
const end: PaletteItem = { type: 'test.Event', title: 'End', attributes: { event_type: 'thick' } };
const pool: PaletteItem = { type: 'test.Pool', title: 'Pool' };
const link: PaletteItem = { type: 'test.Flow', title: 'Flow' };
const background: PaletteItem = { type: 'test.Note', title: 'Background', attributes: { celltype: 'background' } };

function setup(options: { readOnly?: boolean; hidden?: boolean } = {}) {
  const editor = new DiagramEditor({
    registry,
    readOnly: options.readOnly,
    layers: {
      layers: [
        { id: 'L1', name: 'Base', hidden: false },
        { id: 'L2', name: 'Notes', hidden: options.hidden ?? false },
      ],
    },
  });
  const source = registry.create('test.Task', { id: 'a', layer_id: 'L2' });
  editor.graph.addCell(source);
  return { editor, source };
}

describe('itemsThatMayFollow', () => {
  it('offers the shapes a link from the source may reach, never links or non-interactive cells', () => {
    const { editor, source } = setup();
    expect(itemsThatMayFollow(editor, source, [task, link, start, background, pool])).toEqual([task, start, pool]);
  });

  it('offers nothing after a shape on a hidden layer, or in a read-only diagram', () => {
    expect(itemsThatMayFollow(setup({ hidden: true }).editor, setup({ hidden: true }).source, [task])).toEqual([]);
    const readOnly = setup({ readOnly: true });
    expect(itemsThatMayFollow(readOnly.editor, readOnly.source, [task])).toEqual([]);
  });
});

describe('contextPadAppendChoices', () => {
  it('takes the first palette items the rules allow when the plugin declares none', () => {
    const { editor, source } = setup();
    const palette = [link, task, start, end, pool];
    expect(contextPadAppendChoices(editor, source, palette, undefined)).toEqual([task, start, end].slice(0, DEFAULT_APPEND_COUNT));
  });

  it('takes the plugin’s own choices, still filtered by the rules', () => {
    const { editor, source } = setup();
    expect(contextPadAppendChoices(editor, source, [task, start], [end, link, pool, task])).toEqual([end, pool, task]);
  });
});

describe('paletteItems', () => {
  it('lists each item once, in palette order', () => {
    const groups = [
      { id: 'one', title: 'One', items: [task, start] },
      { id: 'two', title: 'Two', items: [{ ...task }, end] },
    ];
    expect(paletteItems(groups)).toEqual([task, start, end]);
  });
});
