import type { dia } from '@joint/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createShapeRegistry, DiagramEditor } from '../../sdk/diagram';
import { createTestServices, renderWithServices } from '../../sdk/test-support/render-with-services';
import { LanesEditor } from './lanes-editor';
import manifest from './manifest';
import en from './locales/en.json';
import { bpmnShapes } from './shapes';
import { readLanes } from './shapes/lanes';

const registry = createShapeRegistry(bpmnShapes);

function setup(lanes = [
  { id: 'a', label: 'Sales', size: 100 },
  { id: 'b', label: 'Billing', size: 80 },
  { id: 'c', label: 'Stock', size: 120 },
]) {
  const editor = new DiagramEditor({ registry });
  const pool = editor.addShape('bpmn.Pool', { lanes, size: { width: 600, height: 300 } }) as dia.Element;
  editor.undoManager.clear();
  const view = renderWithServices(<LanesEditor editor={editor} cell={pool} label="Lanes" disabled={false} />, createTestServices({ [manifest.segment]: { en } }));
  const rerender = (disabled = false) => view.rerender(<LanesEditor editor={editor} cell={pool} label="Lanes" disabled={disabled} />);
  const labels = () => readLanes(pool.get('lanes')).map((lane) => lane.label);
  return { editor, pool, labels, rerender };
}

describe('LanesEditor', () => {
  it('renames a lane on Enter, as one undo step', async () => {
    const { editor, labels, rerender } = setup();
    const field = screen.getByRole('textbox', { name: 'Lane 2 name' });
    expect(field).toHaveValue('Billing');
    await userEvent.clear(field);
    await userEvent.type(field, 'Invoicing{Enter}');
    expect(labels()).toEqual(['Sales', 'Invoicing', 'Stock']);
    act(() => {
      editor.undo();
    });
    rerender();
    expect(labels()).toEqual(['Sales', 'Billing', 'Stock']);
    expect(screen.getByRole('textbox', { name: 'Lane 2 name' })).toHaveValue('Billing');
  });

  it('removes the chosen lane and shrinks the pool by it, as one undo step', async () => {
    const { editor, pool, labels } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Remove lane 1' }));
    expect(labels()).toEqual(['Billing', 'Stock']);
    expect(pool.size().height).toBe(200);
    act(() => {
      editor.undo();
    });
    expect(labels()).toEqual(['Sales', 'Billing', 'Stock']);
    expect(pool.size().height).toBe(300);
  });

  it('shows nothing for a pool without lanes, and changes nothing while disabled', async () => {
    const { pool, labels, rerender } = setup();
    rerender(true);
    expect(screen.getByRole('button', { name: 'Remove lane 3' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Lane 3 name' })).toBeDisabled();
    expect(labels()).toEqual(['Sales', 'Billing', 'Stock']);
    act(() => {
      pool.set('lanes', []);
    });
    rerender();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
