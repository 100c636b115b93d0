import { expect } from 'vitest';
import type { dia } from '@joint/core';
import type { ShapeRegistry } from '../diagram/shapes/shape-registry';

/** An element of one of the registry's shape types, as a plugin's shape test makes them. */
export function createElement(registry: ShapeRegistry, type: string, attributes: dia.Cell.Attributes = {}): dia.Element {
  return registry.create(type, attributes) as dia.Element;
}

/** The selectors a shape draws its §3 style on; most shapes call them `body` and `label` (`null`: no label). */
export interface StyledSelectors {
  body?: string;
  label?: string | null;
}

/**
 * Checks that a shape honours the §3 style properties every diagram shape has: fill, outline,
 * transparency, outline style and width on its outline element, and the text anchors on its label.
 */
export function expectShapeStyle(registry: ShapeRegistry, type: string, { body = 'body', label = 'label' }: StyledSelectors = {}): void {
  const shape = createElement(registry, type, {
    title: 'Styled',
    shape_fill: '#ffeeaa',
    shape_outline: '#112233',
    shape_transparency: 25,
    shape_outline_style: 'dashed',
    shape_outline_width: 3,
  });
  expect(shape.attr(body)).toMatchObject({ fill: '#ffeeaa', fillOpacity: 0.75, stroke: '#112233', strokeWidth: 3, strokeDasharray: '12 6' });
  if (label === null) return;
  shape.set({ textVerticalAnchor: 'top', textHorizontalAnchor: 'right' });
  expect(shape.attr(label)).toMatchObject({ textAnchor: 'end', textVerticalAnchor: 'top' });
  expect(shape.attr(`${label}/textWrap/text`)).toBe('Styled');
}
