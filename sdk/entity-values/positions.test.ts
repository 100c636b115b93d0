import { describe, expect, it } from 'vitest';
import { moveInArray, nextPosition, positionChanges } from './positions';

const items = (...positions: number[]) => positions.map((position, index) => ({ key: `k${index}`, position }));

describe('nextPosition', () => {
  it('starts at 0', () => {
    expect(nextPosition([])).toBe(0);
  });

  it('is the highest existing position plus one', () => {
    expect(nextPosition(items(4, 1, 9))).toBe(10);
  });
});

describe('positionChanges', () => {
  it('changes nothing when the order already increases', () => {
    expect(positionChanges(items(0, 3, 7))).toEqual([]);
  });

  it('touches only the items between the old and new place of a moved item', () => {
    const order = moveInArray(items(0, 1, 2, 3, 4), 3, 1);
    expect(positionChanges(order)).toEqual([
      { key: 'k3', position: 1 },
      { key: 'k1', position: 2 },
      { key: 'k2', position: 3 },
    ]);
  });

  it('reuses gapped positions instead of renumbering everything', () => {
    const order = moveInArray(items(10, 20, 30), 0, 2);
    expect(positionChanges(order)).toEqual([
      { key: 'k1', position: 10 },
      { key: 'k2', position: 20 },
      { key: 'k0', position: 30 },
    ]);
  });

  it('renumbers 0..n-1 when positions repeat', () => {
    expect(positionChanges(items(0, 1, 1, 2))).toEqual([
      { key: 'k2', position: 2 },
      { key: 'k3', position: 3 },
    ]);
  });
});

describe('moveInArray', () => {
  it('clamps the target index to the list', () => {
    expect(moveInArray(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
  });
});
