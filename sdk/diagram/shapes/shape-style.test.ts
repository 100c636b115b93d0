import { describe, expect, it } from 'vitest';
import { bodyStyle, labelBelow, labelInside, styleProperties, type StyleProps } from './shape-style';

const style = (overrides: Partial<StyleProps> = {}): StyleProps => ({
  shape_fill: '#ffffff',
  shape_outline: '#333333',
  shape_transparency: 0,
  shape_outline_style: 'solid',
  shape_outline_width: 2,
  textVerticalAnchor: 'middle',
  textHorizontalAnchor: 'middle',
  ...overrides,
});

describe('shape style', () => {
  it('gives every style property its default unless the shape overrides it', () => {
    const properties = styleProperties({ shape_fill: '#5badca', shape_outline_style: 'dashed' });
    expect(Object.keys(properties)).toEqual([
      'shape_fill',
      'shape_outline',
      'shape_transparency',
      'shape_outline_style',
      'shape_outline_width',
      'textVerticalAnchor',
      'textHorizontalAnchor',
    ]);
    expect(properties.shape_fill.default).toBe('#5badca');
    expect(properties.shape_outline_style.default).toBe('dashed');
    expect(properties.shape_outline.default).toBe('#333333');
  });

  it('turns transparency into fill opacity, clamped to 0..100', () => {
    expect(bodyStyle(style({ shape_transparency: 40 })).fillOpacity).toBeCloseTo(0.6);
    expect(bodyStyle(style({ shape_transparency: 140 })).fillOpacity).toBe(0);
  });

  it('centres a label in the whole shape by default', () => {
    expect(labelInside({ ...style(), title: 'A' })).toMatchObject({
      x: 'calc(0.5*w)',
      y: 'calc(0.5*h)',
      textWrap: { text: 'A', width: -12, height: -12 },
    });
  });

  it('keeps a label clear of a left band and inside a head of fixed height', () => {
    expect(labelInside(style(), { left: 10, insetX: 25, insetY: 4 })).toMatchObject({ x: 'calc(0.5*w+5)', textWrap: { width: -60, height: -8 } });
    expect(labelInside(style({ textVerticalAnchor: 'bottom' }), { height: 50, insetY: 4 })).toMatchObject({ y: 46, textWrap: { height: 42 } });
    expect(labelInside(style({ textHorizontalAnchor: 'left' }), { left: 10, insetX: 25 })).toMatchObject({ x: 35, textAnchor: 'start' });
  });

  it('puts a label below the shape, unwrapped in height', () => {
    expect(labelBelow({ title: 'Start' })).toMatchObject({ y: 'calc(h+8)', textVerticalAnchor: 'top', textWrap: { text: 'Start', height: null } });
  });
});
