import { util, type dia } from '@joint/core';

export const PASTE_BATCH = 'paste';
/** Each paste of the same copy lands this much further down and right. */
export const PASTE_OFFSET = 20;

/** What Copy keeps: the chosen cells as JSON, with their content and the links among them. */
export interface ClipboardContent {
  cells: dia.Cell.JSON[];
}

/**
 * Copies cells: the chosen ones, everything embedded in them, and the links whose two ends are both
 * copied. Links to cells left behind are not copied (a pasted link must connect two pasted elements).
 */
export function copyCells(graph: dia.Graph, ids: readonly dia.Cell.ID[]): ClipboardContent {
  const chosen = ids.map((id) => graph.getCell(id)).filter((cell): cell is dia.Cell => Boolean(cell));
  const cells = new Map<dia.Cell.ID, dia.Cell>();
  for (const cell of chosen) {
    if (cell.isLink()) continue;
    cells.set(cell.id, cell);
    for (const child of cell.getEmbeddedCells({ deep: true })) cells.set(child.id, child);
  }
  for (const link of graph.getLinks()) {
    const source = link.source().id;
    const target = link.target().id;
    if (source !== undefined && target !== undefined && cells.has(source) && cells.has(target)) cells.set(link.id, link);
  }
  return { cells: [...cells.values()].map((cell) => cell.toJSON()) };
}

export interface PasteOptions {
  /** How many times this content was pasted before: each paste lands PASTE_OFFSET further. */
  times?: number;
  /** The layer the copies land on (the active layer); absent: each keeps its original's layer. */
  layerId?: string | null;
  createId?: () => string;
}

/**
 * Pastes copied cells as new cells (new ids, links and embedding re-pointed among the copies), offset
 * from the originals, as one undo step. Returns the new cells' ids. Images stay shared by URL.
 */
export function pasteCells(graph: dia.Graph, content: ClipboardContent, options: PasteOptions = {}): string[] {
  const createId = options.createId ?? (() => util.uuid());
  const offset = PASTE_OFFSET * ((options.times ?? 0) + 1);
  const ids = new Map(content.cells.map((cell) => [String(cell.id), createId()]));
  const copies = content.cells.map((original) => {
    const cell = util.cloneDeep(original) as dia.Cell.JSON;
    cell.id = ids.get(String(original.id)) as string;
    delete cell.z;
    if (cell.parent !== undefined) cell.parent = ids.get(String(cell.parent));
    if (Array.isArray(cell.embeds)) cell.embeds = cell.embeds.map((id: string) => ids.get(String(id))).filter(Boolean);
    for (const end of ['source', 'target'] as const) {
      if (cell[end]?.id !== undefined) cell[end] = { ...cell[end], id: ids.get(String(cell[end].id)) };
    }
    if (cell.position) cell.position = { x: cell.position.x + offset, y: cell.position.y + offset };
    if (Array.isArray(cell.vertices)) cell.vertices = cell.vertices.map((point: dia.Point) => ({ x: point.x + offset, y: point.y + offset }));
    if (options.layerId !== undefined) cell.layer_id = options.layerId;
    if (cell.parent === undefined) delete cell.parent;
    return cell;
  });
  graph.startBatch(PASTE_BATCH);
  try {
    graph.addCells(copies);
  } finally {
    graph.stopBatch(PASTE_BATCH);
  }
  return copies.map((cell) => String(cell.id));
}
