import { describe, expect, it } from 'vitest';
import { handleAnchor, handleCursor, resizedRect } from './resize-geometry';

const box = { x: 100, y: 100, width: 90, height: 70 };
const options = { minSize: { width: 20, height: 20 }, grid: 10 };

describe('resizedRect', () => {
  it('moves the right and bottom edges to the pointer, on the grid, keeping the top-left corner', () => {
    expect(resizedRect(box, 'bottom-right', { x: 243, y: 212 }, options)).toEqual({ x: 100, y: 100, width: 140, height: 110 });
  });

  it('moves the top-left corner and keeps the bottom-right one', () => {
    expect(resizedRect(box, 'top-left', { x: 58, y: 81 }, options)).toEqual({ x: 60, y: 80, width: 130, height: 90 });
  });

  it('an edge handle changes one dimension only', () => {
    expect(resizedRect(box, 'left', { x: 70, y: 500 }, options)).toEqual({ x: 70, y: 100, width: 120, height: 70 });
    expect(resizedRect(box, 'top', { x: 500, y: 150 }, options)).toEqual({ x: 100, y: 150, width: 90, height: 20 });
  });

  it('never goes under the minimum size, the opposite edges staying put', () => {
    expect(resizedRect(box, 'top-left', { x: 400, y: 400 }, options)).toEqual({ x: 170, y: 150, width: 20, height: 20 });
    expect(resizedRect(box, 'bottom-right', { x: 0, y: 0 }, { ...options, minSize: { width: 60, height: 40 } })).toEqual({ x: 100, y: 100, width: 60, height: 40 });
  });

  it('follows the pointer to the pixel without gridlines (grid 1)', () => {
    expect(resizedRect(box, 'right', { x: 233.4, y: 0 }, { ...options, grid: 1 })).toEqual({ x: 100, y: 100, width: 133, height: 70 });
  });
});

describe('handles', () => {
  it('sit on the corners and edge middles with matching cursors', () => {
    expect(handleAnchor('top-right')).toEqual({ x: 1, y: 0 });
    expect(handleAnchor('left')).toEqual({ x: 0, y: 0.5 });
    expect(handleCursor('top-left')).toBe('nwse-resize');
    expect(handleCursor('bottom-left')).toBe('nesw-resize');
    expect(handleCursor('bottom')).toBe('ns-resize');
    expect(handleCursor('right')).toBe('ew-resize');
  });
});
