import { describe, expect, it } from 'vitest';
import type { dia } from '@joint/core';
import { canConnect, canEmbed, type CellRulesContext } from './cell-rules';
import { DEFAULT_LINK_KEY } from './constants';
import { LayersModel } from './layers';
import { testRegistry } from './test-support/test-shapes';

function setup() {
  const graph = testRegistry.createGraph();
  const layers = new LayersModel({
    layers: [
      { id: 'base', name: 'Base', hidden: false },
      { id: 'off', name: 'Hidden', hidden: true },
      { id: 'other', name: 'Other', hidden: false },
    ],
  });
  const add = (id: string, type = 'test.Task', extra: dia.Cell.Attributes = {}) => {
    const cell = testRegistry.create(type, { id, layer_id: 'base', ...extra });
    graph.addCell(cell);
    return cell;
  };
  const context: CellRulesContext = { registry: testRegistry, layers, embeddingEnabled: true };
  return { graph, layers, add, context };
}

describe('canConnect', () => {
  it('accepts a link between two different visible elements', () => {
    const { add, context } = setup();
    expect(canConnect(add('a'), add('b'), context)).toEqual({ ok: true });
  });

  it('refuses a link from an element to itself', () => {
    const { add, context } = setup();
    const a = add('a');
    expect(canConnect(a, a, context)).toEqual({ ok: false, reason: 'same-element' });
  });

  it('refuses a link without one of its ends', () => {
    const { add, context } = setup();
    expect(canConnect(add('a'), undefined, context)).toEqual({ ok: false, reason: 'missing-end' });
  });

  it('refuses a link from or to a non-interactive cell', () => {
    const { add, context } = setup();
    expect(canConnect(add('a'), add('bg', 'test.Task', { celltype: 'background' }), context)).toEqual({
      ok: false,
      reason: 'non-interactive',
    });
  });

  it('refuses a link to a cell on a hidden layer, or dimmed by another layer’s highlight', () => {
    const { add, context, layers } = setup();
    const a = add('a');
    expect(canConnect(a, add('h', 'test.Task', { layer_id: 'off' }), context)).toEqual({ ok: false, reason: 'hidden' });
    const b = add('b', 'test.Task', { layer_id: 'other' });
    expect(canConnect(a, b, context).ok).toBe(true);
    layers.highlight('base');
    expect(canConnect(a, b, context)).toEqual({ ok: false, reason: 'hidden' });
  });

  it('refuses a link from or to another link', () => {
    const { add, context } = setup();
    const a = add('a');
    add('b');
    const link = add('ab', DEFAULT_LINK_KEY, { source: { id: 'a' }, target: { id: 'b' } });
    expect(canConnect(a, link, context)).toEqual({ ok: false, reason: 'link-end' });
    expect(canConnect(link, a, context)).toEqual({ ok: false, reason: 'link-end' });
  });
});

describe('canEmbed', () => {
  it('lets a visible item into a container', () => {
    const { add, context } = setup();
    expect(canEmbed(add('pool', 'test.Pool'), add('a'), context)).toEqual({ ok: true });
  });

  it('refuses when the module has embedding turned off', () => {
    const { add, context } = setup();
    expect(canEmbed(add('pool', 'test.Pool'), add('a'), { ...context, embeddingEnabled: false })).toEqual({
      ok: false,
      reason: 'embedding-disabled',
    });
  });

  it('refuses a shape that is not a container', () => {
    const { add, context } = setup();
    expect(canEmbed(add('t', 'test.Task'), add('a'), context)).toEqual({ ok: false, reason: 'not-a-container' });
  });

  it('refuses an item excluded from embedding', () => {
    const { add, context } = setup();
    expect(canEmbed(add('pool', 'test.Pool'), add('n', 'test.Note'), context)).toEqual({ ok: false, reason: 'excluded' });
  });

  it('refuses a hidden item', () => {
    const { add, context } = setup();
    expect(canEmbed(add('pool', 'test.Pool'), add('h', 'test.Task', { layer_id: 'off' }), context)).toEqual({
      ok: false,
      reason: 'hidden',
    });
  });

  it('refuses to put a container into its own content', () => {
    const { add, context } = setup();
    const outer = add('outer', 'test.Pool') as dia.Element;
    const inner = add('inner', 'test.Pool') as dia.Element;
    outer.embed(inner);
    expect(canEmbed(inner, outer, context)).toEqual({ ok: false, reason: 'would-contain-itself' });
  });
});
