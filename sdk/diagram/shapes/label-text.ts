import { util } from '@joint/core';

/** Room kept free at the end of a line, for the small differences between canvas and SVG text widths. */
const FIT_SLACK = 2;

/** The width of `text` drawn in a CSS `font` and `letterSpacing`, or null when it cannot be measured here. */
export type TextMeasure = (text: string, font: string, letterSpacing: string) => number | null;

/** Line breaks as drawings and other tools write them: CR LF, CR, and Unicode's line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029]/;

/**
 * The lines of `text` in `width`: its own line breaks kept, words wrapped whole, and a word split only
 * when it is wider than a line on its own. Null when a width cannot be measured.
 */
export function wrapWords(text: string, width: number, measure: (line: string) => number | null): string[] | null {
  const lines: string[] = [];
  for (const paragraph of text.split(LINE_BREAKS)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      const joinedWidth = measure(joined);
      if (joinedWidth === null) return null;
      if (joinedWidth <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      const pieces = splitWord(word, width, measure);
      if (!pieces) return null;
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

/**
 * A word in pieces that each fit `width` (a piece is at least one character); the last piece may take more
 * words. A box too narrow for even one character keeps the word whole rather than a column of letters.
 */
function splitWord(word: string, width: number, measure: (line: string) => number | null): string[] | null {
  const first = measure(word.slice(0, 1));
  if (first === null) return null;
  if (first > width) return [word];
  const pieces: string[] = [];
  let rest = word;
  while (rest) {
    let length = rest.length;
    for (; length > 1; length--) {
      const pieceWidth = measure(rest.slice(0, length));
      if (pieceWidth === null) return null;
      if (pieceWidth <= width) break;
    }
    pieces.push(rest.slice(0, length));
    rest = rest.slice(length);
  }
  return pieces;
}

/**
 * A `textWrap.breakText` that wraps a label by whole words, measured by `measure`, and keeps every line:
 * a label longer than its box runs past it rather than losing words to an ellipsis. Text whose styles a
 * plain measure cannot mirror (a text transform, no font size), or that cannot be measured, goes to
 * `breakLongText`.
 */
export function labelTextBreaker(measure: TextMeasure, breakLongText: util.BreakTextFunction = util.breakText): util.BreakTextFunction {
  return (text, size, styles = {}, options) => {
    const style = styles as Record<string, unknown>;
    const fontSize = parseFloat(String(style['font-size']));
    const measurable = Number.isFinite(fontSize) && [undefined, '', 'none'].includes(style['text-transform'] as string | undefined);
    if (measurable) {
      const font = `${style['font-weight'] ?? 'normal'} ${fontSize}px ${style['font-family'] ?? 'sans-serif'}`;
      // The page's typography gives SVG text a letter spacing too (MUI's body text): measure with it.
      const spacing = style['letter-spacing'];
      const letterSpacing = typeof spacing === 'string' && spacing !== 'normal' && spacing !== '' ? spacing : '0px';
      const lines = wrapWords(text, size.width - FIT_SLACK, (line) => measure(line, font, letterSpacing));
      if (lines) return lines.join('\n');
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
 * the labels are measured on a canvas instead, without a layout.
 */
export const breakLabelText = labelTextBreaker(measureOnCanvas);
