/**
 * What the Visio (.vsdx) reader finds on a drawing's foreground pages, in the editor's units: pixels from
 * the page's top-left corner (Visio measures inches from the bottom-left).
 */

/** Visio's internal unit is the inch; the editor draws 96 pixels to the inch (CSS pixels). */
export const PX_PER_INCH = 96;

export interface VisioBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface VisioPoint {
  x: number;
  y: number;
}

/** Fill patterns the import draws; any other Visio pattern falls back to the default, solid (§8). */
export type VisioFillPattern = 'none' | 'solid';
export const DEFAULT_FILL_PATTERN: VisioFillPattern = 'solid';

/** Line patterns the editor has; any other Visio pattern is drawn solid. */
export type VisioLinePattern = 'none' | 'solid' | 'dashed' | 'dotted';

/** A 2-D shape (a box, a circle, a container...). */
export interface VisioShape extends VisioBox {
  /** The shape's sheet id on its page. */
  id: string;
  /** The universal name of its master (e.g. 'Start Event'), without Visio's '.12' copy suffix; '' without master. */
  masterName: string;
  text: string;
  /** '#rrggbb', or null when the drawing does not say (the editor's shape default applies). */
  fill: string | null;
  fillPattern: VisioFillPattern;
  line: { color: string | null; weight: number | null; pattern: VisioLinePattern };
  /** The Shape Data rows (section Property) by row name, the master's rows overridden by the shape's own. */
  data: Readonly<Record<string, string>>;
  /** The id of the plain group the shape is drawn in, or null on the page itself. */
  parentId: string | null;
  /** The shape its callout line (a control handle, e.g. a text annotation's) is glued to; absent when none. */
  calloutToId?: string | null;
}

/** A 1-D shape glued (or not) to shapes at its ends: a flow. */
export interface VisioConnector {
  id: string;
  masterName: string;
  text: string;
  /** The shape at the connector's begin (BeginX) and end (EndX), or null when that end is not glued. */
  fromId: string | null;
  toId: string | null;
  /** Where the connector begins and ends on the page, or null when the file does not say. */
  begin: VisioPoint | null;
  end: VisioPoint | null;
  data: Readonly<Record<string, string>>;
  /** The line as Visio routed it, from its begin to its end; absent or a straight line: no bends to keep. */
  route?: VisioPoint[];
  /** Where the centre of its text sits (TxtPinX/TxtPinY and the text block); absent when the file does not say. */
  textCentre?: VisioPoint | null;
}

export interface VisioPoint {
  x: number;
  y: number;
}

export interface VisioPage {
  /** The page's name as Visio's page tabs show it. */
  name: string;
  shapes: VisioShape[];
  connectors: VisioConnector[];
}

/** A drawing's foreground pages, in the order of Visio's page tabs. */
export interface VisioDrawing {
  pages: VisioPage[];
}
