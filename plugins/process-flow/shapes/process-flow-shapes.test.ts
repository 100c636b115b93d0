import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { cellToDocument, createShapeRegistry, DEFAULT_LINK_KEY, DiagramEditor } from '../../../sdk/diagram';
import { processFlowShapes } from './index';
import { expectShapeStyle } from '../../../sdk/test-support/diagram-shapes';

const registry = createShapeRegistry(processFlowShapes);
const create = (type: string, attributes: dia.Cell.Attributes = {}) => registry.create(type, attributes) as dia.Element;

describe('process flow shapes', () => {
  it('are the seven flowchart symbols under processFlow, flows being the product link', () => {
    expect(registry.definitions.map((d) => d.type)).toEqual([
      'processFlow.Terminator',
      'processFlow.Process',
      'processFlow.Decision',
      'processFlow.InputOutput',
      'processFlow.Document',
      'processFlow.PredefinedProcess',
      'processFlow.Connector',
      DEFAULT_LINK_KEY,
    ]);
  });

  it('have their default sizes', () => {
    expect(create('processFlow.Process').size()).toEqual({ width: 120, height: 60 });
    expect(create('processFlow.Decision').size()).toEqual({ width: 120, height: 90 });
    expect(create('processFlow.Connector').size()).toEqual({ width: 40, height: 40 });
  });

  it('draw their outline in the fill and outline colours and wrap the title inside', () => {
    const step = create('processFlow.Process', { title: 'Check stock', shape_fill: '#eef', shape_outline: '#123' });
    expect(step.attr('body')).toMatchObject({ fill: '#eef', stroke: '#123', d: 'M 0 0 H calc(w) V calc(h) H 0 Z' });
    expect(step.attr('label/textWrap')).toMatchObject({ text: 'Check stock', width: -16 });
    step.set('shape_fill', '#fff');
    expect(step.attr('body/fill')).toBe('#fff');
  });

  it('show side bars only on a predefined process', () => {
    expect(create('processFlow.PredefinedProcess').attr('detail/display')).toBe('block');
    expect(create('processFlow.Process').attr('detail/display')).toBe('none');
  });

  it('keep the title, colours and links when a step changes into a decision', () => {
    const editor = new DiagramEditor({ registry });
    const step = editor.addShape('processFlow.Process', { title: 'Paid?', shape_fill: '#ffe' })!;
    const end = editor.addShape('processFlow.Terminator', { position: { x: 300, y: 0 } })!;
    expect(editor.connect(step.id, end.id).ok).toBe(true);
    const decision = editor.changeType(step.id, 'processFlow.Decision')!;
    expect(cellToDocument(decision, registry)).toMatchObject({ type: 'processFlow.Decision', title: 'Paid?', shape_fill: '#ffe' });
    expect(editor.graph.getConnectedLinks(decision)).toHaveLength(1);
  });
});

describe('process flow style', () => {
  it('every symbol honours the §3 style properties', () => {
    for (const type of ['processFlow.Terminator', 'processFlow.Process', 'processFlow.Decision', 'processFlow.Connector']) expectShapeStyle(registry, type);
  });
});
