import { describe, expect, it, vi } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import { CellImages, cellSavedIn, type CellImageTransport } from './cell-images';
import { testRegistry } from './test-support/test-shapes';
import { UndoManager } from './undo-manager';

function setup() {
  const graph = testRegistry.createGraph();
  const undo = new UndoManager(graph);
  let uploads = 0;
  const transport = {
    upload: vi.fn(async (cellId: string, _image: Blob) => `/images/${cellId}-${(uploads += 1)}.png`),
    remove: vi.fn(async () => {}),
    download: vi.fn(async (url: string) => new Blob([url])),
  } satisfies CellImageTransport;
  const onError = vi.fn();
  let markSaved = () => {};
  const saved = new Promise<void>((resolve) => (markSaved = resolve));
  const images = new CellImages(graph, transport, onError, () => saved);
  graph.addCell(testRegistry.create('test.Task', { id: 'a' }));
  undo.clear();
  return { graph, undo, transport, images, onError, markSaved };
}

describe('CellImages', () => {
  it('uploads an image onto a cell and shows it, undoably', async () => {
    const { graph, images, undo } = setup();
    await images.upload('a', new Blob(['png']));
    expect(graph.getCell('a').get('image')).toEqual({ url: '/images/a-1.png' });
    undo.undo();
    expect(graph.getCell('a').get('image')).toBeUndefined();
  });

  it('removes a cell’s image', async () => {
    const { graph, images, transport } = setup();
    await images.upload('a', new Blob(['png']));
    await images.remove('a');
    expect(transport.remove).toHaveBeenCalledWith('a');
    expect(graph.getCell('a').get('image')).toBeNull();
  });

  it('keeps a deleted cell’s image and uploads it again when the deletion is undone', async () => {
    const { graph, images, undo, transport, markSaved } = setup();
    await images.upload('a', new Blob(['png']));
    const kept = new Blob(['kept']);
    transport.download.mockResolvedValueOnce(kept);
    undo.clear();
    graph.getCell('a').remove();
    expect(transport.download).toHaveBeenCalledWith('/images/a-1.png');
    undo.undo();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(transport.upload).toHaveBeenCalledTimes(1);
    markSaved();
    await vi.waitFor(() => expect(graph.getCell('a').get('image')).toEqual({ url: '/images/a-2.png' }));
    expect(transport.upload.mock.calls[1]).toEqual(['a', kept]);
    expect(transport.upload.mock.calls[1][1]).toBe(kept);
    expect(undo.state).toEqual({ canUndo: false, canRedo: true });
  });

  it('does not download images of cells without one or removed by a remote change', () => {
    const { graph, transport } = setup();
    graph.getCell('a').remove();
    graph.addCell(testRegistry.create('test.Task', { id: 'b', image: { url: '/x.png' } }));
    graph.getCell('b').remove({ fromStore: true });
    expect(transport.download).not.toHaveBeenCalled();
  });

  it('reports a failed download and restores the cell without its upload', async () => {
    const { graph, images, undo, transport, onError } = setup();
    await images.upload('a', new Blob(['png']));
    transport.download.mockRejectedValueOnce(new Error('gone'));
    undo.clear();
    graph.getCell('a').remove();
    undo.undo();
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('gone')));
    expect(transport.upload).toHaveBeenCalledTimes(1);
  });

  it('does not upload for a restored cell deleted again before it was saved', async () => {
    const { graph, images, undo, transport, markSaved } = setup();
    await images.upload('a', new Blob(['png']));
    undo.clear();
    graph.getCell('a').remove();
    undo.undo();
    undo.redo();
    markSaved();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(transport.upload).toHaveBeenCalledTimes(1);
  });
});

describe('cellSavedIn', () => {
  it('resolves once the store holds the cell with an id', async () => {
    const state$ = new BehaviorSubject({ items: [{ id: null as number | null, value: { jsid: 'a' } }] });
    let done = false;
    void cellSavedIn({ state$ } as unknown as Parameters<typeof cellSavedIn>[0])('a').then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    state$.next({ items: [{ id: 12, value: { jsid: 'a' } }] });
    await vi.waitFor(() => expect(done).toBe(true));
  });
});
