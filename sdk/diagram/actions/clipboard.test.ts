import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DEFAULT_LINK_KEY } from '../constants';
import { testRegistry } from '../test-support/test-shapes';
import { UndoManager } from '../undo-manager';
import { copyCells, pasteCells } from './clipboard';

function setup() {
  const graph = testRegistry.createGraph();
  const pool = testRegistry.create('test.Pool', { id: 'pool', layer_id: 'L1', position: { x: 0, y: 0 } }) as dia.Element;
  const child = testRegistry.create('test.Task', { id: 'child', layer_id: 'L1', position: { x: 10, y: 10 }, title: 'Pay' }) as dia.Element;
  const outside = testRegistry.create('test.Task', { id: 'outside', layer_id: 'L2', position: { x: 500, y: 0 } });
  const inner = testRegistry.create('test.Task', { id: 'inner', layer_id: 'L1', position: { x: 100, y: 10 } }) as dia.Element;
  const kept = testRegistry.create(DEFAULT_LINK_KEY, { id: 'kept', source: { id: 'child' }, target: { id: 'inner' }, vertices: [{ x: 50, y: 50 }] });
  const dropped = testRegistry.create(DEFAULT_LINK_KEY, { id: 'dropped', source: { id: 'child' }, target: { id: 'outside' } });
  graph.addCells([pool, child, outside, inner, kept, dropped]);
  pool.embed(child);
  pool.embed(inner);
  let next = 0;
  return { graph, undo: new UndoManager(graph), createId: () => `copy-${(next += 1)}` };
}

describe('copyCells and pasteCells', () => {
  it('copies a container with its content and the links among the copied cells only', () => {
    const { graph } = setup();
    const content = copyCells(graph, ['pool']);
    expect(content.cells.map((cell) => cell.id).sort()).toEqual(['child', 'inner', 'kept', 'pool']);
  });

  it('pastes new cells, offset, with links and embedding re-pointed among the copies', () => {
    const { graph, createId } = setup();
    const ids = pasteCells(graph, copyCells(graph, ['pool']), { createId });
    expect(ids).toHaveLength(4);
    const copies = ids.map((id) => graph.getCell(id));
    const pool = copies.find((cell) => cell.get('type') === 'test.Pool') as dia.Element;
    const link = copies.find((cell) => cell.isLink()) as dia.Link;
    expect(pool.position()).toEqual({ x: 20, y: 20 });
    expect(pool.getEmbeddedCells().map((cell) => cell.id).sort()).toEqual(ids.filter((id) => graph.getCell(id).get('parent') === pool.id).sort());
    expect(pool.getEmbeddedCells()).toHaveLength(2);
    expect(ids).toContain(link.source().id);
    expect(ids).toContain(link.target().id);
    expect(link.vertices()).toEqual([{ x: 70, y: 70 }]);
    expect(graph.getCells()).toHaveLength(10);
  });

  it('lands each further paste further along', () => {
    const { graph, createId } = setup();
    const [id] = pasteCells(graph, copyCells(graph, ['outside']), { createId, times: 2 });
    expect((graph.getCell(id) as dia.Element).position()).toEqual({ x: 560, y: 60 });
  });

  it('puts the copies on the given (active) layer', () => {
    const { graph, createId } = setup();
    const ids = pasteCells(graph, copyCells(graph, ['pool']), { createId, layerId: 'L2' });
    expect(ids.map((id) => graph.getCell(id).get('layer_id'))).toEqual(ids.map(() => 'L2'));
  });

  it('is one undo step', () => {
    const { graph, undo, createId } = setup();
    undo.clear();
    pasteCells(graph, copyCells(graph, ['pool']), { createId });
    undo.undo();
    expect(graph.getCells()).toHaveLength(6);
    expect(undo.state.canUndo).toBe(false);
  });
});
