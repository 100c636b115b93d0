import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices, testModule } from '../../test-support/render-with-services';
import { DiagramEditor } from '../diagram-editor';
import { testRegistry } from '../test-support/test-shapes';
import { ImportFileTool } from './import-file-tool';
import { vsdxFile, type TestDrawing } from './test-support/vsdx-builder';
import { useVisioImport, type VisioImportNotice } from './use-visio-import';
import { VisioPageDialog } from './visio-page-dialog';
import { SKIP, visioElement, type VisioShapeMapper } from './visio-mapper';

const mapper: VisioShapeMapper = {
  mapShape: (shape) => (shape.masterName === 'Task' ? visioElement(shape, 'test.Task') : SKIP),
  mapConnector: () => SKIP,
  mapCallout: () => SKIP,
};

const MODULE = testModule({ section_id: 4, type_key: 'Bpmns', name: 'Order process' });

function Harness({ editor, notify }: { editor: DiagramEditor; notify: (notice: VisioImportNotice) => void }) {
  const visio = useVisioImport(editor, mapper, notify, { module: MODULE, cellAttributeKey: 'DiagramCell' });
  return (
    <>
      <ImportFileTool label="Import Visio" accept=".vsdx" busy={visio.importing} onFile={visio.importFile} />
      {visio.pageChoice && <VisioPageDialog {...visio.pageChoice} />}
    </>
  );
}

const task = (id: number, text: string) => ({ id, master: 'Task', text, pinX: id, pinY: 1, width: 0.5, height: 0.5 });
/** Two pages: Ordering (two tasks and a cloud the mapper skips), Shipping (one task). */
const TWO_PAGES: TestDrawing = {
  shapes: [],
  pages: [
    { name: 'Ordering', shapes: [task(1, 'Order'), task(2, 'Pay'), { id: 3, master: 'Cloud', pinX: 3, pinY: 3, width: 1, height: 1 }] },
    { name: 'Shipping', shapes: [task(1, 'Ship')] },
  ],
};

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
    await waitFor(() => expect(editor.selection.ids).toEqual([editor.graph.getElements()[0].id]));
    expect(notify).not.toHaveBeenCalled();
    editor.undo();
    expect(editor.graph.getCells()).toHaveLength(0);
  });

  it('says that some shapes were not imported', async () => {
    const editor = new DiagramEditor({ registry: testRegistry });
    const notify = vi.fn();
    renderWithServices(<Harness editor={editor} notify={notify} />, createTestServices());
    await choose(vsdxFile({ shapes: [{ id: 1, master: 'Cloud', pinX: 1, pinY: 1, width: 1, height: 1 }] }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'Some shapes were not imported from page “Page-1”: 1 × Cloud.', severity: 'info' }));
  });

  it('names a skipped shape without a master in words', async () => {
    const editor = new DiagramEditor({ registry: testRegistry });
    const notify = vi.fn();
    renderWithServices(<Harness editor={editor} notify={notify} />, createTestServices());
    await choose(vsdxFile({ shapes: [{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1 }] }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'Some shapes were not imported from page “Page-1”: 1 × shape without a name.', severity: 'info' }));
  });

  it('names skipped callout lines in words, with the master of their shape', async () => {
    const editor = new DiagramEditor({ registry: testRegistry });
    const notify = vi.fn();
    renderWithServices(<Harness editor={editor} notify={notify} />, createTestServices());
    await choose(
      vsdxFile({
        shapes: [
          { id: 1, master: 'Task', pinX: 1, pinY: 1, width: 1, height: 1 },
          { id: 2, master: 'Task', pinX: 3, pinY: 1, width: 1, height: 1, calloutTo: 1 },
          { id: 3, master: 'Task', pinX: 5, pinY: 1, width: 1, height: 1, calloutTo: 1 },
        ],
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'Some shapes were not imported from page “Page-1”: 2 × callout line of Task.', severity: 'info' }));
  });

  it('lists the pages of a drawing of several and imports the chosen one here', async () => {
    const editor = new DiagramEditor({ registry: testRegistry });
    const notify = vi.fn();
    renderWithServices(<Harness editor={editor} notify={notify} />, createTestServices());
    await choose(vsdxFile(TWO_PAGES));
    const dialog = await screen.findByRole('dialog', { name: 'Import which page?' });
    expect(screen.getByRole('radio', { name: 'Ordering (3 shapes)' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Shipping (1 shape)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import this page' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(editor.graph.getElements().map((cell) => cell.get('title'))).toEqual(['Ship']));
    expect(notify).not.toHaveBeenCalled();
  });

  it('makes each page a new module of this kind in this section, named after the page, holding its cells', async () => {
    const editor = new DiagramEditor({ registry: testRegistry });
    const notify = vi.fn();
    const services = createTestServices();
    let nextId = 100;
    services.http
      .on('POST', '/api/projects/7/project_scenario_modules.json', ({ body }) => ({ ...MODULE, ...(body as object), id: ++nextId }))
      .on('GET', '/api/entity_attributes.json', () => [{ id: 5, key: 'DiagramCell' }])
      .on('POST', '/api/projects/7/project_scenario_modules/101/entity_values/bulk_update.json', () => ({ entity_values: [], destroyed_ids: [] }))
      .on('POST', '/api/projects/7/project_scenario_modules/102/entity_values/bulk_update.json', () => ({ entity_values: [], destroyed_ids: [] }));
    renderWithServices(<Harness editor={editor} notify={notify} />, services);
    await choose(vsdxFile(TWO_PAGES));
    await userEvent.click(await screen.findByRole('button', { name: 'Each page as a new module' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'Created 2 modules: Ordering, Shipping', severity: 'info' }));
    expect(notify).toHaveBeenCalledWith({ text: 'Some shapes were not imported from page “Ordering”: 1 × Cloud.', severity: 'info' });
    expect(services.http.requestsTo('POST', '/api/projects/7/project_scenario_modules.json').map((request) => request.body)).toEqual([
      { name: 'Ordering', type_key: 'Bpmns', section_id: 4 },
      { name: 'Shipping', type_key: 'Bpmns', section_id: 4 },
    ]);
    const saved = (moduleId: number) =>
      (services.http.requestsTo('POST', `/api/projects/7/project_scenario_modules/${moduleId}/entity_values/bulk_update.json`)[0].body as {
        entity_values: Array<{ entity_attribute_id: number; value: { title?: string } }>;
      }).entity_values;
    expect(saved(101).map((item) => [item.entity_attribute_id, item.value.title])).toEqual([[5, 'Order'], [5, 'Pay']]);
    expect(saved(102).map((item) => item.value.title)).toEqual(['Ship']);
    expect(editor.graph.getCells()).toHaveLength(0);
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
