import type { DiagramEditor } from '../diagram-editor';
import { addAndSelectImportedCells } from './add-imported-cells';
import { importVisio } from './import-visio';
import type { VisioShapeMapper } from './visio-mapper';

/**
 * Imports a .vsdx file into the open diagram: one undo step, saved by the normal sync, the new cells
 * selected. Rejects with the underlying error; `skipped` says that some shapes were not imported.
 */
export async function importVisioIntoEditor(editor: DiagramEditor, file: Blob, mapper: VisioShapeMapper): Promise<{ added: string[]; skipped: boolean }> {
  const { cells, skipped } = await importVisio(file, mapper);
  return { added: addAndSelectImportedCells(editor, cells), skipped };
}

