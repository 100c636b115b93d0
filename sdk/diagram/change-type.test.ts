import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { changeShapeType } from './change-type';
import { DEFAULT_LINK_KEY } from './constants';
import { testRegistry } from './test-support/test-shapes';
import { UndoManager } from './undo-manager';

function setup() {
  const graph = testRegistry.createGraph();
  const pool = testRegistry.create('test.Pool', { id: 'pool', position: { x: 0, y: 0 } }) as dia.Element;
  const task = testRegistry.create('test.Task', {
    id: 'task',
    position: { x: 40, y: 30 },
    size: { width: 120, height: 80 },
    layer_id: 'L2',
    title: 'Check',
    icon_type: 'user',
    z: 7,
  }) as dia.Element;
  const other = testRegistry.create('test.Task', { id: 'other', position: { x: 300, y: 0 } });
  const inbound = testRegistry.create(DEFAULT_LINK_KEY, { id: 'in', source: { id: 'other' }, target: { id: 'task', port: 'p1' } });
  const outbound = testRegistry.create(DEFAULT_LINK_KEY, { id: 'out', source: { id: 'task' }, target: { id: 'other' } });
  graph.addCells([pool, task, other, inbound, outbound]);
  pool.embed(task);
  const undo = new UndoManager(graph);
  return { graph, undo };
}

describe('changeShapeType', () => {
  it('replaces the shape with one of the new type at the same place and size, under the same id', () => {
    const { graph } = setup();
    const changed = changeShapeType(graph, testRegistry, 'task', 'test.Event');
    expect(graph.getCell('task')).toBe(changed);
    expect(changed.get('type')).toBe('test.Event');
    expect(changed.position()).toEqual({ x: 40, y: 30 });
    expect(changed.size()).toEqual({ width: 120, height: 80 });
    expect(changed.get('layer_id')).toBe('L2');
    expect(changed.get('title')).toBe('Check');
    expect(changed.get('z')).toBe(7);
  });

  it('takes the new shape’s properties and drops those it does not have', () => {
    const { graph } = setup();
    const changed = changeShapeType(graph, testRegistry, 'task', 'test.Event');
    expect(changed.get('event_type')).toBe('single');
    expect(changed.get('icon_type')).toBeUndefined();
  });

  it('keeps the connected links, moving a link off a port the new shape lacks', () => {
    const { graph } = setup();
    const changed = changeShapeType(graph, testRegistry, 'task', 'test.Event');
    expect(graph.getConnectedLinks(changed).map((link) => link.id).sort()).toEqual(['in', 'out']);
    expect((graph.getCell('in') as dia.Link).target()).toEqual({ id: 'task' });
  });

  it('keeps the shape in its container', () => {
    const { graph } = setup();
    const changed = changeShapeType(graph, testRegistry, 'task', 'test.Event');
    expect(changed.getParentCell()?.id).toBe('pool');
    expect(graph.getCell('pool').get('embeds')).toEqual(['task']);
  });

  it('keeps the children of a container', () => {
    const graph = testRegistry.createGraph();
    const pool = testRegistry.create('test.Pool', { id: 'pool' }) as dia.Element;
    const child = testRegistry.create('test.Task', { id: 'child' }) as dia.Element;
    graph.addCells([pool, child]);
    pool.embed(child);
    const changed = changeShapeType(graph, testRegistry, 'pool', 'test.Task');
    expect(changed.getEmbeddedCells().map((cell) => cell.id)).toEqual(['child']);
    expect(graph.getCell('child').get('parent')).toBe('pool');
  });

  it('keeps the children of a container through undo and redo', () => {
    const graph = testRegistry.createGraph();
    const pool = testRegistry.create('test.Pool', { id: 'pool' }) as dia.Element;
    const child = testRegistry.create('test.Task', { id: 'child' }) as dia.Element;
    graph.addCells([pool, child]);
    pool.embed(child);
    const undo = new UndoManager(graph);
    changeShapeType(graph, testRegistry, 'pool', 'test.Task');
    undo.undo();
    expect(graph.getCell('pool').getEmbeddedCells().map((cell) => cell.id)).toEqual(['child']);
    undo.redo();
    expect(graph.getCell('pool').getEmbeddedCells().map((cell) => cell.id)).toEqual(['child']);
    expect(undo.state.canRedo).toBe(false);
  });

  it('is one undoable step that restores the old shape, and redoes', () => {
    const { graph, undo } = setup();
    changeShapeType(graph, testRegistry, 'task', 'test.Event');
    undo.undo();
    const restored = graph.getCell('task') as dia.Element;
    expect(restored.get('type')).toBe('test.Task');
    expect(restored.get('icon_type')).toBe('user');
    expect(restored.getParentCell()?.id).toBe('pool');
    expect((graph.getCell('in') as dia.Link).target()).toEqual({ id: 'task', port: 'p1' });
    expect(graph.getConnectedLinks(restored)).toHaveLength(2);
    expect(undo.state.canUndo).toBe(false);
    undo.redo();
    expect(graph.getCell('task').get('type')).toBe('test.Event');
    expect(graph.getCells()).toHaveLength(5);
  });

  it('refuses a link, an unknown id or an unknown type', () => {
    const { graph } = setup();
    expect(() => changeShapeType(graph, testRegistry, 'in', 'test.Event')).toThrow(/no shape/);
    expect(() => changeShapeType(graph, testRegistry, 'nope', 'test.Event')).toThrow(/no shape/);
    expect(() => changeShapeType(graph, testRegistry, 'task', 'test.Nope')).toThrow(/not a shape/);
  });
});
