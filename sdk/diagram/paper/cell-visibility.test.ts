import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DEFAULT_LINK_KEY } from '../constants';
import { LayersModel } from '../layers';
import { testRegistry } from '../test-support/test-shapes';
import { createCellVisibility, VIEWPORT_MARGIN } from './cell-visibility';

function setup() {
  const graph = testRegistry.createGraph();
  const layers = new LayersModel({
    layers: [
      { id: 'base', name: 'Base', hidden: false },
      { id: 'off', name: 'Off', hidden: true },
    ],
  });
  let nothingSelected = true;
  let viewport: { x: number; y: number; width: number; height: number } | null = { x: 0, y: 0, width: 1000, height: 800 };
  const visible = createCellVisibility({ layers, nonInteractiveVisible: () => nothingSelected, viewport: () => viewport });
  const add = (id: string, extra: dia.Cell.Attributes = {}, type = 'test.Task') => {
    const cell = testRegistry.create(type, { id, layer_id: 'base', position: { x: 10, y: 10 }, ...extra });
    graph.addCell(cell);
    return cell;
  };
  return {
    add,
    layers,
    visible,
    select: (selected: boolean) => (nothingSelected = !selected),
    setViewport: (next: typeof viewport) => (viewport = next),
  };
}

describe('createCellVisibility', () => {
  it('draws cells in or near the viewport only', () => {
    const { add, visible } = setup();
    expect(visible(add('in'))).toBe(true);
    expect(visible(add('near', { position: { x: 1000 + VIEWPORT_MARGIN - 5, y: 10 } }))).toBe(true);
    expect(visible(add('far', { position: { x: 5000, y: 10 } }))).toBe(false);
    expect(visible(add('above', { position: { x: 10, y: -1000 } }))).toBe(false);
  });

  it('draws everything when there is no viewport (print, snapshot)', () => {
    const { add, visible, setViewport } = setup();
    setViewport(null);
    expect(visible(add('far', { position: { x: 5000, y: 10 } }))).toBe(true);
  });

  it('does not draw cells of a hidden layer', () => {
    const { add, visible, layers } = setup();
    const cell = add('a');
    layers.setHidden('base', true);
    expect(visible(cell)).toBe(false);
    expect(visible(add('b', { layer_id: 'off' }))).toBe(false);
  });

  it('shows non-interactive cells only while nothing is selected', () => {
    const { add, visible, select } = setup();
    const background = add('bg', { celltype: 'background' });
    expect(visible(background)).toBe(true);
    select(true);
    expect(visible(background)).toBe(false);
  });

  it('decides for links by their extent', () => {
    const { add, visible } = setup();
    add('a');
    add('b', { position: { x: 3000, y: 3000 } });
    add('far', { position: { x: 6000, y: 6000 } });
    expect(visible(add('ab', { source: { id: 'a' }, target: { id: 'b' } }, DEFAULT_LINK_KEY))).toBe(true);
    expect(visible(add('b-far', { source: { id: 'b' }, target: { id: 'far' } }, DEFAULT_LINK_KEY))).toBe(false);
  });

  it('draws a link between two cells out of view when it crosses the viewport', () => {
    const { add, visible } = setup();
    add('left', { position: { x: -3000, y: 300 } });
    add('right', { position: { x: 4000, y: 300 } });
    expect(visible(add('across', { source: { id: 'left' }, target: { id: 'right' } }, DEFAULT_LINK_KEY))).toBe(true);
  });

  it('takes a link end that is a point and the vertices into the extent', () => {
    const { add, visible } = setup();
    add('far', { position: { x: 6000, y: 6000 } });
    expect(visible(add('to-point', { source: { id: 'far' }, target: { x: 500, y: 400 } }, DEFAULT_LINK_KEY))).toBe(true);
    const bent = add('bent', { source: { x: 5000, y: 5000 }, target: { id: 'far' }, vertices: [{ x: 100, y: 100 }] }, DEFAULT_LINK_KEY);
    expect(visible(bent)).toBe(true);
    bent.set('vertices', []);
    expect(visible(bent)).toBe(false);
  });

  it('follows an element that moves', () => {
    const { add, visible } = setup();
    const cell = add('moving') as dia.Element;
    cell.position(5000, 10);
    expect(visible(cell)).toBe(false);
    cell.position(100, 10);
    expect(visible(cell)).toBe(true);
  });

  it('follows a link whose end moves, is reconnected or is replaced under the same id', () => {
    const { add, visible } = setup();
    const end = add('end', { position: { x: 5000, y: 5000 } }) as dia.Element;
    add('start', { position: { x: 6000, y: 6000 } });
    const link = add('link', { source: { id: 'start' }, target: { id: 'end' } }, DEFAULT_LINK_KEY) as dia.Link;
    expect(visible(link)).toBe(false);
    end.position(100, 100);
    expect(visible(link)).toBe(true);
    const far = add('far', { position: { x: 7000, y: 7000 } });
    link.target({ id: far.id });
    expect(visible(link)).toBe(false);
    link.target({ id: 'end' });
    expect(visible(link)).toBe(true);
    const graph = end.graph;
    // As a change of type does it: the links stay, their ends unchanged.
    graph.removeCell(end, { replace: true });
    graph.addCell(testRegistry.create('test.Task', { id: 'end', layer_id: 'base', position: { x: 9000, y: 9000 } }));
    expect(visible(link)).toBe(false);
  });
});
