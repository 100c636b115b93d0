import type { CellDocument, CellEnd } from './cell-codec';

export interface LoadCleanUpOptions {
  /** The diagram's layers in order; a cell whose layer is not among them moves to the first. */
  layerIds: readonly string[];
  /** Whether a shape type can be drawn; documents of other types are kept on the server but not drawn. */
  isKnownType?(type: string): boolean;
  /** Whether a document is a link; by default, one with a source or a target. */
  isLink?(document: CellDocument): boolean;
}

export interface LoadCleanUp {
  /** The documents to draw, fixed. */
  cells: CellDocument[];
  /** Links whose source or target is missing: to delete on the server (§5). */
  deleted: string[];
  /** Documents fixed here (embeds trimmed, layer moved) whose fix should be saved. */
  changed: string[];
  /** Documents not drawn: of an unknown type, or a link to one. */
  skipped: string[];
}

/** An end on no cell, kept at its point on the paper (e.g. an imported flow that ends on nothing): not missing. */
const isPoint = (end: CellEnd | undefined) => end?.id === undefined && typeof end?.x === 'number' && typeof end?.y === 'number';
const defaultIsLink = (document: CellDocument) => 'source' in document || 'target' in document;

/**
 * §5 on loading a diagram: links whose source or target is missing are removed from the server (an end
 * at a point names no cell, so it is not missing);
 * embedded-child lists are trimmed to existing cells; cells with an unknown layer move to the first layer.
 * A link to a removed link is removed too. Pure: the caller deletes and saves what it reports.
 */
export function cleanUpLoadedCells(documents: readonly CellDocument[], options: LoadCleanUpOptions): LoadCleanUp {
  const isLink = options.isLink ?? defaultIsLink;
  const isKnownType = options.isKnownType ?? (() => true);
  const byId = new Map(documents.map((document) => [document.jsid, document]));

  const deleted = new Set<string>();
  let removedSome = true;
  while (removedSome) {
    removedSome = false;
    for (const document of documents) {
      if (deleted.has(document.jsid) || !isLink(document)) continue;
      const present = (end: CellEnd | undefined) => isPoint(end) || (end?.id !== undefined && byId.has(end.id) && !deleted.has(end.id));
      if (!present(document.source) || !present(document.target)) {
        deleted.add(document.jsid);
        removedSome = true;
      }
    }
  }

  const kept = documents.filter((document) => !deleted.has(document.jsid));
  const drawn = new Set(kept.filter((document) => isKnownType(document.type)).map((document) => document.jsid));
  for (const document of kept) {
    const drawnEnd = (end: CellEnd | undefined) => isPoint(end) || drawn.has(String(end?.id));
    if (drawn.has(document.jsid) && isLink(document) && !(drawnEnd(document.source) && drawnEnd(document.target))) {
      drawn.delete(document.jsid);
    }
  }

  const firstLayer = options.layerIds[0];
  const layers = new Set(options.layerIds);
  const changed: string[] = [];
  const cells: CellDocument[] = [];
  for (const document of kept) {
    let fixed = document;
    const embeds = document.embeds;
    if (embeds) {
      const existing = embeds.filter((child) => byId.has(child) && !deleted.has(child));
      if (existing.length !== embeds.length) fixed = { ...fixed, embeds: existing };
    }
    if (firstLayer !== undefined && !layers.has(String(document.layer_id))) fixed = { ...fixed, layer_id: firstLayer };
    if (fixed !== document) changed.push(document.jsid);
    if (!drawn.has(document.jsid)) continue;
    if (fixed.embeds?.some((child) => !drawn.has(child))) fixed = { ...fixed, embeds: fixed.embeds.filter((child) => drawn.has(child)) };
    cells.push(fixed);
  }

  return {
    cells,
    deleted: [...deleted],
    changed,
    skipped: kept.filter((document) => !drawn.has(document.jsid)).map((document) => document.jsid),
  };
}
