import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVE_DEBOUNCE_MS } from '../../../core/domain/constants';
import type { EntityValueBulkUpdate } from '../../../core/domain/api-types';
import type { CellDocument } from '../cell-codec';
import { DEFAULT_LINK_KEY } from '../constants';
import { DiagramEditor } from '../diagram-editor';
import { DiagramStoreSync } from '../diagram-store-sync';
import { readyCellStore } from '../test-support/cell-store';
import { testRegistry } from '../test-support/test-shapes';
import { createServerCellCloner } from './cell-cloner';
import { clearClipboard, readClipboard } from './shared-clipboard';

const task = (jsid: string, x: number): CellDocument => ({
  jsid,
  type: 'test.Task',
  layer_id: 'L1',
  position: { x, y: 0 },
  size: { width: 90, height: 70 },
  attrs: { label: { text: jsid } },
});
const link = (jsid: string, source: string, target: string): CellDocument => ({ jsid, type: DEFAULT_LINK_KEY, layer_id: 'L1', source: { id: source }, target: { id: target } });

async function setup(seed: CellDocument[], moduleId = 2) {
  const { http, server, store } = await readyCellStore(seed);
  const editor = new DiagramEditor({ registry: testRegistry, layers: { layers: [{ id: 'L1', name: 'One', hidden: false }] } });
  const sync = new DiagramStoreSync({ graph: editor.graph, store, registry: testRegistry, layerIds: () => ['L1'], canWrite: () => true });
  sync.load();
  editor.setCellCloner(createServerCellCloner({ http, projectId: 1, moduleId, sync }));
  const settle = () => vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
  const creates = () =>
    http
      .requestsTo('POST', server.bulkUpdatePath)
      .flatMap((request) => (request.body as EntityValueBulkUpdate<CellDocument>).entity_values)
      .filter((entry) => !('id' in entry));
  return { http, server, store, editor, settle, creates };
}

describe('duplicates and pastes made on the server', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearClipboard();
  });
  afterEach(() => vi.useRealTimers());

  it('duplicates saved cells with one clone.json call, keeping the link between them, as one undo step', async () => {
    const { http, server, editor, settle, creates } = await setup([task('a', 0), task('b', 200), link('ab', 'a', 'b')]);
    editor.selection.select(['a', 'b']);
    const ids = await editor.duplicateSelection();
    await settle();

    const [clone] = http.requestsTo('POST', server.clonePath);
    expect(clone.body).toEqual({ source_module_id: 2, entity_value_ids: [101, 102, 103], offset: { x: 20, y: 20 }, layer_id: 'L1' });
    expect(ids).toHaveLength(3);
    expect(editor.selection.ids).toEqual(ids);
    const copyOfA = editor.graph.getCell(ids[0]);
    expect(copyOfA.get('position')).toEqual({ x: 20, y: 20 });
    const copiedLink = editor.graph.getLinks().find((candidate) => ids.includes(String(candidate.id)));
    expect(copiedLink?.source().id).toBe(ids[0]);
    expect(copiedLink?.target().id).toBe(ids[1]);
    expect(creates()).toEqual([]);
    expect(server.values).toHaveLength(6);

    editor.undo();
    await settle();
    expect(editor.graph.getCells()).toHaveLength(3);
    expect(server.values.map((row) => row.value.jsid)).toEqual(['a', 'b', 'ab']);
  });

  it('copies in the browser cells that are not saved yet', async () => {
    const { http, server, editor, settle } = await setup([task('a', 0)]);
    editor.addShape('test.Task');
    editor.selection.select(editor.graph.getElements().map((cell) => cell.id));
    const ids = await editor.duplicateSelection();
    await settle();
    expect(ids).toHaveLength(2);
    expect(http.requestsTo('POST', server.clonePath)).toEqual([]);
    expect(server.values).toHaveLength(4);
  });

  it('pastes a copy from a module of another kind in the browser when the server refuses the source', async () => {
    const source = await setup([task('a', 0)], 2);
    source.editor.selection.select(['a']);
    source.editor.copySelection();
    expect(readClipboard()?.source).toEqual({ moduleId: 2, valueIds: [101] });

    const target = await setup([], 2);
    // The same fake server answers for module 2 only: a clipboard from module 9 is another kind's.
    readClipboard()!.source = { moduleId: 9, valueIds: [101] };
    const ids = await target.editor.paste();
    await target.settle();
    expect(ids).toHaveLength(1);
    expect(target.server.values.map((row) => row.value.type)).toEqual(['test.Task']);
  });

  it('adds nothing and says so when the server fails', async () => {
    const { server, editor } = await setup([task('a', 0)]);
    server.cloneFailures = 1;
    const failures: unknown[] = [];
    editor.pasteFailed$.subscribe((error) => failures.push(error));
    editor.selection.select(['a']);
    expect(await editor.duplicateSelection()).toEqual([]);
    expect(editor.graph.getCells()).toHaveLength(1);
    expect(failures).toHaveLength(1);
  });
});
