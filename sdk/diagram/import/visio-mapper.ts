import type { StyleProps } from '../shapes/shape-style';
import type { VisioBox, VisioConnector, VisioPage, VisioShape } from './visio-model';

/** A Visio shape the product does not support: not imported, and the caller is told some were skipped. */
export const SKIP = 'skip';
/** A Visio shape drawn as part of another imported cell (e.g. a lane, drawn by its pool): not a cell itself. */
export const ABSORBED = 'absorbed';

/** The cell an imported shape becomes: one of the plugin's shape types, with its properties. */
export interface VisioElementInput {
  type: string;
  title?: string;
  properties?: Record<string, unknown>;
  /** The cell's box when it is not the Visio shape's own (e.g. a pool grown around its lanes). */
  box?: VisioBox;
}

/** The link an imported connector becomes; its ends are the cells of the shapes it is glued to. */
export interface VisioLinkInput {
  type: string;
  title?: string;
  properties?: Record<string, unknown>;
  /** Options of the link's ends besides the cell (e.g. an anchor on a lifeline). */
  sourceEnd?: Record<string, unknown>;
  targetEnd?: Record<string, unknown>;
}

export interface VisioMapContext {
  page: VisioPage;
  /** The id the cell of a Visio shape gets (e.g. to list a lane's cells). */
  cellId(shapeId: string): string;
}

/**
 * How a diagram plugin turns a Visio page into its own shapes, declared next to them (DiagramExtension's
 * `visioImport`). Throwing an Error rejects the whole import with its message.
 */
export interface VisioShapeMapper {
  /** The page as the mapper wants to read it, before any shape is mapped (e.g. turned when its pools are drawn vertically). */
  preparePage?(page: VisioPage): VisioPage;
  mapShape(shape: VisioShape, context: VisioMapContext): VisioElementInput | typeof SKIP | typeof ABSORBED;
  mapConnector(connector: VisioConnector, context: VisioMapContext): VisioLinkInput | typeof SKIP;
  /** The link a shape's callout line (`calloutToId`) becomes; without this method callout lines are not imported. */
  mapCallout?(shape: VisioShape, context: VisioMapContext): VisioLinkInput | typeof SKIP;
}

/** A Visio master's name as mappers compare it: lower case, spaces collapsed. */
export function masterKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The §3 style properties the Visio shape sets (fill, outline, transparency); the others stay the shape's defaults. */
export function visioStyle(shape: VisioShape): Partial<StyleProps> {
  const style: Partial<StyleProps> = {};
  if (shape.fill) style.shape_fill = shape.fill;
  if (shape.fillPattern === 'none') style.shape_transparency = 100;
  if (shape.line.color) style.shape_outline = shape.line.color;
  if (shape.line.pattern === 'none') style.shape_outline_width = 0;
  else {
    style.shape_outline_style = shape.line.pattern;
    if (shape.line.weight !== null) style.shape_outline_width = shape.line.weight;
  }
  return style;
}

/** The usual mapping of a shape: a type, the shape's text as the title, its style, and the type's own properties. */
export function visioElement(shape: VisioShape, type: string, properties: Record<string, unknown> = {}): VisioElementInput {
  return { type, title: shape.text, properties: { ...visioStyle(shape), ...properties } };
}

/** Reads a Shape Data flag as Visio writes it ('1', 'TRUE', 'true'). */
export function visioFlag(value: string | undefined): boolean {
  return value !== undefined && /^(1|true|yes)$/i.test(value.trim());
}
