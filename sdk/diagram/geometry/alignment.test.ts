import { describe, expect, it } from 'vitest';
import { align } from './alignment';

const items = [
  { id: 'a', x: 0, y: 0, width: 20, height: 10 },
  { id: 'b', x: 50, y: 30, width: 10, height: 30 },
];

describe('align', () => {
  it('aligns left and right edges', () => {
    expect(align(items, 'left')).toEqual(new Map([['b', { x: 0, y: 30 }]]));
    expect(align(items, 'right')).toEqual(new Map([['a', { x: 40, y: 0 }]]));
  });

  it('aligns top and bottom edges', () => {
    expect(align(items, 'top')).toEqual(new Map([['b', { x: 50, y: 0 }]]));
    expect(align(items, 'bottom')).toEqual(new Map([['a', { x: 0, y: 50 }]]));
  });

  it('lines centres up on a vertical line or a horizontal line through the middle of the selection', () => {
    expect(align(items, 'vertical-center')).toEqual(
      new Map([
        ['a', { x: 20, y: 0 }],
        ['b', { x: 25, y: 30 }],
      ]),
    );
    expect(align(items, 'horizontal-center')).toEqual(
      new Map([
        ['a', { x: 0, y: 25 }],
        ['b', { x: 50, y: 15 }],
      ]),
    );
  });

  it('does nothing for fewer than two items', () => {
    expect(align(items.slice(0, 1), 'left').size).toBe(0);
  });
});
