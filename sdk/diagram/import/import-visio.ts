import { util } from '@joint/core';
import type { CellDocument, CellEnd } from '../cell-codec';
import { labelAlongRoute, type LabelPlacement } from './route-label';
import { readFileBytes } from './read-file';
import { shapeAtEnd } from './visio-connector-ends';
import { ABSORBED, SKIP, type VisioLinkInput, type VisioMapContext, type VisioShapeMapper } from './visio-mapper';
import type { VisioBox, VisioConnector, VisioPage, VisioPoint } from './visio-model';
import { readVsdx } from './vsdx-reader';

export interface VisioImport {
  /** The new cells as documents (new ids; links point at the new ids), ready for `addImportedCells`. */
  cells: CellDocument[];
  /** Some shapes or connectors were not imported (unsupported, or a connector without a place for an end). */
  skipped: boolean;
  /**
   * What was not imported: each kind and how many. A kind is a master's name, a callout line of a master's
   * shape (CALLOUT_OF and the name), or one of UNNAMED_KINDS without a name.
   */
  skippedKinds: Record<string, number>;
}

/**
 * Imports the first page of a .vsdx file with a plugin's mapper. Rejects with the underlying error when
 * the file cannot be read (not a zip, no page, malformed XML) or when the mapper refuses the drawing.
 */
export async function importVisio(file: Blob, mapper: VisioShapeMapper, createId: () => string = util.uuid): Promise<VisioImport> {
  const { pages } = readVsdx(await readFileBytes(file));
  return mapVisioPage(pages[0], mapper, createId);
}

/**
 * What the skipped report calls a shape with no master name (a Visio master is named in the file, in the
 * drawing's own words). Keys of the messages `diagram.visioImport.unnamed.*`.
 */
export const UNNAMED_KINDS = { shape: 'unnamed-shape', callout: 'unnamed-callout', connector: 'unnamed-connector' } as const;

/** A skipped callout line is counted apart from its shape: 'callout-of:' and the shape's master name. */
export const CALLOUT_OF = 'callout-of:';
const calloutKind = (masterName: string) => (masterName ? `${CALLOUT_OF}${masterName}` : UNNAMED_KINDS.callout);

/**
 * Maps a page read from Visio to cells (as the mapper prepares it): shapes first, then the connectors. A connector end glued to an
 * imported shape links to its cell; a loose end lying on an imported shape's outline attaches to it; any
 * other end keeps its point on the page, so no drawn flow is lost.
 */
export function mapVisioPage(drawnPage: VisioPage, mapper: VisioShapeMapper, createId: () => string = util.uuid): VisioImport {
  const page = mapper.preparePage?.(drawnPage) ?? drawnPage;
  const ids = new Map<string, string>();
  const cellId = (shapeId: string) => {
    if (!ids.has(shapeId)) ids.set(shapeId, createId());
    return ids.get(shapeId) as string;
  };
  const context: VisioMapContext = { page, cellId };
  const cells: CellDocument[] = [];
  /** By master name; shapes without one under UNNAMED_KINDS, which the report translates. */
  const skippedKinds: Record<string, number> = {};
  const skip = (kind: string) => (skippedKinds[kind] = (skippedKinds[kind] ?? 0) + 1);
  const imported: Array<{ shapeId: string; box: VisioBox }> = [];

  for (const shape of page.shapes) {
    const input = mapper.mapShape(shape, context);
    if (input === ABSORBED) continue;
    if (input === SKIP) {
      skip(shape.masterName || UNNAMED_KINDS.shape);
      continue;
    }
    const box = input.box ?? shape;
    // A shape whose size the file does not give (no Width or Height, not even its master's) keeps its type's default size.
    const sized = box.width > 0 && box.height > 0;
    imported.push({ shapeId: shape.id, box });
    cells.push({
      ...input.properties,
      jsid: cellId(shape.id),
      type: input.type,
      ...(input.title ? { title: input.title } : {}),
      position: { x: box.x, y: box.y },
      ...(sized ? { size: { width: box.width, height: box.height } } : {}),
    });
  }

  const importedIds = new Set(imported.map((entry) => entry.shapeId));
  /** The shape an end is on: the imported shape it is glued to, else the one its point lies on. */
  const shapeOfEnd = (glued: string | null, point: VisioPoint | null) =>
    glued !== null && importedIds.has(glued) ? glued : (shapeAtEnd(point, imported)?.shapeId ?? null);
  const cellEnd = (shapeId: string | null, point: VisioPoint | null): CellEnd | undefined =>
    shapeId !== null ? { id: cellId(shapeId) } : point ? { x: point.x, y: point.y } : undefined;

  // A callout line (a text annotation's) becomes a link from its shape to the shape it points at.
  for (const shape of page.shapes) {
    const target = shape.calloutToId;
    if (!target || !importedIds.has(shape.id) || !importedIds.has(target)) continue;
    const input = mapper.mapCallout?.(shape, context);
    if (!input) continue;
    if (input === SKIP) skip(calloutKind(shape.masterName));
    else cells.push(linkCell(input, createId(), { id: cellId(shape.id) }, { id: cellId(target) }));
  }
  for (const connector of page.connectors) {
    const attached: VisioConnector = { ...connector, fromId: shapeOfEnd(connector.fromId, connector.begin), toId: shapeOfEnd(connector.toId, connector.end) };
    const input = mapper.mapConnector(attached, context);
    const source = cellEnd(attached.fromId, connector.begin);
    const target = cellEnd(attached.toId, connector.end);
    if (input === SKIP || !source || !target) {
      skip(connector.masterName || UNNAMED_KINDS.connector);
      continue;
    }
    const title = input.title ?? connector.text;
    cells.push({ ...linkCell({ ...input, title }, cellId(connector.id), source, target), ...routeOf(connector, Boolean(title)) });
  }
  return { cells, skipped: Object.keys(skippedKinds).length > 0, skippedKinds };
}

/** The link; the mapper's end options (an anchor...) apply to an end on a cell, not to one left at a point. */
function linkCell(input: VisioLinkInput, jsid: string, source: CellEnd, target: CellEnd): CellDocument {
  const title = input.title ? { title: input.title } : {};
  const end = (cellEnd: CellEnd, options: Record<string, unknown> | undefined) => (cellEnd.id === undefined ? cellEnd : { ...options, ...cellEnd });
  return { ...input.properties, jsid, type: input.type, ...title, source: end(source, input.sourceEnd), target: end(target, input.targetEnd) };
}

/** The connector's bends as the link's vertices, and its label where Visio put it. */
function routeOf(connector: VisioConnector, labelled: boolean): Pick<CellDocument, 'vertices'> & { labelPlacement?: LabelPlacement } {
  const { route = [], textCentre } = connector;
  const vertices = route.slice(1, -1);
  return {
    ...(vertices.length ? { vertices } : {}),
    ...(labelled && textCentre && route.length >= 2 ? { labelPlacement: labelAlongRoute(route, textCentre) } : {}),
  };
}
