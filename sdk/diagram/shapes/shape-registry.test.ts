import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { DEFAULT_LINK_KEY } from '../constants';
import { defineShape } from './define-shape';
import { DEFAULT_LINK_COLOR, LABEL_DISTANCE } from './link-shape';
import { createShapeRegistry } from './shape-registry';

interface TaskProps {
  icon_type: 'none' | 'user';
  shape_fill: string;
}

const task = defineShape<TaskProps>({
  type: 'test.Task',
  kind: 'element',
  defaults: { size: { width: 90, height: 70 }, attrs: { body: { stroke: '#000', fill: '#fff' }, label: { fontSize: 12 } } },
  properties: {
    icon_type: { type: 'string', enum: ['none', 'user'], default: 'none' },
    shape_fill: { type: 'string', default: '#ffffff' },
  },
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'text', selector: 'label' },
  ],
  present: (props) => ({
    attrs: { body: { fill: props.shape_fill }, label: { text: props.title ?? '' }, icon: { display: props.icon_type === 'none' ? 'none' : 'block' } },
  }),
  embedding: { container: true },
});

describe('defineShape', () => {
  it('rejects a shape key without a namespace', () => {
    expect(() => defineShape({ ...task, type: 'Task' })).toThrow(/namespaced/);
  });

  it('rejects a property that shadows a cell field', () => {
    const { present: _present, minSize: _minSize, ...rest } = task;
    expect(() => defineShape<{ position: object }>({ ...rest, properties: { position: { type: 'object', default: {} } } })).toThrow(
      /cell field/,
    );
  });

  it('rejects a default that is not one of the choices', () => {
    expect(() =>
      defineShape({ ...task, properties: { ...task.properties, icon_type: { type: 'string', enum: ['none'], default: 'user' } } }),
    ).toThrow(/choices/);
  });
});

