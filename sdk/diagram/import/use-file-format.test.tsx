import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../../test-support/render-with-services';
import { DiagramEditor } from '../diagram-editor';
import { testRegistry } from '../test-support/test-shapes';
import type { DiagramFileFormat } from './diagram-file-format';
import { ImportFileTool } from './import-file-tool';
import { useFileFormat } from './use-file-format';
import type { VisioImportNotice } from './use-visio-import';

/** A format whose file is one task per line; a line 'cloud' is not drawn, a file 'broken' is refused. */
const lines: DiagramFileFormat = {
  name: 'Lines',
  accept: '.txt',
  extension: 'txt',
  mediaType: 'text/plain',
  async read(text) {
    if (text === 'broken') throw new Error('not a lines file');
    const rows = text.split('\n');
    const cells = rows.filter((row) => row !== 'cloud').map((title, index) => ({ jsid: `t${index}`, type: 'test.Task', title, position: { x: 0, y: index * 100 } }));
    const notDrawn: Record<string, number> = rows.includes('cloud') ? { cloud: 1 } : {};
    return { cells, notDrawn };
  },
  async write(cells) {
    return { text: cells.map((cell) => cell.title).join('\n'), notWritten: { note: 2 } };
  },
};

function Harness({ editor, notify }: { editor: DiagramEditor; notify: (notice: VisioImportNotice) => void }) {
  const io = useFileFormat(editor, lines, 'Plan', notify);
  return (
    <>
      <ImportFileTool label="Import Lines" accept={lines.accept} busy={io.importing} onFile={io.importFile} />
      <button type="button" onClick={() => void io.exportFile()}>
        Export Lines
      </button>
    </>
  );
}

const setUp = () => {
  const editor = new DiagramEditor({ registry: testRegistry, layers: { layers: [{ id: 'base', name: 'Base', hidden: false }] } });
  const notify = vi.fn();
  renderWithServices(<Harness editor={editor} notify={notify} />, createTestServices());
  return { editor, notify };
};
const choose = (text: string) => userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, new File([text], 'plan.txt'));

afterEach(() => vi.restoreAllMocks());

describe("A plugin's file format in the editor", () => {
  it('imports the file as one undo step, selects the new cells and counts what was not drawn', async () => {
    const { editor, notify } = setUp();
    await choose('Pack\ncloud\nShip');
    await waitFor(() => expect(editor.graph.getElements()).toHaveLength(2));
    expect(editor.selection.ids).toHaveLength(2);
    expect(notify).toHaveBeenCalledWith({ text: 'Some elements were not imported or are drawn simplified: 1 × cloud', severity: 'info' });
    editor.undo();
    expect(editor.graph.getCells()).toHaveLength(0);
  });

  it("reports the format's error for a file it refuses, and adds nothing", async () => {
    const { editor, notify } = setUp();
    await choose('broken');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ text: 'The Lines file could not be imported: not a lines file', severity: 'error' }));
    expect(editor.graph.getCells()).toHaveLength(0);
  });

  it('exports the diagram as <module name>.<extension> and counts what the format cannot hold', async () => {
    const { editor, notify } = setUp();
    await choose('Pack');
    await waitFor(() => expect(editor.graph.getElements()).toHaveLength(1));
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:plan';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('Plan.txt');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Export Lines' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(blobs[0].type).toBe('text/plain');
    expect(notify).toHaveBeenCalledWith({ text: 'Some shapes were not exported: 2 × note', severity: 'info' });
  });
});
