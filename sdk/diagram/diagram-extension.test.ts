import { describe, expect, it, vi } from 'vitest';
import type { dia } from '@joint/core';
import { SKIP_UNDO } from './change-options';
import { DiagramEditor } from './diagram-editor';
import { actionsFor, isUserChange, startExtensions, toolsFor, type DiagramExtension } from './diagram-extension';
import { createShapeRegistry, DERIVED_CHANGE } from './shapes/shape-registry';
import { defineShape } from './shapes/define-shape';

const box = defineShape({ type: 'test.Box', kind: 'element', defaults: { size: { width: 10, height: 10 }, attrs: {} }, properties: {}, markup: [{ tagName: 'rect', selector: 'body' }] });
const registry = createShapeRegistry([box]);

describe('diagram extensions', () => {
  it('start with the editor state and stop with their disposers', () => {
    const editor = new DiagramEditor({ registry, readOnly: true });
    const dispose = vi.fn();
    const onReady = vi.fn(() => dispose);
    const stop = startExtensions(editor, [{ onReady }, {}]);
    expect(onReady).toHaveBeenCalledWith(editor, { readOnly: true, isEmpty: true });
    stop();
    stop();
    expect(dispose).toHaveBeenCalledTimes(1);
  });

  it('offer their tools for an editable cell only', () => {
    const editor = new DiagramEditor({ registry });
    const cell = editor.addShape('test.Box')!;
    const tool = {} as dia.ToolView;
    const tools = vi.fn(() => [tool]);
    expect(toolsFor(editor, [{ tools }, {}], cell)).toEqual([tool]);
    expect(tools).toHaveBeenCalledWith(cell, editor);
    cell.set('locked', true);
    expect(toolsFor(editor, [{ tools }], cell)).toEqual([]);
    cell.set('locked', false);
    editor.setReadOnly(true);
    expect(toolsFor(editor, [{ tools }], cell)).toEqual([]);
    expect(toolsFor(editor, [{ tools }], null)).toEqual([]);
  });

  it('offer the matching actions for an editable cell only', () => {
    const editor = new DiagramEditor({ registry });
    const cell = editor.addShape('test.Box')!;
    const run = vi.fn();
    const extension: DiagramExtension = {
      actions: [
        { id: 'yes', label: 'Yes', appliesTo: () => true, run },
        { id: 'no', label: 'No', appliesTo: () => false, run },
      ],
    };
    expect(actionsFor(editor, [extension], cell).map((action) => action.id)).toEqual(['yes']);
    expect(actionsFor(editor, [extension], null)).toEqual([]);
    cell.set('locked', true);
    expect(actionsFor(editor, [extension], cell)).toEqual([]);
    cell.set('locked', false);
    editor.setReadOnly(true);
    expect(actionsFor(editor, [extension], cell)).toEqual([]);
  });

  it('tell the user’s changes from loads, remote changes, undo and derived looks', () => {
    expect(isUserChange(undefined)).toBe(true);
    expect(isUserChange({})).toBe(true);
    expect(isUserChange({ [SKIP_UNDO]: true })).toBe(false);
    expect(isUserChange({ [DERIVED_CHANGE]: true })).toBe(false);
  });
});
