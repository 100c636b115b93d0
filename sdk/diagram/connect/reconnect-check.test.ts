import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DiagramEditor } from '../diagram-editor';
import { testRegistry } from '../test-support/test-shapes';
import { reconnectCheck } from './reconnect-check';

function setup() {
  const editor = new DiagramEditor({ registry: testRegistry, layers: { layers: [{ id: 'L1', name: 'Base', hidden: false }] } });
  for (const id of ['a', 'b', 'c']) editor.graph.addCell(testRegistry.create('test.Task', { id, layer_id: 'L1' }));
  editor.connect('a', 'b');
  const link = editor.graph.getLinks()[0];
  const cell = (id: string) => editor.graph.getCell(id) as dia.Element;
  return { editor, link, cell };
}

describe('reconnectCheck', () => {
  it('checks the dragged source end against the target that stays', () => {
    const { editor, link, cell } = setup();
    expect(reconnectCheck(link, 'source', cell('c'), editor.rules)).toEqual({ ok: true });
    expect(reconnectCheck(link, 'source', cell('b'), editor.rules)).toEqual({ ok: false, reason: 'same-element' });
  });

  it('checks the dragged target end against the source that stays', () => {
    const { editor, link, cell } = setup();
    expect(reconnectCheck(link, 'target', cell('c'), editor.rules)).toEqual({ ok: true });
    expect(reconnectCheck(link, 'target', cell('a'), editor.rules)).toEqual({ ok: false, reason: 'same-element' });
  });

  it('refuses a link as the new end', () => {
    const { editor, link } = setup();
    expect(reconnectCheck(link, 'target', link, editor.rules)).toEqual({ ok: false, reason: 'link-end' });
  });
});
