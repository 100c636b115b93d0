import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DEFAULT_LINK_KEY } from '../constants';
import { testRegistry } from '../test-support/test-shapes';
import { UndoManager } from '../undo-manager';
import { alignCells } from './align-cells';
import { autoLayout } from './auto-layout';
import { moveCells } from './move-cells';
import { spreadParallelLinks } from './spread-parallel-links';

function setup() {
  const graph = testRegistry.createGraph();
  const add = (id: string, x: number, y: number, type = 'test.Task') => {
    const cell = testRegistry.create(type, { id, position: { x, y }, size: { width: 20, height: 20 } }) as dia.Element;
    graph.addCell(cell);
    return cell;
  };
  const connect = (id: string, source: string, target: string) => {
    const link = testRegistry.create(DEFAULT_LINK_KEY, { id, source: { id: source }, target: { id: target } }) as dia.Link;
    graph.addCell(link);
    return link;
  };
  const position = (id: string) => (graph.getCell(id) as dia.Element).position();
  return { graph, add, connect, position, undo: new UndoManager(graph) };
}

describe('alignCells', () => {
  it('aligns the selected elements as one undo step, moving the content of a container with it', () => {
    const { graph, add, position, undo } = setup();
    add('a', 10, 0);
    const pool = add('pool', 50, 40, 'test.Pool');
    const child = add('child', 60, 50);
    pool.embed(child);
    undo.clear();
    alignCells(graph, ['a', 'pool', 'child'], 'left');
    expect(position('pool')).toEqual({ x: 10, y: 40 });
    expect(position('child')).toEqual({ x: 20, y: 50 });
    expect(position('a')).toEqual({ x: 10, y: 0 });
    undo.undo();
    expect(position('pool')).toEqual({ x: 50, y: 40 });
    expect(position('child')).toEqual({ x: 60, y: 50 });
  });
});

describe('moveCells', () => {
  it('moves elements and link vertices by the delta as one undo step', () => {
    const { graph, add, connect, position, undo } = setup();
    add('a', 0, 0);
    add('b', 100, 0);
    const link = connect('ab', 'a', 'b');
    link.vertices([{ x: 50, y: 50 }]);
    undo.clear();
    moveCells(graph, ['a', 'b', 'ab'], { x: 5, y: -5 });
    expect(position('a')).toEqual({ x: 5, y: -5 });
    expect(link.vertices()).toEqual([{ x: 55, y: 45 }]);
    undo.undo();
    expect(position('b')).toEqual({ x: 100, y: 0 });
    expect(undo.state.canUndo).toBe(false);
  });
});

describe('spreadParallelLinks', () => {
  it('gives parallel links vertices 40 apart, in one batch', () => {
    const { graph, add, connect, undo } = setup();
    add('a', 0, 0);
    add('b', 200, 0);
    connect('l1', 'a', 'b');
    connect('l2', 'b', 'a');
    undo.clear();
    spreadParallelLinks(graph, graph.getCell('a') as dia.Element);
    expect((graph.getCell('l1') as dia.Link).vertices()).toEqual([]);
    expect((graph.getCell('l2') as dia.Link).vertices()).toEqual([{ x: 110, y: 50 }]);
    undo.undo();
    expect((graph.getCell('l2') as dia.Link).vertices()).toEqual([]);
  });
});

describe('autoLayout', () => {
  it('lays out the top-level elements with the spec options and places them as one undo step', async () => {
    const { graph, add, connect, position, undo } = setup();
    add('a', 500, 500);
    add('b', 0, 0);
    const pool = add('pool', 300, 300, 'test.Pool');
    const child = add('child', 310, 310);
    pool.embed(child);
    connect('ab', 'a', 'b');
    connect('a-child', 'a', 'child');
    undo.clear();
    let laidOut: string[] = [];
    await autoLayout(graph, 'LR', (cells, options) => {
      laidOut = cells.map((cell) => String(cell.id));
      expect(options).toMatchObject({ marginX: 100, marginY: 100, nodeSep: 50, edgeSep: 200, rankSep: 200, rankDir: 'LR' });
      // dagre gives centres
      for (const [index, cell] of cells.filter((item) => item.isElement()).entries()) {
        options.setPosition?.(cell as dia.Element, { x: 110 + index * 100, y: 110, width: 20, height: 20 } as dia.BBox);
      }
    });
    expect(laidOut).toEqual(['a', 'b', 'pool', 'ab']);
    expect(position('a')).toEqual({ x: 100, y: 100 });
    expect(position('pool')).toEqual({ x: 300, y: 100 });
    expect(position('child')).toEqual({ x: 310, y: 110 });
    undo.undo();
    expect(position('a')).toEqual({ x: 500, y: 500 });
    expect(position('child')).toEqual({ x: 310, y: 310 });
    expect(undo.state.canUndo).toBe(false);
  });
});
