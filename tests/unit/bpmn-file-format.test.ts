/** The BPMN plugin's file format on the real BPMN shapes: an imported model is a diagram the editor holds, and exports again. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bpmnFileFormat } from '../../plugins/bpmn/bpmn-xml/bpmn-file-format';
import { bpmnShapes } from '../../plugins/bpmn/shapes';
import { cellToDocument } from '../../sdk/diagram/cell-codec';
import { DiagramEditor } from '../../sdk/diagram/diagram-editor';
import { importFileIntoEditor } from '../../sdk/diagram/import/file-format-io';
import { createShapeRegistry } from '../../sdk/diagram/shapes/shape-registry';

const model = (name: string) => new File([readFileSync(join(__dirname, '../../core/domain/bpmn-xml/reference-models', name), 'utf8')], name);
const editorWithBpmnShapes = () => new DiagramEditor({ registry: createShapeRegistry(bpmnShapes), layers: { layers: [{ id: 'base', name: 'Base', hidden: false }] } });

describe('BPMN file format in the editor', () => {
  it('imports a pool with lanes: the pool embeds its content, lanes keep their sizes, flows connect the new cells', async () => {
    const editor = editorWithBpmnShapes();
    const { added, notDrawn } = await importFileIntoEditor(editor, model('14-lanes.bpmn'), bpmnFileFormat);
    expect(notDrawn).toEqual({});
    expect(added).toHaveLength(12);
    const pool = editor.graph.getElements().find((cell) => cell.get('type') === 'bpmn.Pool');
    expect(pool?.getEmbeddedCells()).toHaveLength(6);
    expect(pool?.get('lanes').map((lane: { size: number }) => lane.size)).toEqual([125, 125, 125]);
    expect(editor.graph.getLinks().every((link) => link.getSourceCell() && link.getTargetCell())).toBe(true);
  });

  it("exports the editor's cells to a file that imports as the same shapes", async () => {
    const editor = editorWithBpmnShapes();
    await importFileIntoEditor(editor, model('06-boundary-events.bpmn'), bpmnFileFormat);
    const { text, notWritten } = await bpmnFileFormat.write(editor.graph.getCells().map((cell) => cellToDocument(cell, editor.registry)));
    expect(notWritten).toEqual({});
    const again = await bpmnFileFormat.read(text);
    expect(again.cells.map((cell) => `${cell.type} ${cell.title ?? ''}`).sort()).toEqual(
      editor.graph.getCells().map((cell) => `${cell.get('type')} ${cell.get('title') ?? ''}`).sort(),
    );
    expect(text).toContain('attachedToRef');
  });
});
