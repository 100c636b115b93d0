import { dia, util, type g } from '@joint/core';

type TextWrapValue = {
  text?: string;
  width?: number | string | null;
  height?: number | string | null;
  breakText?: util.BreakTextFunction;
} & Omit<util.BreakTextOptions, 'svgDocument'>;

type SetAttribute = (this: dia.CellView, value: unknown, refBBox: g.Rect, node: SVGElement, attrs: Record<string, unknown>) => void;

interface AttributeDefinition {
  set: SetAttribute;
  qualify?: (value: unknown) => boolean;
  FONT_ATTRIBUTES?: readonly string[];
}

/** JointJS's special attributes (typed nowhere in its declarations). */
const jointAttributes = (dia as unknown as { attributes: Record<string, AttributeDefinition> }).attributes;
const FONT_ATTRIBUTES = jointAttributes['text-wrap'].FONT_ATTRIBUTES ?? ['font-weight', 'font-family', 'font-size', 'letter-spacing', 'text-transform'];

/** The font every text of a paper inherits (the page's typography), read once per rendering task. */
const inheritedFonts = new WeakMap<Element, Record<string, string>>();

function inheritedFont(svg: SVGSVGElement): Record<string, string> {
  let font = inheritedFonts.get(svg);
  if (!font) {
    const style = getComputedStyle(svg);
    font = Object.fromEntries(FONT_ATTRIBUTES.map((name) => [name, style.getPropertyValue(name)]));
    inheritedFonts.set(svg, font);
    // A paper draws a batch of views in one task: the next task reads the page's font again.
    queueMicrotask(() => inheritedFonts.delete(svg));
  }
  return font;
}

/** One side of the wrap box, as JointJS reads it: a percentage or calc() of the cell, room to leave (≤ 0) or a length. */
function wrapLength(value: number | string | null | undefined, whole: number, refBBox: g.Rect, unset: number | undefined): number | undefined {
  if (value === null) return unset;
  if (util.isPercentage(value)) return (whole * parseFloat(String(value))) / 100;
  if (util.isCalcExpression(value)) return Number(util.evalCalcExpression(String(value), refBBox));
  const length = Number(value) || 0;
  return length <= 0 ? whole + length : length;
}

/**
 * JointJS's `textWrap`, with the label's font taken from its own attributes over the font the paper
 * inherits. JointJS reads the computed style of every label it wraps, which makes the browser work out
 * the page's styles again for each shape drawn: most of the time a big diagram took to draw.
 */
export const textWrapAttribute: AttributeDefinition = {
  qualify: (value) => util.isPlainObject(value),
  set(value, refBBox, node, attrs) {
    const wrap = value as TextWrapValue;
    const text = wrap.text ?? attrs.text;
    let wrapped = '';
    if (text !== undefined) {
      const font: Record<string, unknown> = { ...inheritedFont(this.paper!.svg) };
      for (const name of FONT_ATTRIBUTES) {
        if (!(name in attrs)) continue;
        node.setAttribute(name, String(attrs[name]));
        font[name] = name === 'font-size' && typeof attrs[name] === 'number' ? `${attrs[name]}px` : attrs[name];
      }
      font.lineHeight = attrs['line-height'];
      const size = {
        width: wrapLength(wrap.width, refBBox.width, refBBox, Infinity)!,
        height: wrapLength(wrap.height, refBBox.height, refBBox, undefined),
      };
      const svg = this.paper!.svg;
      const breakText = wrap.breakText ?? util.breakText;
      const { ellipsis, hyphen, separator, maxLineCount, preserveSpaces } = wrap;
      wrapped = breakText(String(text), size, font, {
        ellipsis,
        hyphen,
        separator,
        maxLineCount,
        preserveSpaces,
        // Only a text that needs measuring word by word asks for it (and checking is itself a style read).
        get svgDocument() {
          return svg.checkVisibility() ? svg : undefined;
        },
      });
    }
    jointAttributes.text.set.call(this, wrapped, refBBox, node, attrs);
  },
};
