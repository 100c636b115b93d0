/**
 * Copies of diagram cell documents (screens-and-editor.md §3: jsid, embeds, source, target, position,
 * vertices, layer_id) with new jsids: embedding and the links among the copied cells point at the copies,
 * a link whose two ends are not both copied is left out, and every copy is moved by `offset`. Documents
 * without a jsid (not cells) are copied as they are. The server's clone of a module's entity values
 * (POST .../entity_values/clone.json) is built on it.
 */

export type CellDocumentLike = Record<string, unknown>;

export interface CloneCellsOptions {
  createId: () => string;
  offset?: { x: number; y: number };
  /** The layer every copy lands on; absent: each keeps its original's. */
  layerId?: string | null;
}

export interface ClonedCell<T extends CellDocumentLike> {
  /** The index of the original in the documents given. */
  from: number;
  document: T;
  /** A link (its two ends are copies); else a shape, or a document that is not a cell. */
  link: boolean;
}

interface End {
  id?: unknown;
}

const isLink = (document: CellDocumentLike) => document.source !== undefined || document.target !== undefined;
const endId = (end: unknown) => (end && typeof end === 'object' ? (end as End).id : undefined);

/** The copies, shapes first then links, each in the order given. */
export function cloneCellDocuments<T extends CellDocumentLike>(documents: readonly T[], options: CloneCellsOptions): ClonedCell<T>[] {
  const { x: dx, y: dy } = options.offset ?? { x: 0, y: 0 };
  const ids = new Map<unknown, string>();
  for (const document of documents) if (typeof document.jsid === 'string' && !isLink(document)) ids.set(document.jsid, options.createId());
  const copiedEnd = (end: unknown) => ids.has(endId(end));
  for (const document of documents) {
    if (typeof document.jsid === 'string' && isLink(document) && copiedEnd(document.source) && copiedEnd(document.target)) ids.set(document.jsid, options.createId());
  }

  const copy = (document: T): T => {
    const next: CellDocumentLike = structuredClone(document);
    if (typeof document.jsid !== 'string') return next as T;
    next.jsid = ids.get(document.jsid);
    if (Array.isArray(document.embeds)) next.embeds = document.embeds.filter((id) => ids.has(id)).map((id) => ids.get(id));
    for (const end of ['source', 'target'] as const) {
      if (isLink(document)) next[end] = { ...(document[end] as object), id: ids.get(endId(document[end])) };
    }
    const position = document.position as { x: number; y: number } | undefined;
    if (position) next.position = { x: position.x + dx, y: position.y + dy };
    if (Array.isArray(document.vertices)) next.vertices = (document.vertices as Array<{ x: number; y: number }>).map((point) => ({ x: point.x + dx, y: point.y + dy }));
    if (options.layerId !== undefined) next.layer_id = options.layerId;
    return next as T;
  };

  const kept = documents.map((document, from) => ({ document, from, link: isLink(document) })).filter(({ document }) => typeof document.jsid !== 'string' || ids.has(document.jsid));
  return [...kept.filter(({ link }) => !link), ...kept.filter(({ link }) => link)].map(({ document, from, link }) => ({ from, link, document: copy(document) }));
}
