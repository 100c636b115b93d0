import type { CellDocument } from '../cell-codec';

/** Counts per kind of what a file held that the diagram does not draw, or what a diagram held that a file cannot hold. */
export type KindCounts = Record<string, number>;

/**
 * A file format a diagram plugin reads and writes (e.g. BPMN 2.0 XML), declared in a DiagramExtension's
 * `fileFormat`: the toolbar then offers "Import <name>" (when writable) and "Export <name>".
 */
export interface DiagramFileFormat {
  /** The format's name as the user knows it, e.g. 'BPMN'. */
  name: string;
  /** The file chooser's `accept`, e.g. '.bpmn,.xml'. */
  accept: string;
  /** The exported file's extension (without the dot) and media type. */
  extension: string;
  mediaType: string;
  /** The file's text as new cells (new ids), and what it holds that the diagram does not draw. Throws with a message for the user. */
  read(text: string): Promise<{ cells: CellDocument[]; notDrawn: KindCounts }>;
  /** The diagram's cells as the file's text, and what the format cannot hold. */
  write(cells: CellDocument[]): Promise<{ text: string; notWritten: KindCounts }>;
}

/** '2 × choreography task, 1 × conversation' (kinds in the order given). */
export function formatKindCounts(counts: KindCounts, nameOf: (kind: string) => string = (kind) => kind): string {
  return Object.entries(counts)
    .map(([kind, count]) => `${count} × ${nameOf(kind)}`)
    .join(', ');
}
