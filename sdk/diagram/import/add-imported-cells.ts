import type { dia } from '@joint/core';
import { nextTask } from '../../../core/domain/next-task';
import { documentToCell, type CellDocument } from '../cell-codec';
import type { DiagramEditor } from '../diagram-editor';

export const IMPORT_BATCH = 'import';

/** Cells added to the graph at a time; each call sorts the graph's cells once. */
const CELLS_PER_CALL = 250;
/** How long the page's thread adds cells before it lets the page draw and answer input (ms). */
const STEP_BUDGET_MS = 30;

export interface AddImportedCellsOptions {
  /** Hears how many of the cells are added (0 to 1) after each step. */
  onProgress?: (fraction: number) => void;
}

const area = (document: CellDocument) => (document.size ? document.size.width * document.size.height : 0);

/**
 * Adds imported cells to the diagram as one undo step, on the first layer, above what is there; each
 * imported element lies in the smallest imported container under its centre, when §5 allows it
 * (containers first, so their content is drawn over them). The cells go in by steps of a few tens of
 * milliseconds with the page's thread free in between, so thousands of cells never freeze the tab; the
 * graph's batch stays open throughout, so the store saves them together when it closes. Answers the
 * added cells' ids; nothing while read-only.
 */
export async function addImportedCells(editor: DiagramEditor, documents: readonly CellDocument[], options: AddImportedCellsOptions = {}): Promise<string[]> {
  if (editor.readOnly || documents.length === 0) return [];
  const isContainer = (type: string) => Boolean(editor.registry.get(type)?.embedding?.container);
  const isLink = (document: CellDocument) => document.source !== undefined;
  const rank = (document: CellDocument) => (isLink(document) ? 2 : isContainer(document.type) ? 0 : 1);
  const ordered = [...documents].sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? area(b) - area(a) : 0));
  let z = editor.graph.maxZIndex();
  const toCell = (document: CellDocument) => ({ ...documentToCell({ ...document, layer_id: editor.layers.firstLayerId }, editor.registry), z: ++z });
  const added: string[] = [];
  const containers: dia.Element[] = [];
  await editor.undoManager.batchAsync(IMPORT_BATCH, async () => {
    let start = 0;
    while (start < ordered.length) {
      const stepStarted = performance.now();
      do {
        const slice = ordered.slice(start, start + CELLS_PER_CALL).map(toCell);
        start += slice.length;
        // syncCells sorts the cells by z once; addCells sorts them after each cell, which takes minutes for thousands.
        editor.graph.syncCells(slice);
        for (const { id } of slice) {
          added.push(id);
          placeInContainer(editor, editor.graph.getCell(id), containers, isContainer);
        }
      } while (start < ordered.length && performance.now() - stepStarted < STEP_BUDGET_MS);
      options.onProgress?.(start / ordered.length);
      if (start < ordered.length) await nextTask();
    }
  });
  return added;
}

/**
 * Embeds an added element in the smallest container added before it under its centre (containers come
 * first, largest first); a container joins the candidates.
 */
function placeInContainer(editor: DiagramEditor, item: dia.Cell, containers: dia.Element[], isContainer: (type: string) => boolean): void {
  if (!item.isElement()) return;
  if (isContainer(item.get('type'))) {
    containers.push(item);
    return;
  }
  const centre = item.getBBox().center();
  const container = containers
    .filter((candidate) => candidate.getBBox().containsPoint(centre))
    .sort((a, b) => a.getBBox().width * a.getBBox().height - b.getBBox().width * b.getBBox().height)[0];
  if (container) editor.embed(container.id, item.id);
}

/**
 * Adds imported cells (one undo step) and selects them, ready to be moved together; selecting thousands takes
 * a task of its own, apart from saving them when the import's batch closes.
 */
export async function addAndSelectImportedCells(editor: DiagramEditor, documents: readonly CellDocument[], options: AddImportedCellsOptions = {}): Promise<string[]> {
  const added = await addImportedCells(editor, documents, options);
  await nextTask();
  editor.selection.select(added);
  return added;
}