describe('createShapeRegistry', () => {
  const registry = createShapeRegistry([task]);

  it('always holds the product link shape', () => {
    expect(registry.get(DEFAULT_LINK_KEY)?.kind).toBe('link');
    expect(registry.definitions.map((definition) => definition.type)).toEqual(['test.Task', DEFAULT_LINK_KEY]);
  });

  it('refuses two shapes with the same key', () => {
    expect(() => createShapeRegistry([task, task])).toThrow(/share the key/);
  });

  it('creates a cell with the default size, properties and look', () => {
    const cell = registry.create('test.Task', { title: 'Check order' }) as dia.Element;
    expect(cell.get('type')).toBe('test.Task');
    expect(cell.size()).toEqual({ width: 90, height: 70 });
    expect(cell.get('icon_type')).toBe('none');
    expect(cell.attr('body/fill')).toBe('#ffffff');
    expect(cell.attr('body/stroke')).toBe('#000');
    expect(cell.attr('label/text')).toBe('Check order');
  });

  it('recomputes the look when a property changes', () => {
    const cell = registry.create('test.Task');
    cell.set({ shape_fill: '#ff0000', title: 'Ship' });
    expect(cell.attr('body/fill')).toBe('#ff0000');
    expect(cell.attr('label/text')).toBe('Ship');
    cell.set('icon_type', 'user');
    expect(cell.attr('icon/display')).toBe('block');
  });

  it('marks the recomputed look as a derived change', () => {
    const cell = registry.create('test.Task');
    const flags: unknown[] = [];
    cell.on('change:attrs', (_cell: dia.Cell, _value: unknown, options: dia.Cell.Options) => flags.push(options.derived));
    cell.set('shape_fill', '#00ff00');
    expect(flags).toEqual([true]);
  });

  it('gives a graph that restores cells of registered types from JSON', () => {
    const graph = registry.createGraph();
    graph.fromJSON({ cells: [{ id: 'a', type: 'test.Task', position: { x: 1, y: 2 }, size: { width: 5, height: 5 }, shape_fill: '#123456' }] });
    const cell = graph.getCell('a');
    expect(cell.attr('body/fill')).toBe('#123456');
  });

  it('rejects an unknown type', () => {
    expect(() => registry.create('test.Nope')).toThrow(/No shape/);
  });

  it('gives every new cell its own copy of what it was made from and of its look', () => {
    const attributes = { position: { x: 1, y: 2 }, markers: ['loop'] };
    const first = registry.create('test.Task', attributes);
    const second = registry.create('test.Task', attributes);
    attributes.position.x = 99;
    attributes.markers.push('parallel');
    expect(first.get('position')).toEqual({ x: 1, y: 2 });
    expect(first.get('markers')).toEqual(['loop']);
    expect(first.get('position')).not.toBe(second.get('position'));
    expect(first.get('attrs')).not.toBe(second.get('attrs'));
    expect(first.attr('body')).not.toBe(second.attr('body'));
  });

  it('does not let a stored __proto__ key become the prototype of a value', () => {
    const cell = registry.create('test.Task', JSON.parse('{"position": {"x": 1, "y": 2, "__proto__": {"polluted": true}}}'));
    expect((cell.get('position') as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the product link shape', () => {
  const registry = createShapeRegistry([]);
  const link = () => registry.create(DEFAULT_LINK_KEY) as dia.Link;

  it('draws a normal flow as a solid line with a filled arrow', () => {
    const cell = link();
    expect(cell.attr('line/stroke')).toBe(DEFAULT_LINK_COLOR);
    expect(cell.attr('line/strokeDasharray')).toBe('none');
    expect(cell.attr('line/targetMarker/fill')).toBe(DEFAULT_LINK_COLOR);
    expect(cell.attr('line/sourceMarker')).toBeNull();
  });

  it('draws a message flow dashed with a circle at the source', () => {
    const cell = link();
    cell.set('flowType', 'message');
    expect(cell.attr('line/strokeDasharray')).not.toBe('none');
    expect(cell.attr('line/sourceMarker/type')).toBe('circle');
  });

  it('draws a conversation as a double line', () => {
    const cell = link();
    cell.set('flowType', 'conversation');
    expect(cell.attr('line/strokeWidth')).toBe(6);
    expect(cell.attr('inner/strokeWidth')).toBe(2);
  });

  it('draws an association’s arrows by its direction: none, at the target (one), or at both ends', () => {
    const cell = link();
    cell.set('flowType', 'association');
    expect(cell.attr('line/targetMarker')).toBeNull();
    cell.set('associationDirection', 'one');
    expect(cell.attr('line/targetMarker')).toMatchObject({ d: 'M 10 -5 0 0 10 5' });
    expect(cell.attr('line/sourceMarker')).toBeNull();
    cell.set('associationDirection', 'both');
    expect(cell.attr('line/sourceMarker')).toMatchObject({ d: 'M 10 -5 0 0 10 5' });
  });

  it('lets a relationship link type decide over the flow type', () => {
    const cell = link();
    cell.set({ linkType: 'composition', flowType: 'message' });
    expect(cell.attr('line/sourceMarker/d')).toContain('10 -5');
    expect(cell.attr('line/sourceMarker/fill')).toBe(DEFAULT_LINK_COLOR);
    expect(cell.attr('line/targetMarker')).toBeNull();
    expect(cell.attr('line/strokeDasharray')).toBe('none');
  });

  it('colours the line with link_color, or the relationship colour when a relationship is set', () => {
    const cell = link();
    cell.set('link_color', '#00aa00');
    expect(cell.attr('line/stroke')).toBe('#00aa00');
    cell.set({ relationship_type: 'supplies', relationship_color: '#aa0000' });
    expect(cell.attr('line/stroke')).toBe('#aa0000');
  });

  it('places the title label at the label position', () => {
    const cell = link();
    cell.set({ title: 'yes', labelPosition: 'target' });
    expect(cell.labels()).toHaveLength(1);
    expect(cell.label(0).position).toEqual({ distance: LABEL_DISTANCE.target, offset: 0 });
    expect(cell.label(0).attrs?.text?.text).toBe('yes');
    cell.set({ relationship_type: 'supplies' });
    expect(cell.labels().map((item) => item.attrs?.text?.text)).toEqual(['yes', 'supplies']);
  });

  it('places the labels where an imported drawing put them, until another label position is chosen', () => {
    const cell = link();
    cell.set({ title: 'yes', relationship_type: 'supplies', labelPlacement: { distance: 0.3, offset: { x: 0, y: -24 } } });
    expect(cell.labels().map((item) => item.position)).toEqual([
      { distance: 0.3, offset: { x: 0, y: -24 } },
      { distance: 0.3, offset: { x: 0, y: -8 } },
    ]);
    cell.set('labelPosition', 'target');
    expect(cell.label(0).position).toEqual({ distance: LABEL_DISTANCE.target, offset: 0 });
  });
});
