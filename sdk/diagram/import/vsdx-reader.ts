import { ShapeSheet } from './shape-sheet';
import { connectorGeometry } from './visio-connector-geometry';
import { readDocumentStyles, type VisioDocumentStyles } from './visio-document';
import { readThemeColours, themedColour, type ThemeColours } from './visio-theme';
import {
  DEFAULT_FILL_PATTERN,
  PX_PER_INCH,
  type VisioConnector,
  type VisioDrawing,
  type VisioFillPattern,
  type VisioLinePattern,
  type VisioPage,
  type VisioPoint,
  type VisioShape,
} from './visio-model';
import { childNamed, childrenNamed, RELATIONSHIP_ID_NS, VsdxPackage } from './vsdx-package';
import type { XmlElement } from './xml-tree';

const PAGES_PATH = 'visio/pages/pages.xml';
const MASTERS_PATH = 'visio/masters/masters.xml';
/** Visio's default page (US Letter, portrait) when the page sheet gives no height. */
const DEFAULT_PAGE_HEIGHT = 11;

interface Origin {
  left: number;
  bottom: number;
}

type Masters = Map<string, { name: string; sheet?: ShapeSheet }>;

/** A foreground page's name, part and height (inches). */
interface PageReference {
  name: string;
  path: string;
  height: number;
}

/** How many of a page's shapes are read between two progress reports. */
const SHAPES_PER_REPORT = 500;

/**
 * Reads the foreground pages of a .vsdx drawing: each page's 2-D shapes (boxes in pixels, texts, colours,
 * Shape Data) and its connectors with the shapes glued to their ends. Throws the underlying error for a
 * file that is not a zip, has no page, or holds malformed XML. `onProgress` hears how much of the
 * pages is read (0 to 1) as it goes.
 */
export function readVsdx(bytes: Uint8Array, onProgress?: (fraction: number) => void): VisioDrawing {
  const vsdx = VsdxPackage.open(bytes);
  const references = foregroundPages(vsdx);
  const styles = readDocumentStyles(vsdx);
  const masters = readMasters(vsdx, styles);
  const colours: DrawingColours = { theme: readThemeColours(vsdx), table: styles.colours };
  const read = { masters, styles, colours };
  return {
    pages: references.map((reference, index) => readPage(vsdx, reference, read, (done) => onProgress?.((index + done) / references.length))),
  };
}

/** What every page's shapes refer to: the masters, the document's style sheets, the theme's and colour table's colours. */
interface DrawingParts {
  masters: Masters;
  styles: VisioDocumentStyles;
  colours: DrawingColours;
}

interface DrawingColours {
  theme: ThemeColours;
  /** The document's colour table, by colour index. */
  table: readonly string[];
}

