import { describe, expect, it } from 'vitest';
import { printLayout } from './print-layout';

describe('printLayout', () => {
  it('uses an A4 landscape sheet with a 0.1 inch margin', () => {
    const layout = printLayout({ x: 0, y: 0, width: 100, height: 100 });
    expect(layout.sheet).toEqual({ width: 297, height: 210 });
    expect(layout.area).toEqual({ x: 2.54, y: 2.54, width: 291.92, height: 204.92 });
  });

  it('fits a wide diagram to the width and centres it vertically', () => {
    const layout = printLayout({ x: 0, y: 0, width: 2919.2, height: 100 });
    expect(layout.scale).toBe(0.1);
    expect(layout.x).toBe(2.54);
    expect(layout.y).toBeCloseTo(2.54 + (204.92 - 10) / 2, 6);
  });

  it('fits a tall diagram to the height and centres it horizontally', () => {
    const layout = printLayout({ x: 0, y: 0, width: 100, height: 2049.2 });
    expect(layout.scale).toBe(0.1);
    expect(layout.y).toBe(2.54);
    expect(layout.x).toBeCloseTo(2.54 + (291.92 - 10) / 2, 6);
  });
});
