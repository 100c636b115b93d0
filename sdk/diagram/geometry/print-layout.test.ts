import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_OPTIONS, printLayout, printPlan } from './print-layout';

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

describe('printPlan', () => {
  const content = { x: 10, y: 20, width: 2000, height: 500 };

  it('fits the diagram on one A4 landscape sheet by default', () => {
    const plan = printPlan(content, DEFAULT_PRINT_OPTIONS);
    expect(plan.sheet).toEqual({ width: 297, height: 210 });
    expect(plan.pages).toHaveLength(1);
    expect(plan.pages[0].view).toEqual(content);
    expect(plan.pages[0].width).toBeCloseTo(291.92, 6);
    expect(plan.pages[0].x).toBe(2.54);
  });

  it('turns the sheet for portrait and offers A3 and Letter', () => {
    expect(printPlan(content, { ...DEFAULT_PRINT_OPTIONS, orientation: 'portrait' }).sheet).toEqual({ width: 210, height: 297 });
    expect(printPlan(content, { ...DEFAULT_PRINT_OPTIONS, paper: 'A3' }).sheet).toEqual({ width: 420, height: 297 });
    expect(printPlan(content, { ...DEFAULT_PRINT_OPTIONS, paper: 'Letter' }).sheet).toEqual({ width: 279.4, height: 215.9 });
  });

  it('tiles the diagram at screen size over as many sheets as it needs, row by row', () => {
    // A4 landscape's printable area holds 291.92 mm = 1103.3 units across and 204.92 mm = 774.5 units down.
    const plan = printPlan(content, { ...DEFAULT_PRINT_OPTIONS, fit: 'tiles' });
    expect([plan.columns, plan.rows]).toEqual([2, 1]);
    const [first, second] = plan.pages;
    expect(first.view.x).toBe(10);
    expect(first.view.width).toBeCloseTo(1103.32, 2);
    expect(second.view.x).toBeCloseTo(10 + 1103.32, 2);
    expect(second.view.x + second.view.width).toBeCloseTo(2010, 6);
    expect(first.width).toBeCloseTo(291.92, 6);
    expect(second.height).toBeCloseTo(500 * 25.4 / 96, 6);
  });

  it('puts a diagram smaller than one tile on a single sheet', () => {
    const plan = printPlan({ x: 0, y: 0, width: 100, height: 100 }, { ...DEFAULT_PRINT_OPTIONS, fit: 'tiles' });
    expect(plan.pages).toHaveLength(1);
  });
});