function readPage(vsdx: VsdxPackage, page: PageReference, { masters, styles, colours }: DrawingParts, onProgress: (done: number) => void): VisioPage {
  const pageContents = vsdx.xml(page.path).documentElement;
  const { glue, callouts } = readGlue(pageContents);
  const shapes: VisioShape[] = [];
  const connectors: VisioConnector[] = [];
  /** Drawing parts of a master instance, and the instance they stand for. */
  const ownerOf = new Map<string, string>();
  const point = (sheet: ShapeSheet, origin: Origin, x: string, y: string): VisioPoint | null => {
    const left = sheet.number(x);
    const bottom = sheet.number(y);
    if (left === null || bottom === null) return null;
    return { x: Math.round((origin.left + left) * PX_PER_INCH), y: Math.round((page.height - origin.bottom - bottom) * PX_PER_INCH) };
  };

  /**
   * Walks one level of sheets, in the coordinates of the shape they are in. Inside a master instance, a
   * sheet without a master of its own is part of the instance's drawing: a connector glued to it is glued
   * to the instance, and its text is the instance's when the instance has none. Any other sheet is a
   * shape in its own right (a plain group's members, a task Visio keeps inside a lane).
   */
  const visit = (container: XmlElement | undefined, origin: Origin, parent: VisioShape | null, inInstance: boolean) => {
    const elements = container ? childrenNamed(container, 'Shape') : [];
    for (const [index, element] of elements.entries()) {
      if (!parent && index % SHAPES_PER_REPORT === 0) onProgress(index / elements.length);
      const id = element.getAttribute('ID') ?? '';
      const masterId = element.getAttribute('Master');
      const sheet = new ShapeSheet(element, masterId ? masters.get(masterId)?.sheet : undefined, styles.styleSheet);
      const box = boxInches(sheet, origin);
      const children = childNamed(element, 'Shapes');
      if (inInstance && !masterId && parent) {
        ownerOf.set(id, parent.id);
        parent.text ||= sheet.text();
        visit(children, box, parent, true);
        continue;
      }
      const masterName = masterId ? (masters.get(masterId)?.name ?? '') : '';
      const ends = glue.get(id);
      if (ends || sheet.cell('BeginX') !== null) {
        connectors.push({
          id,
          masterName,
          text: sheet.text(),
          fromId: ends?.from ?? null,
          toId: ends?.to ?? null,
          begin: point(sheet, origin, 'BeginX', 'BeginY'),
          end: point(sheet, origin, 'EndX', 'EndY'),
          data: sheet.data(),
          ...connectorGeometry(sheet, { x: origin.left, y: origin.bottom }, page.height),
        });
        continue;
      }
      const shape: VisioShape = { id, masterName, parentId: parent?.id ?? null, text: sheet.text(), data: sheet.data(), ...style(sheet, colours), ...toPixels(box, page.height) };
      shapes.push(shape);
      visit(children, box, shape, masterId !== null);
    }
  };
  visit(childNamed(pageContents, 'Shapes'), { left: 0, bottom: 0 }, null, false);

  const owner = (id: string | null) => (id === null ? null : (ownerOf.get(id) ?? id));
  for (const connector of connectors) {
    connector.fromId = owner(connector.fromId);
    connector.toId = owner(connector.toId);
  }
  for (const shape of shapes) {
    const target = owner(callouts.get(shape.id) ?? null);
    if (target !== null && target !== shape.id) shape.calloutToId = target;
  }
  onProgress(1);
  return { name: page.name, shapes, connectors };
}

/** The foreground pages, in tab order, through pages.xml and its relationships; throws when there is none. */
function foregroundPages(vsdx: VsdxPackage): PageReference[] {
  const pages = vsdx.xml(PAGES_PATH).documentElement;
  const targets = vsdx.relationships(PAGES_PATH);
  const references = childrenNamed(pages, 'Page').flatMap((page, index) => {
    const relationshipId = childNamed(page, 'Rel')?.getAttributeNS(RELATIONSHIP_ID_NS, 'id');
    const path = relationshipId ? targets.get(relationshipId) : undefined;
    if (page.getAttribute('Background') === '1' || !path) return [];
    const pageSheet = childNamed(page, 'PageSheet');
    const height = pageSheet ? new ShapeSheet(pageSheet).number('PageHeight') : null;
    const name = page.getAttribute('Name') ?? page.getAttribute('NameU') ?? `Page-${index + 1}`;
    return [{ name, path, height: height ?? DEFAULT_PAGE_HEIGHT }];
  });
  if (references.length === 0) throw new Error('The Visio file has no page.');
  return references;
}

/** Masters by id: their universal name and their (first) shape, whose cells instances inherit. */
function readMasters(vsdx: VsdxPackage, styles: VisioDocumentStyles): Masters {
  const masters: Masters = new Map();
  if (!vsdx.has(MASTERS_PATH)) return masters;
  const parts = vsdx.relationships(MASTERS_PATH);
  for (const master of childrenNamed(vsdx.xml(MASTERS_PATH).documentElement, 'Master')) {
    const name = (master.getAttribute('NameU') ?? master.getAttribute('Name') ?? '').replace(/\.\d+$/, '');
    const part = parts.get(childNamed(master, 'Rel')?.getAttributeNS(RELATIONSHIP_ID_NS, 'id') ?? '');
    const shapes = part && vsdx.has(part) ? childNamed(vsdx.xml(part).documentElement, 'Shapes') : undefined;
    const shape = shapes && childNamed(shapes, 'Shape');
    masters.set(master.getAttribute('ID') ?? '', { name, sheet: shape ? new ShapeSheet(shape, undefined, styles.styleSheet) : undefined });
  }
  return masters;
}

/**
 * The page's glue: for each connector sheet, the sheets its begin (BeginX) and end (EndX) are glued to;
 * for each 2-D sheet with a control handle glued to a sheet (a callout line), that sheet.
 */
