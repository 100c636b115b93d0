import { describe, expect, it } from 'vitest';
import { gridSize, snapToGrid } from './grid';

describe('grid', () => {
  it('is 10 with gridlines and 1 without', () => {
    expect(gridSize(true)).toBe(10);
    expect(gridSize(false)).toBe(1);
  });

  it('snaps a value to the grid', () => {
    expect(snapToGrid(14, 10)).toBe(10);
    expect(snapToGrid(15, 10)).toBe(20);
    expect(snapToGrid(14.4, 1)).toBe(14);
  });
});
