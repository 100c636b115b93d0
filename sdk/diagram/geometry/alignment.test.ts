import { describe, expect, it } from 'vitest';
import { align, distribute } from './alignment';

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
    expect(align(items, 'centre-x')).toEqual(
      new Map([
        ['a', { x: 20, y: 0 }],
        ['b', { x: 25, y: 30 }],
      ]),
    );
    expect(align(items, 'centre-y')).toEqual(
      new Map([
        ['a', { x: 0, y: 25 }],
        ['b', { x: 50, y: 15 }],
      ]),
    );
  });

  it('keeps shapes in a row side by side when their centres line up on a horizontal line', () => {
    const row = [
      { id: 'a', x: 0, y: 0, width: 90, height: 70 },
      { id: 'b', x: 200, y: 40, width: 90, height: 70 },
    ];
    const moves = align(row, 'centre-y');
    expect([...moves.values()].every((point) => point.x === 0 || point.x === 200)).toBe(true);
    expect(new Set([...moves.values()].map((point) => point.y)).size).toBe(1);
  });

  it('puts centres on whole pixels so that they meet exactly', () => {
    const odd = [
      { id: 'a', x: 0, y: 0, width: 91, height: 71 },
      { id: 'b', x: 10, y: 100, width: 40, height: 30 },
    ];
    const moves = align(odd, 'centre-x');
    const a = moves.get('a') ?? odd[0];
    const b = moves.get('b') ?? odd[1];
    expect(Number.isInteger(a.x) && Number.isInteger(b.x)).toBe(true);
    expect(Math.abs(a.x + 91 / 2 - (b.x + 40 / 2))).toBeLessThanOrEqual(0.5);
  });

  it('does nothing for fewer than two items', () => {
    expect(align(items.slice(0, 1), 'left').size).toBe(0);
  });
});

describe('distribute', () => {
  const row = [
    { id: 'a', x: 0, y: 0, width: 20, height: 10 },
    { id: 'c', x: 200, y: 5, width: 40, height: 10 },
    { id: 'b', x: 30, y: 9, width: 10, height: 10 },
  ];

  it('leaves equal gaps between neighbours, the outermost staying put', () => {
    // 0..240 holds 70 pixels of shapes: two gaps of 85.
    expect(distribute(row, 'horizontal')).toEqual(new Map([['b', { x: 105, y: 9 }]]));
  });

  it('spreads vertically by the top edges', () => {
    const column = row.map((item) => ({ ...item, x: item.y, y: item.x, width: item.height, height: item.width }));
    expect(distribute(column, 'vertical')).toEqual(new Map([['b', { x: 9, y: 105 }]]));
  });

  it('needs three shapes', () => {
    expect(distribute(row.slice(0, 2), 'horizontal').size).toBe(0);
  });
});