function readGlue(pageContents: XmlElement): { glue: Map<string, { from: string | null; to: string | null }>; callouts: Map<string, string> } {
  const glue = new Map<string, { from: string | null; to: string | null }>();
  const callouts = new Map<string, string>();
  const connects = childNamed(pageContents, 'Connects');
  for (const connect of connects ? childrenNamed(connects, 'Connect') : []) {
    const end = connect.getAttribute('FromCell') ?? '';
    const id = connect.getAttribute('FromSheet') ?? '';
    const toSheet = connect.getAttribute('ToSheet');
    if (end.startsWith('Controls.') && toSheet) callouts.set(id, toSheet);
    if (end !== 'BeginX' && end !== 'EndX') continue;
    const ends = glue.get(id) ?? { from: null, to: null };
    ends[end === 'BeginX' ? 'from' : 'to'] = toSheet;
    glue.set(id, ends);
  }
  return { glue, callouts };
}

/** The shape's box in inches from the page's bottom-left: its pin less its local pin, within its group. */
function boxInches(sheet: ShapeSheet, origin: Origin): { left: number; bottom: number; width: number; height: number } {
  const width = sheet.number('Width') ?? 0;
  const height = sheet.number('Height') ?? 0;
  const left = origin.left + (sheet.number('PinX') ?? 0) - (sheet.number('LocPinX') ?? width / 2);
  const bottom = origin.bottom + (sheet.number('PinY') ?? 0) - (sheet.number('LocPinY') ?? height / 2);
  return { left, bottom, width, height };
}

/** Inches from the bottom-left to pixels from the top-left. */
function toPixels(box: { left: number; bottom: number; width: number; height: number }, pageHeight: number) {
  return {
    x: Math.round(box.left * PX_PER_INCH),
    y: Math.round((pageHeight - box.bottom - box.height) * PX_PER_INCH),
    width: Math.round(box.width * PX_PER_INCH),
    height: Math.round(box.height * PX_PER_INCH),
  };
}

/** Fill and line; a colour is the cell's own (or inherited: from its master or a style sheet), or the theme's when the cell is themed. */
function style(sheet: ShapeSheet, colours: DrawingColours): Pick<VisioShape, 'fill' | 'fillPattern' | 'line'> {
  const weight = sheet.number('LineWeight');
  return {
    fill: colour(sheet.cell('FillForegnd'), colours.table) ?? themedColour(sheet, 'FillForegnd', 'QuickStyleFillColor', colours.theme),
    fillPattern: fillPattern(sheet.cell('FillPattern')),
    line: {
      color: colour(sheet.cell('LineColor'), colours.table) ?? themedColour(sheet, 'LineColor', 'QuickStyleLineColor', colours.theme),
      weight: weight === null ? null : Math.round(weight * PX_PER_INCH * 4) / 4,
      pattern: linePattern(sheet.cell('LinePattern')),
    },
  };
}

/** '#rrggbb', 'RGB(r,g,b)' or an index of the document's colour table as '#rrggbb'; anything else ('Themed') is not read here. */
function colour(value: string | null, table: readonly string[]): string | null {
  if (value === null) return null;
  if (/^#[0-9a-f]{6}$/i.test(value)) return value.toLowerCase();
  if (/^\d+$/.test(value.trim())) return table[Number(value)] ?? null;
  const rgb = /^RGB\((\d+),\s*(\d+),\s*(\d+)\)$/i.exec(value);
  return rgb ? `#${rgb.slice(1).map((part) => Math.min(255, Number(part)).toString(16).padStart(2, '0')).join('')}` : null;
}

const FILL_PATTERNS: Record<string, VisioFillPattern> = { '0': 'none', '1': 'solid' };

/** Visio fill patterns 0 (none) and 1 (solid); the other 40 or so fall back to the default pattern (§8). */
function fillPattern(value: string | null): VisioFillPattern {
  return (value !== null && FILL_PATTERNS[value]) || DEFAULT_FILL_PATTERN;
}

const LINE_PATTERNS: Record<string, VisioLinePattern> = { '0': 'none', '1': 'solid', '2': 'dashed', '3': 'dotted' };

function linePattern(value: string | null): VisioLinePattern {
  return (value !== null && LINE_PATTERNS[value]) || 'solid';
}
