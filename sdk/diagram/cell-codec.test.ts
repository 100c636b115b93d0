import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { cellToDocument, documentToCell, withParents, type CellDocument } from './cell-codec';
import { DEFAULT_LINK_KEY } from './constants';
import { testRegistry } from './test-support/test-shapes';

describe('cellToDocument', () => {
  it('saves an element with its §3 fields and shape properties, under its jsid', () => {
    const cell = testRegistry.create('test.Task', {
      id: 'task-1',
      position: { x: 10, y: 20 },
      title: 'Check order',
      layer_id: 'L1',
      z: 3,
      locked: true,
      image: { url: '/img.png' },
      entity_order: 2,
      shape_fill: '#ff0000',
    });
    expect(cellToDocument(cell, testRegistry)).toEqual({
      jsid: 'task-1',
      type: 'test.Task',
      layer_id: 'L1',
      title: 'Check order',
      z: 3,
      locked: true,
      image: { url: '/img.png' },
      entity_order: 2,
      position: { x: 10, y: 20 },
      size: { width: 90, height: 70 },
      icon_type: 'none',
      shape_fill: '#ff0000',
    });
  });

  it('does not save the look, which is derived from the properties', () => {
    const document = cellToDocument(testRegistry.create('test.Task', { id: 'a' }), testRegistry);
    expect(document).not.toHaveProperty('attrs');
    expect(document).not.toHaveProperty('markup');
  });

  it('saves a link with its ends, routing and link attributes', () => {
    const link = testRegistry.create(DEFAULT_LINK_KEY, {
      id: 'l1',
      source: { id: 'a' },
      target: { id: 'b', port: 'in' },
      vertices: [{ x: 5, y: 5 }],
      router: { name: 'manhattan' },
      connector: { name: 'rounded' },
      flowType: 'message',
      title: 'order',
    });
    const document = cellToDocument(link, testRegistry);
    expect(document).toMatchObject({
      jsid: 'l1',
      type: DEFAULT_LINK_KEY,
      source: { id: 'a' },
      target: { id: 'b', port: 'in' },
      vertices: [{ x: 5, y: 5 }],
      router: { name: 'manhattan' },
      connector: { name: 'rounded' },
      flowType: 'message',
      linkType: null,
      labelPosition: 'middle',
      title: 'order',
    });
    expect(document).not.toHaveProperty('labels');
    expect(document).not.toHaveProperty('position');
  });

  it('saves the embedded children but not the parent, which is rebuilt on load', () => {
    const graph = testRegistry.createGraph();
    const pool = testRegistry.create('test.Pool', { id: 'pool' }) as dia.Element;
    const task = testRegistry.create('test.Task', { id: 'task' }) as dia.Element;
    graph.addCells([pool, task]);
    pool.embed(task);
    expect(cellToDocument(pool, testRegistry).embeds).toEqual(['task']);
    expect(cellToDocument(task, testRegistry)).not.toHaveProperty('parent');
    expect(cellToDocument(task, testRegistry)).not.toHaveProperty('embeds');
  });

  it('copies values, so a later edit of the cell does not change a saved document', () => {
    const cell = testRegistry.create('test.Task', { id: 'a', position: { x: 1, y: 1 } }) as dia.Element;
    const document = cellToDocument(cell, testRegistry);
    cell.position(50, 50);
    expect(document.position).toEqual({ x: 1, y: 1 });
  });
});

describe('documentToCell', () => {
  it('restores the cell under its jsid and round-trips', () => {
    const document: CellDocument = {
      jsid: 'e1',
      type: 'test.Event',
      layer_id: 'L2',
      position: { x: 1, y: 2 },
      size: { width: 90, height: 90 },
      z: 4,
      event_type: 'double',
      celltype: 'background',
    };
    const graph = testRegistry.createGraph();
    graph.addCell(documentToCell(document, testRegistry));
    const cell = graph.getCell('e1');
    expect(cell.get('event_type')).toBe('double');
    expect(cellToDocument(cell, testRegistry)).toEqual(document);
  });

  it('keeps the §3 business-process attributes even on a shape that does not declare them', () => {
    const document: CellDocument = { jsid: 'x', type: 'test.Pool', lanes: [{ label: 'A' }], orientation: 'vertical' };
    const cell = testRegistry.create('test.Pool', documentToCell(document, testRegistry));
    expect(cellToDocument(cell, testRegistry)).toMatchObject({ lanes: [{ label: 'A' }], orientation: 'vertical' });
  });

  it('ignores fields that are neither cell fields nor properties (a saved look, an internal id)', () => {
    const cell = documentToCell({ jsid: 'x', type: 'test.Task', attrs: { body: { fill: 'red' } }, id: 5 }, testRegistry);
    expect(cell).toEqual({ id: 'x', type: 'test.Task' });
  });
});

describe('withParents', () => {
  it('sets parent on each child named in embeds', () => {
    const cells = withParents([
      { id: 'pool', type: 'test.Pool', embeds: ['a'] },
      { id: 'a', type: 'test.Task' },
      { id: 'b', type: 'test.Task' },
    ]);
    expect(cells.map((cell) => cell.parent)).toEqual([undefined, 'pool', undefined]);
  });
});
