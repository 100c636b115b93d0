import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../../test-support/render-with-services';
import { DiagramEditor } from '../diagram-editor';
import { testRegistry } from '../test-support/test-shapes';
import { ImportFileTool } from './import-file-tool';
import { vsdxFile } from './test-support/vsdx-builder';
import { useVisioImport, type VisioImportNotice } from './use-visio-import';
import { SKIP, visioElement, type VisioShapeMapper } from './visio-mapper';

const mapper: VisioShapeMapper = {
  mapShape: (shape) => (shape.masterName === 'Task' ? visioElement(shape, 'test.Task') : SKIP),
  mapConnector: () => SKIP,
};

function Harness({ editor, notify }: { editor: DiagramEditor; notify: (notice: VisioImportNotice) => void }) {
  const visio = useVisioImport(editor, mapper, notify);
  return <ImportFileTool label="Import Visio" accept=".vsdx" busy={visio.importing} onFile={visio.importFile} />;
}

const choose = async (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  expect(input?.accept).toBe('.vsdx');
  await userEvent.upload(input as HTMLInputElement, file);
};

describe('Import Visio in the editor', () => {
  it('adds the file’s shapes as one undo step and selects them', async () => {
    const editor = new DiagramEditor({ registry: testRegistry, layers: { layers: [{ id: 'base', name: 'Base', hidden: false }] } });
    const notify = vi.fn();
    renderWithServices(<Harness editor={editor} notify={notify} />, createTestServices());
    expect(screen.getByRole('button', { name: 'Import Visio' })).toBeEnabled();
    await choose(vsdxFile({ shapes: [{ id: 1, master: 'Task', text: 'Pack', pinX: 1, pinY: 1, width: 1, height: 1 }] }));
    await waitFor(() => expect(editor.graph.getElements()).toHaveLength(1));
    expect(editor.graph.getElements()[0].get('title')).toBe('Pack');
    expect(editor.selection.ids).toEqual([editor.graph.getElements()[0].id]);
    expect(notify).not.toHaveBeenCalled();
    editor.undo();
    expect(editor.graph.getCells()).toHaveLength(0);
  });

  it('says that some shapes were not imported', async () => {
    const editor = new DiagramEditor({ registry: testRegistry });
    const notify = vi.fn();
    renderWithServices(<Harness editor={editor} notify={notify} />, createTestServices());
    await choose(vsdxFile({ shapes: [{ id: 1, master: 'Cloud', pinX: 1, pinY: 1, width: 1, height: 1 }] }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'Some shapes were not imported', severity: 'info' }));
  });

  it('reports the underlying error of a broken file', async () => {
    const editor = new DiagramEditor({ registry: testRegistry });
    const notify = vi.fn();
    renderWithServices(<Harness editor={editor} notify={notify} />, createTestServices());
    await choose(new File(['not a drawing'], 'broken.vsdx'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'The Visio file could not be imported: invalid zip data', severity: 'error' }));
    expect(editor.graph.getCells()).toHaveLength(0);
  });
});
