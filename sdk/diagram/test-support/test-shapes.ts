import { defineShape } from '../shapes/define-shape';
import { createShapeRegistry } from '../shapes/shape-registry';

/** A small shape set for the engine's tests: a task, a container pool, and an item kept out of containers. */
export const testTask = defineShape<{ icon_type: string; shape_fill: string }>({
  type: 'test.Task',
  kind: 'element',
  defaults: { size: { width: 90, height: 70 }, attrs: { body: { stroke: '#000' } } },
  properties: {
    icon_type: { type: 'string', enum: ['none', 'user'], default: 'none' },
    shape_fill: { type: 'string', default: '#ffffff' },
  },
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'text', selector: 'label' },
  ],
  present: (props) => ({ attrs: { body: { fill: props.shape_fill }, label: { text: props.title ?? '' } } }),
});

export const testEvent = defineShape<{ event_type: string }>({
  type: 'test.Event',
  kind: 'element',
  defaults: { size: { width: 90, height: 90 } },
  properties: { event_type: { type: 'string', enum: ['single', 'double', 'thick'], default: 'single' } },
  markup: [{ tagName: 'circle', selector: 'body' }],
});

export const testPool = defineShape<Record<string, never>>({
  type: 'test.Pool',
  kind: 'element',
  defaults: { size: { width: 400, height: 200 } },
  properties: {},
  markup: [{ tagName: 'rect', selector: 'body' }],
  embedding: { container: true },
  minSize: () => ({ width: 100, height: 60 }),
});

export const testNote = defineShape<Record<string, never>>({
  type: 'test.Note',
  kind: 'element',
  defaults: { size: { width: 60, height: 40 } },
  properties: {},
  markup: [{ tagName: 'rect', selector: 'body' }],
  embedding: { excluded: true },
});

export const testRegistry = createShapeRegistry([testTask, testEvent, testPool, testNote]);
