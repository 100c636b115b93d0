import type { DiagramEditor } from '../diagram-editor';
import { nextTask } from '../../../core/domain/next-task';
import { addAndSelectImportedCells, type AddImportedCellsOptions } from './add-imported-cells';
import { mapVisioPage, type VisioImport } from './import-visio';
import type { VisioShapeMapper } from './visio-mapper';
import type { VisioPage } from './visio-model';

export { readVisioDrawing } from './read-visio-drawing';
export { createPageModules } from './visio-page-modules';
export { mapVisioPage };

/**
 * Imports a page read from a .vsdx file into the open diagram: one undo step, saved by the normal sync,
 * the new cells selected; `onProgress` hears how many cells are added. Rejects with the mapper's refusal;
 * answers what was skipped.
 */
export async function importVisioPageIntoEditor(
  editor: DiagramEditor,
  page: VisioPage,
  mapper: VisioShapeMapper,
  options: AddImportedCellsOptions = {},
): Promise<{ added: string[]; skippedKinds: VisioImport['skippedKinds'] }> {
  const { cells, skippedKinds } = mapVisioPage(page, mapper);
  await nextTask(); // mapping a big page takes a task of its own; the cells go in by steps after it
  return { added: await addAndSelectImportedCells(editor, cells, options), skippedKinds };
}
