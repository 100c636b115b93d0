import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { createShapeRegistry, DiagramEditor } from '../../../sdk/diagram';
import { CORNERS } from './corner';
import { quadrantShapes } from './index';
import { planeTemplate, quadrantAt, quadrantOf } from './plane';
import { expectShapeStyle } from '../../../sdk/test-support/diagram-shapes';

const registry = createShapeRegistry(quadrantShapes);
const create = (type: string, attributes: dia.Cell.Attributes = {}) => registry.create(type, attributes) as dia.Element;
const labels = {
  xAxis: 'Impact',
  yAxis: 'Effort',
  corners: { 'top-left': 'Big bets', 'top-right': 'Quick wins', 'bottom-left': 'Fill-ins', 'bottom-right': 'Thankless' },
};

describe('quadrant shapes', () => {
  it('are the two axes, the corner label and the item under quadrant', () => {
    expect(registry.definitions.map((d) => d.type).slice(0, 4)).toEqual(['quadrant.XAxis', 'quadrant.YAxis', 'quadrant.Corner', 'quadrant.Item']);
  });

  it('show the axis name and colour the line and arrow', () => {
    const axis = create('quadrant.XAxis', { title: 'Impact', axis_color: '#ff0000' });
    expect(axis.attr('label/text')).toBe('Impact');
    expect(axis.attr('line/stroke')).toBe('#ff0000');
    expect(axis.attr('arrow/fill')).toBe('#ff0000');
  });

  it('set a corner label into its own outer corner', () => {
    const corner = create('quadrant.Corner', { title: 'Quick wins', corner: 'top-right' });
    expect(corner.attr('label')).toMatchObject({ x: 'calc(w-8)', y: 8, textAnchor: 'end', textVerticalAnchor: 'top' });
    expect(corner.attr('label/textWrap/text')).toBe('Quick wins');
    corner.set('corner', 'bottom-left');
    expect(corner.attr('label')).toMatchObject({ x: 8, y: 'calc(h-8)', textAnchor: 'start', textVerticalAnchor: 'bottom' });
  });

  it('keep axes and corner labels out of containers', () => {
    for (const type of ['quadrant.XAxis', 'quadrant.YAxis', 'quadrant.Corner']) expect(registry.get(type)?.embedding).toEqual({ excluded: true });
  });
});

describe('the plane', () => {
  it('tells the quadrant of a point from where the axes cross', () => {
    const crossing = { x: 400, y: 300 };
    expect(quadrantAt({ x: 10, y: 10 }, crossing)).toBe('top-left');
    expect(quadrantAt({ x: 500, y: 10 }, crossing)).toBe('top-right');
    expect(quadrantAt({ x: 10, y: 400 }, crossing)).toBe('bottom-left');
    expect(quadrantAt({ x: 400, y: 300 }, crossing)).toBe('bottom-right');
  });

  it('lays out a new plane: axes crossing in the middle and the four corners labelled', () => {
    const editor = new DiagramEditor({ registry });
    for (const { type, attributes } of planeTemplate(labels)) editor.addShape(type, attributes);
    const corners = editor.graph.getElements().filter((cell) => cell.get('type') === 'quadrant.Corner');
    expect(corners.map((cell) => cell.get('corner')).sort()).toEqual([...CORNERS].sort());
    expect(corners.map((cell) => quadrantOf(cell))).toEqual(corners.map((cell) => cell.get('corner')));
    const item = editor.addShape('quadrant.Item', { title: 'Chatbot', position: { x: 600, y: 100 } }) as dia.Element;
    expect(quadrantOf(item)).toBe('top-right');
  });

  it('places nothing in a quadrant while an axis is missing', () => {
    const editor = new DiagramEditor({ registry });
    const item = editor.addShape('quadrant.Item') as dia.Element;
    expect(quadrantOf(item)).toBeNull();
  });
});

describe('quadrant item style', () => {
  it('honours the §3 style properties and keeps its colours by default', () => {
    expectShapeStyle(registry, 'quadrant.Item');
    expect(create('quadrant.Item').attr('body')).toMatchObject({ fill: '#5badca', stroke: '#113253', strokeWidth: 2 });
  });
});
