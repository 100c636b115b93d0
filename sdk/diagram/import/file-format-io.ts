import { downloadText } from '../../list/list-csv';
import { cellToDocument } from '../cell-codec';
import type { DiagramEditor } from '../diagram-editor';
import { addAndSelectImportedCells } from './add-imported-cells';
import type { DiagramFileFormat, KindCounts } from './diagram-file-format';
import { readFileText } from './read-file';

/**
 * Imports a file of a plugin's format (e.g. BPMN 2.0 XML) into the open diagram as a Visio drawing is: one
 * undo step, saved by the normal sync, the new cells selected. Rejects with the format's error.
 */
export async function importFileIntoEditor(editor: DiagramEditor, file: Blob, format: DiagramFileFormat): Promise<{ added: string[]; notDrawn: KindCounts }> {
  const { cells, notDrawn } = await format.read(await readFileText(file));
  return { added: await addAndSelectImportedCells(editor, cells), notDrawn };
}

/** The diagram as it is in the editor (saved or not) in the plugin's format, offered as `<name>.<extension>`. */
export async function exportEditorToFile(editor: DiagramEditor, format: DiagramFileFormat, name: string): Promise<{ notWritten: KindCounts }> {
  const cells = editor.graph.getCells().map((cell) => cellToDocument(cell, editor.registry));
  const { text, notWritten } = await format.write(cells);
  downloadText(text, `${name || 'diagram'}.${format.extension}`, format.mediaType);
  return { notWritten };
}
