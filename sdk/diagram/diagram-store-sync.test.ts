import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { dia } from '@joint/core';
import { SAVE_DEBOUNCE_MS } from '../../core/domain/constants';
import type { EntityValueBulkUpdate } from '../../core/domain/api-types';
import type { CellDocument } from './cell-codec';
import { changeShapeType } from './change-type';
import { DEFAULT_LINK_KEY } from './constants';
import { DiagramStoreSync } from './diagram-store-sync';
import { testRegistry } from './test-support/test-shapes';
import { UndoManager } from './undo-manager';
import { readyCellStore } from './test-support/cell-store';

const task = (jsid: string, x = 0, extra: Partial<CellDocument> = {}): CellDocument => ({
  jsid,
  type: 'test.Task',
  layer_id: 'L1',
  position: { x, y: 0 },
  size: { width: 90, height: 70 },
  ...extra,
});
const link = (jsid: string, source: string, target: string): CellDocument => ({
  jsid,
  type: DEFAULT_LINK_KEY,
  layer_id: 'L1',
  source: { id: source },
  target: { id: target },
});

async function setup(seed: CellDocument[], access: { writable: boolean } = { writable: true }) {
  const { http, server, store } = await readyCellStore(seed);
  const graph = testRegistry.createGraph();
  const undo = new UndoManager(graph);
  const sync = new DiagramStoreSync({ graph, store, registry: testRegistry, layerIds: () => ['L1', 'L2'], canWrite: () => access.writable });
  const bodies = () => http.requestsTo('POST', server.bulkUpdatePath).map((request) => request.body as EntityValueBulkUpdate<CellDocument>);
  const saved = () => server.values.map((row) => row.value);
  const settle = () => vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
  return { http, server, store, graph, undo, sync, bodies, saved, settle };
}

