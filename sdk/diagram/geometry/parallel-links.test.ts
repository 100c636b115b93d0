import { describe, expect, it } from 'vitest';
import { parallelLinkVertices } from './parallel-links';

const centres: Record<string, { x: number; y: number }> = { a: { x: 0, y: 0 }, b: { x: 200, y: 0 }, c: { x: 0, y: 300 } };
const centreOf = (id: string) => centres[id];

describe('parallelLinkVertices', () => {
  it('leaves a single link between two elements alone', () => {
    expect(parallelLinkVertices([{ id: 'l1', source: 'a', target: 'b' }], centreOf).size).toBe(0);
  });

  it('fans parallel links out 40 apart around the middle', () => {
    const vertices = parallelLinkVertices(
      [
        { id: 'l1', source: 'a', target: 'b' },
        { id: 'l2', source: 'a', target: 'b' },
        { id: 'l3', source: 'b', target: 'a' },
      ],
      centreOf,
    );
    expect(vertices.get('l1')).toEqual([]);
    expect(vertices.get('l2')).toEqual([{ x: 100, y: 40 }]);
    expect(vertices.get('l3')).toEqual([{ x: 100, y: -40 }]);
  });

  it('groups by pair of elements and skips loops', () => {
    const vertices = parallelLinkVertices(
      [
        { id: 'ab', source: 'a', target: 'b' },
        { id: 'ac1', source: 'a', target: 'c' },
        { id: 'ac2', source: 'c', target: 'a' },
        { id: 'loop', source: 'a', target: 'a' },
      ],
      centreOf,
    );
    expect([...vertices.keys()].sort()).toEqual(['ac1', 'ac2']);
    expect(vertices.get('ac2')).toEqual([{ x: -40, y: 150 }]);
  });
});
