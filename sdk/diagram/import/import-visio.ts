import { util } from '@joint/core';
import type { CellDocument } from '../cell-codec';
import { ABSORBED, SKIP, type VisioLinkInput, type VisioMapContext, type VisioShapeMapper } from './visio-mapper';
import type { VisioConnector, VisioPage } from './visio-model';
import { labelAlongRoute, type LabelPlacement } from './route-label';
import { readFileBytes } from './read-file';
import { readVsdx } from './vsdx-reader';

export interface VisioImport {
  /** The new cells as documents (new ids; links point at the new ids), ready for `addImportedCells`. */
  cells: CellDocument[];
  /** Some shapes or connectors were not imported (unsupported, or a connector without both ends). */
  skipped: boolean;
}

/**
 * Imports the first page of a .vsdx file with a plugin's mapper. Rejects with the underlying error when
 * the file cannot be read (not a zip, no page, malformed XML) or when the mapper refuses the drawing.
 */
export async function importVisio(file: Blob, mapper: VisioShapeMapper, createId: () => string = util.uuid): Promise<VisioImport> {
  const page = readVsdx(await readFileBytes(file));
  return mapVisioPage(page, mapper, createId);
}

/** Maps a page read from Visio to cells: shapes first, then the connectors between imported shapes. */
export function mapVisioPage(page: VisioPage, mapper: VisioShapeMapper, createId: () => string = util.uuid): VisioImport {
  const ids = new Map<string, string>();
  const cellId = (shapeId: string) => {
    if (!ids.has(shapeId)) ids.set(shapeId, createId());
    return ids.get(shapeId) as string;
  };
  const context: VisioMapContext = { page, cellId };
  const cells: CellDocument[] = [];
  let skipped = false;

  for (const shape of page.shapes) {
    const input = mapper.mapShape(shape, context);
    if (input === ABSORBED) continue;
    if (input === SKIP) {
      skipped = true;
      continue;
    }
    const box = input.box ?? shape;
    // A shape whose size the file does not give (no Width or Height, not even its master's) keeps its type's default size.
    const sized = box.width > 0 && box.height > 0;
    cells.push({
      ...input.properties,
      jsid: cellId(shape.id),
      type: input.type,
      ...(input.title ? { title: input.title } : {}),
      position: { x: box.x, y: box.y },
      ...(sized ? { size: { width: box.width, height: box.height } } : {}),
    });
  }

  const imported = new Set(cells.map((cell) => cell.jsid));
  const importedCellOf = (shapeId: string | null) => {
    const id = shapeId === null ? undefined : ids.get(shapeId);
    return id !== undefined && imported.has(id) ? id : undefined;
  };
  // A callout line (a text annotation's) becomes a link from its shape to the shape it points at.
  for (const shape of page.shapes) {
    const source = importedCellOf(shape.id);
    const target = importedCellOf(shape.calloutToId ?? null);
    const input = source && target && mapper.mapCallout?.(shape, context);
    if (!input) continue;
    if (input === SKIP) skipped = true;
    else cells.push(linkCell(input, createId(), source, target));
  }
  for (const connector of page.connectors) {
    const input = mapper.mapConnector(connector, context);
    const source = importedCellOf(connector.fromId);
    const target = importedCellOf(connector.toId);
    if (input === SKIP || !source || !target) {
      skipped = true;
      continue;
    }
    const title = input.title ?? connector.text;
    cells.push({ ...linkCell({ ...input, title }, cellId(connector.id), source, target), ...routeOf(connector, Boolean(title)) });
  }
  return { cells, skipped };
}

function linkCell(input: VisioLinkInput, jsid: string, source: string, target: string): CellDocument {
  const title = input.title ? { title: input.title } : {};
  return { ...input.properties, jsid, type: input.type, ...title, source: { ...input.sourceEnd, id: source }, target: { ...input.targetEnd, id: target } };
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
