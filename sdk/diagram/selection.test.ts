import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DEFAULT_LINK_KEY } from './constants';
import { LayersModel } from './layers';
import { Selection } from './selection';
import { testRegistry } from './test-support/test-shapes';

function setup(canEdit = () => true) {
  const graph = testRegistry.createGraph();
  const layers = new LayersModel({
    layers: [
      { id: 'base', name: 'Base', hidden: false },
      { id: 'notes', name: 'Notes', hidden: false },
    ],
  });
  const add = (id: string, extra: dia.Cell.Attributes = {}, type = 'test.Task') => {
    const cell = testRegistry.create(type, { id, layer_id: 'base', size: { width: 10, height: 10 }, ...extra });
    graph.addCell(cell);
    return cell;
  };
  const selection = new Selection(graph, { layers, canEdit });
  return { graph, layers, add, selection };
}

describe('Selection', () => {
  it('selects the clicked cell alone', () => {
    const { add, selection } = setup();
    add('a');
    add('b');
    selection.click('a');
    selection.click('b');
    expect(selection.ids).toEqual(['b']);
  });

  it('adds with Ctrl or Meta, and toggles off a cell already selected', () => {
    const { add, selection } = setup();
    add('a');
    add('b');
    selection.click('a');
    selection.click('b', { additive: true });
    expect(selection.ids).toEqual(['a', 'b']);
    selection.click('a', { additive: true });
    expect(selection.ids).toEqual(['b']);
  });

  it('cannot select a locked or non-interactive cell', () => {
    const { add, selection } = setup();
    add('locked', { locked: true });
    add('bg', { celltype: 'background' });
    selection.click('locked');
    selection.click('bg', { additive: true });
    selection.select(['locked', 'bg']);
    expect(selection.ids).toEqual([]);
  });

  it('cannot select a cell hidden by its layer or dimmed by another layer’s highlight', () => {
    const { add, selection, layers } = setup();
    add('a');
    add('n', { layer_id: 'notes' });
    layers.setHidden('notes', true);
    selection.click('n');
    expect(selection.ids).toEqual([]);
    layers.setHidden('notes', false);
    layers.highlight('notes');
    selection.click('a');
    expect(selection.ids).toEqual([]);
    selection.click('n');
    expect(selection.ids).toEqual(['n']);
  });

  it('drops cells that become hidden, locked or removed', () => {
    const { add, selection, layers, graph } = setup();
    add('a');
    add('b');
    add('n', { layer_id: 'notes' });
    selection.select(['a', 'b', 'n']);
    layers.setHidden('notes', true);
    expect(selection.ids).toEqual(['a', 'b']);
    graph.getCell('a').set('locked', true);
    expect(selection.ids).toEqual(['b']);
    graph.getCell('b').remove();
    expect(selection.ids).toEqual([]);
  });

  it('selects the elements wholly inside a rubber band and the links between them', () => {
    const { add, selection } = setup();
    add('in1', { position: { x: 10, y: 10 } });
    add('in2', { position: { x: 40, y: 10 } });
    add('half', { position: { x: 95, y: 10 } });
    add('locked', { position: { x: 20, y: 40 }, locked: true });
    add('l1', { source: { id: 'in1' }, target: { id: 'in2' } }, DEFAULT_LINK_KEY);
    add('l2', { source: { id: 'in1' }, target: { id: 'half' } }, DEFAULT_LINK_KEY);
    selection.selectInRect({ x: 0, y: 0, width: 100, height: 100 });
    expect(selection.ids).toEqual(['in1', 'in2', 'l1']);
  });

  it('adds a rubber band to the selection with Ctrl or Meta', () => {
    const { add, selection } = setup();
    add('far', { position: { x: 500, y: 500 } });
    add('near', { position: { x: 10, y: 10 } });
    selection.click('far');
    selection.selectInRect({ x: 0, y: 0, width: 100, height: 100 }, { additive: true });
    expect(selection.ids).toEqual(['far', 'near']);
  });

  it('shows read-only styling when a selected cell is not editable', () => {
    let editable = true;
    const { add, selection } = setup(() => editable);
    add('a');
    selection.click('a');
    expect(selection.state.readOnlyStyling).toBe(false);
    editable = false;
    selection.click('a');
    expect(selection.state.readOnlyStyling).toBe(true);
  });

  it('shows non-interactive cells only while nothing is selected', () => {
    const { add, selection } = setup();
    add('a');
    expect(selection.state.nonInteractiveVisible).toBe(true);
    selection.click('a');
    expect(selection.state.nonInteractiveVisible).toBe(false);
    selection.clear();
    expect(selection.state.nonInteractiveVisible).toBe(true);
  });

  it('a click on a cell that cannot be selected clears the selection', () => {
    const { add, selection } = setup();
    add('a');
    add('bg', { celltype: 'background' });
    selection.click('a');
    selection.click('bg');
    expect(selection.ids).toEqual([]);
  });
});
