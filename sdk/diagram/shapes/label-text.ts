import { util } from '@joint/core';

/** Room kept free at the end of a line, for the small differences between canvas and SVG text widths. */
const FIT_SLACK = 2;
/** A line of text is about this many font sizes high (JointJS's default line height is 1em plus leading). */
const LINE_HEIGHT_FACTOR = 1.5;

/** The width of `text` drawn in a CSS `font` and `letterSpacing`, or null when it cannot be measured here. */
export type TextMeasure = (text: string, font: string, letterSpacing: string) => number | null;

/**
 * A `textWrap.breakText` that answers a text fitting on one line as it is, measured by `measure`, and
 * leaves every other text to `breakLongText`. Text whose spacing or styles a plain measure cannot mirror
 * (runs of spaces, new lines, a text transform) always goes to `breakLongText`.
 */
export function labelTextBreaker(measure: TextMeasure, breakLongText: util.BreakTextFunction = util.breakText): util.BreakTextFunction {
  return (text, size, styles = {}, options) => {
    const style = styles as Record<string, unknown>;
    const fontSize = parseFloat(String(style['font-size']));
    const plain =
      !/\s\s|^\s|\s$|\n/.test(text) &&
      Number.isFinite(fontSize) &&
      (size.height === undefined || size.height >= fontSize * LINE_HEIGHT_FACTOR) &&
      [undefined, '', 'none'].includes(style['text-transform'] as string | undefined);
    if (plain) {
      const font = `${style['font-weight'] ?? 'normal'} ${fontSize}px ${style['font-family'] ?? 'sans-serif'}`;
      // The page's typography gives SVG text a letter spacing too (MUI's body text): measure with it.
      const spacing = style['letter-spacing'];
      const width = measure(text, font, typeof spacing === 'string' && spacing !== 'normal' && spacing !== '' ? spacing : '0px');
      if (width !== null && width <= size.width - FIT_SLACK) return text;
    }
    return breakLongText(text, size, styles, options);
  };
}

let canvas: CanvasRenderingContext2D | null | undefined;

const measureOnCanvas: TextMeasure = (text, font, letterSpacing) => {
  if (canvas === undefined) canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvas) return null;
  if (!('letterSpacing' in canvas)) {
    if (letterSpacing !== '0px') return null;
  } else {
    canvas.letterSpacing = letterSpacing;
  }
  canvas.font = font;
  return canvas.measureText(text).width;
};

/**
 * The labels' `textWrap.breakText`. JointJS's own breakText measures word after word in the page's SVG,
 * a layout of the page for each label, which was most of the time a diagram took to draw its first cells;
 * a title that fits on one line is measured on a canvas instead, without a layout.
 */
export const breakLabelText = labelTextBreaker(measureOnCanvas);
