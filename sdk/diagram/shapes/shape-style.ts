import type { PropertiesSchema } from './define-shape';
import { breakLabelText } from './label-text';

/**
 * The §3 business-process look every diagram shape shares: fill, outline (colour, style, width),
 * transparency and where its text sits. A shape spreads `styleProperties()` (with its own defaults) into
 * its properties and reads `bodyStyle` / `labelInside` / `labelBelow` in `present`.
 */

export const OUTLINE_STYLES = ['solid', 'dashed', 'dotted'] as const;
export const TEXT_VERTICAL_ANCHORS = ['top', 'middle', 'bottom'] as const;
export const TEXT_HORIZONTAL_ANCHORS = ['left', 'middle', 'right'] as const;

export const DEFAULT_FILL = '#ffffff';
export const DEFAULT_OUTLINE = '#333333';
export const DEFAULT_OUTLINE_WIDTH = 2;
export const LABEL_FONT = { fontSize: 13, fontFamily: 'Roboto, Helvetica, Arial, sans-serif', fill: '#1a1a1a' } as const;

export interface StyleProps {
  shape_fill: string;
  shape_outline: string;
  /** 0 (opaque) to 100 (invisible), applied to the fill. */
  shape_transparency: number;
  shape_outline_style: (typeof OUTLINE_STYLES)[number];
  shape_outline_width: number;
  textVerticalAnchor: (typeof TEXT_VERTICAL_ANCHORS)[number];
  textHorizontalAnchor: (typeof TEXT_HORIZONTAL_ANCHORS)[number];
}

export function styleProperties(overrides: Partial<StyleProps> = {}): PropertiesSchema<StyleProps> {
  return {
    shape_fill: { type: 'string', default: overrides.shape_fill ?? DEFAULT_FILL, title: 'Fill' },
    shape_outline: { type: 'string', default: overrides.shape_outline ?? DEFAULT_OUTLINE, title: 'Outline' },
    shape_transparency: { type: 'number', default: overrides.shape_transparency ?? 0, title: 'Transparency' },
    shape_outline_style: {
      type: 'string',
      enum: OUTLINE_STYLES,
      default: overrides.shape_outline_style ?? 'solid',
      title: 'Outline style',
    },
    shape_outline_width: {
      type: 'number',
      default: overrides.shape_outline_width ?? DEFAULT_OUTLINE_WIDTH,
      title: 'Outline width',
    },
    textVerticalAnchor: {
      type: 'string',
      enum: TEXT_VERTICAL_ANCHORS,
      default: overrides.textVerticalAnchor ?? 'middle',
      title: 'Text vertical position',
    },
    textHorizontalAnchor: {
      type: 'string',
      enum: TEXT_HORIZONTAL_ANCHORS,
      default: overrides.textHorizontalAnchor ?? 'middle',
      title: 'Text horizontal position',
    },
  };
}

/** The dash pattern of an outline style for a given stroke width. */
export function dashArray(style: StyleProps['shape_outline_style'], width: number): string {
  if (style === 'dashed') return `${width * 4} ${width * 2}`;
  if (style === 'dotted') return `${width} ${width * 2}`;
  return 'none';
}

/** Fill, outline and transparency of a shape's outline element. */
export function bodyStyle(props: StyleProps, strokeWidth = props.shape_outline_width) {
  const transparency = Math.min(100, Math.max(0, Number(props.shape_transparency) || 0));
  return {
    fill: props.shape_fill,
    fillOpacity: 1 - transparency / 100,
    stroke: props.shape_outline,
    strokeWidth,
    strokeDasharray: dashArray(props.shape_outline_style, strokeWidth),
  };
}

const PADDING = 6;

/** Where a label inside a shape may go; every field is optional and the defaults suit a plain box. */
export interface LabelBox {
  /** Height kept free under the text for glyphs (an activity's icon and markers). */
  reserved?: number;
  /** Room between the text and the box's left and right edges. */
  insetX?: number;
  /** Room between the text and the box's top and bottom edges. */
  insetY?: number;
  /** Width taken on the left by something else (an actor's colour band); the box starts after it. */
  left?: number;
  /** The box is the top `height` of the cell (a participant's head) instead of the whole cell. */
  height?: number;
}

function labelX(anchor: StyleProps['textHorizontalAnchor'], insetX: number, left: number) {
  if (anchor === 'left') return { x: left + insetX, textAnchor: 'start' };
  if (anchor === 'right') return { x: `calc(w-${insetX})`, textAnchor: 'end' };
  return { x: left ? `calc(0.5*w+${left / 2})` : 'calc(0.5*w)', textAnchor: 'middle' };
}

function labelY(anchor: StyleProps['textVerticalAnchor'], insetY: number, height: number | undefined) {
  if (anchor === 'top') return { y: insetY, textVerticalAnchor: 'top' };
  if (anchor === 'bottom') return { y: height === undefined ? `calc(h-${insetY})` : height - insetY, textVerticalAnchor: 'bottom' };
  return { y: height === undefined ? 'calc(0.5*h)' : height / 2, textVerticalAnchor: 'middle' };
}

/**
 * A label inside the shape, wrapped to its box and placed by the text anchors. `box.reserved` keeps room
 * for glyphs, so a long title does not run over them.
 */
export function labelInside(
  props: Pick<StyleProps, 'textVerticalAnchor' | 'textHorizontalAnchor'> & { title?: string },
  box: LabelBox = {},
) {
  const { reserved = 0, insetX = PADDING, insetY = PADDING, left = 0, height } = box;
  return {
    ...LABEL_FONT,
    ...labelX(props.textHorizontalAnchor, insetX, left),
    ...labelY(props.textVerticalAnchor, insetY, height),
    textWrap: {
      text: props.title ?? '',
      width: -(left + 2 * insetX),
      height: height === undefined ? -2 * insetY - reserved : height - 2 * insetY - reserved,
      ellipsis: true,
      breakText: breakLabelText,
    },
  };
}

/**
 * The root attributes of a shape with its label outside (`labelBelow`): flows end on its outline element
 * (`body`), not on the box that holds the label too.
 */
export const OUTLINE_MAGNET = { root: { magnetSelector: 'body' } } as const;

/** A label under the shape (events, gateways, data), as BPMN tools place them; spread `OUTLINE_MAGNET` into its attrs. */
export function labelBelow(props: { title?: string }) {
  return {
    ...LABEL_FONT,
    x: 'calc(0.5*w)',
    y: 'calc(h+8)',
    textAnchor: 'middle',
    textVerticalAnchor: 'top',
    textWrap: { text: props.title ?? '', width: 160, height: null, ellipsis: false, breakText: breakLabelText },
  };
}