describe('DiagramStoreSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('draws the stored cells under their jsids, children under their parents', async () => {
    const { graph, sync } = await setup([task('pool', 0, { type: 'test.Pool', embeds: ['a'] }), task('a', 10), task('b', 200), link('ab', 'a', 'b')]);
    sync.load();
    expect(graph.getCells().map((cell) => cell.id)).toEqual(['pool', 'a', 'b', 'ab']);
    expect(graph.getCell('a').getParentCell()?.id).toBe('pool');
    expect(graph.getConnectedLinks(graph.getCell('a') as dia.Element)).toHaveLength(1);
  });

  it('deletes broken links on the server and saves the fixes of the load clean-up', async () => {
    const { sync, settle, bodies, server } = await setup([task('a', 0, { layer_id: 'gone', embeds: ['x'] }), link('ax', 'a', 'x')]);
    const ids = server.values.map((row) => row.id);
    const result = sync.load();
    expect(result.deleted).toEqual(['ax']);
    await settle();
    expect(bodies()).toEqual([
      {
        entity_values: [{ id: ids[0], value: { ...task('a', 0), embeds: [] } }],
        destroy_ids: [ids[1]],
      },
    ]);
  });

  it('saves a new cell as an entity value whose jsid is the cell id', async () => {
    const { graph, sync, settle, saved } = await setup([]);
    sync.load();
    graph.addCell(testRegistry.create('test.Task', { id: 'fresh', layer_id: 'L1', position: { x: 5, y: 6 } }));
    await settle();
    expect(saved()).toEqual([expect.objectContaining({ jsid: 'fresh', type: 'test.Task', position: { x: 5, y: 6 } })]);
  });

  it('saves a drag once, with its last position, when the batch ends', async () => {
    const { graph, sync, store, settle, bodies } = await setup([task('a', 0)]);
    sync.load();
    const a = graph.getCell('a') as dia.Element;
    const update = vi.spyOn(store, 'applyLocal');
    graph.startBatch('pointer');
    for (let x = 1; x <= 20; x += 1) a.position(x, 0);
    expect(update).not.toHaveBeenCalled();
    graph.stopBatch('pointer');
    expect(update).toHaveBeenCalledTimes(1);
    await settle();
    expect(bodies()[0].entity_values[0].value?.position).toEqual({ x: 20, y: 0 });
  });

  it('does not save the derived look or a change that leaves the document as it was', async () => {
    const { graph, sync, store } = await setup([task('a', 0, { z: 1, icon_type: 'none', shape_fill: '#ffffff' })]);
    sync.load();
    const update = vi.spyOn(store, 'applyLocal');
    graph.getCell('a').set('title', 'x');
    graph.getCell('a').set('title', undefined);
    expect(update).toHaveBeenCalledTimes(2);
    update.mockClear();
    graph.getCell('a').attr('body/fill', 'red');
    expect(update).not.toHaveBeenCalled();
  });

  it('deletes a removed cell and its links on the server', async () => {
    const { graph, sync, settle, saved } = await setup([task('a'), task('b', 200), link('ab', 'a', 'b')]);
    sync.load();
    graph.getCell('a').remove();
    await settle();
    expect(saved().map((document) => document.jsid)).toEqual(['b']);
  });

  it('saves undo and redo like any other change', async () => {
    const { graph, sync, undo, settle, saved } = await setup([task('a')]);
    sync.load();
    (graph.getCell('a') as dia.Element).position(100, 100);
    undo.undo();
    await settle();
    expect(saved()[0].position).toEqual({ x: 0, y: 0 });
    graph.getCell('a').remove();
    await settle();
    undo.undo();
    await settle();
    expect(saved().map((document) => document.jsid)).toEqual(['a']);
  });

  it('saves a type change as an update of the same entity value', async () => {
    const { graph, sync, settle, bodies, server } = await setup([task('a'), task('b', 200), link('ab', 'a', 'b')]);
    sync.load();
    const [id] = server.values.map((row) => row.id);
    changeShapeType(graph, testRegistry, 'a', 'test.Event');
    await settle();
    expect(bodies()).toEqual([{ entity_values: [{ id, value: expect.objectContaining({ jsid: 'a', type: 'test.Event' }) }] }]);
  });

  it('applies values changed elsewhere without saving them back or recording them for undo', async () => {
    const { graph, sync, store, undo, settle, bodies, server } = await setup([task('a'), task('b', 200)]);
    sync.load();
    const [first, second] = server.values;
    store.applyRemote({
      upserted: [{ ...first, value: { ...first.value, title: 'Renamed' } }, { ...first, id: 500, value: task('c', 400) }],
      destroyedIds: [second.id],
    });
    expect(graph.getCell('a').get('title')).toBe('Renamed');
    expect(graph.getCell('a').attr('label/text')).toBe('Renamed');
    expect(graph.getCell('c')).toBeDefined();
    expect(graph.getCell('b')).toBeUndefined();
    expect(undo.state.canUndo).toBe(false);
    await settle();
    expect(bodies()).toEqual([]);
  });

  it('draws a value written through the store (a cell’s catalog detail ties) as no undo step, saved once and kept by later edits', async () => {
    const { graph, sync, store, undo, settle, bodies, saved } = await setup([task('a')]);
    sync.load();
    store.update(store.items[0].key, (value) => ({ ...value, data_catalog_detail_entity_value_ids: [7] }));
    expect(graph.getCell('a').get('data_catalog_detail_entity_value_ids')).toEqual([7]);
    expect(undo.state.canUndo).toBe(false);
    await settle();
    expect(bodies()).toHaveLength(1);

    graph.getCell('a').set('position', { x: 50, y: 0 });
    await settle();
    expect(saved()[0]).toMatchObject({ position: { x: 50, y: 0 }, data_catalog_detail_entity_value_ids: [7] });
    expect(bodies()).toHaveLength(2);
  });

  it('writes nothing while the module may not be written, not even the load clean-up', async () => {
    const access = { writable: false };
    const { graph, sync, settle, http, server } = await setup([task('a', 0, { layer_id: 'gone' }), link('ax', 'a', 'x')], access);
    const result = sync.load();
    expect(result.deleted).toEqual(['ax']);
    expect(graph.getCell('a').get('layer_id')).toBe('L1');
    graph.getCell('a').set('title', 'seen by a reader only');
    await settle();
    expect(http.requestsTo('POST', server.bulkUpdatePath)).toEqual([]);
    expect(server.values.map((row) => row.value.jsid)).toEqual(['a', 'ax']);
  });

  it('saves again once the module may be written', async () => {
    const access = { writable: false };
    const { graph, sync, settle, saved } = await setup([task('a', 0)], access);
    sync.load();
    access.writable = true;
    graph.getCell('a').set('title', 'Unlocked');
    await settle();
    expect(saved()).toEqual([expect.objectContaining({ jsid: 'a', title: 'Unlocked' })]);
  });

  it('keeps on server the documents of a type it cannot draw', async () => {
    const { sync, settle, saved, graph } = await setup([task('a'), { jsid: 'old', type: 'legacy.Shape', layer_id: 'L1' }]);
    sync.load();
    expect(graph.getCell('old')).toBeUndefined();
    graph.getCell('a').set('title', 'x');
    await settle();
    expect(saved().map((document) => document.jsid)).toEqual(['a', 'old']);
  });
});
