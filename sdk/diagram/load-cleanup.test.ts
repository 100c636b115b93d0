import { describe, expect, it } from 'vitest';
import type { CellDocument } from './cell-codec';
import { cleanUpLoadedCells } from './load-cleanup';

const element = (jsid: string, extra: Partial<CellDocument> = {}): CellDocument => ({ jsid, type: 'test.Task', layer_id: 'L1', ...extra });
const link = (jsid: string, source: string | undefined, target: string | undefined): CellDocument => ({
  jsid,
  type: 'tessera.Link',
  layer_id: 'L1',
  source: source === undefined ? {} : { id: source },
  target: target === undefined ? {} : { id: target },
});
const layers = { layerIds: ['L1', 'L2'] };

describe('cleanUpLoadedCells', () => {
  it('keeps a clean diagram as it is', () => {
    const documents = [element('a'), element('b'), link('ab', 'a', 'b')];
    const result = cleanUpLoadedCells(documents, layers);
    expect(result).toEqual({ cells: documents, deleted: [], changed: [], skipped: [] });
    expect(result.cells[0]).toBe(documents[0]);
  });

  it('deletes a link whose target is missing', () => {
    const result = cleanUpLoadedCells([element('a'), link('ax', 'a', 'x')], layers);
    expect(result.deleted).toEqual(['ax']);
    expect(result.cells.map((cell) => cell.jsid)).toEqual(['a']);
  });

  it('deletes a link whose source is missing or that names no cell at all', () => {
    const documents = [element('b'), link('xb', 'x', 'b'), link('open', undefined, 'b')];
    expect(cleanUpLoadedCells(documents, layers).deleted).toEqual(['xb', 'open']);
  });

  it('keeps and draws a link with an end at a point on the paper (a flow that ends on nothing)', () => {
    const documents = [element('b'), { jsid: 'point', type: 'tessera.Link', layer_id: 'L1', source: { x: 1, y: 1 }, target: { id: 'b' } }];
    expect(cleanUpLoadedCells(documents, layers)).toMatchObject({ deleted: [], skipped: [] });
  });

  it('deletes a link to a link that is deleted', () => {
    const documents = [element('a'), link('on-link', 'a', 'broken'), link('broken', 'a', 'gone')];
    expect(cleanUpLoadedCells(documents, layers).deleted.sort()).toEqual(['broken', 'on-link']);
  });

  it('trims embedded-child lists to existing cells and reports the fix', () => {
    const result = cleanUpLoadedCells([element('pool', { embeds: ['a', 'gone', 'ax'] }), element('a'), link('ax', 'a', 'x')], layers);
    expect(result.cells[0].embeds).toEqual(['a']);
    expect(result.changed).toEqual(['pool']);
  });

  it('moves a cell with an unknown or no layer to the first layer', () => {
    const result = cleanUpLoadedCells([element('a', { layer_id: 'L9' }), element('b', { layer_id: 'L2' }), element('c', { layer_id: null })], layers);
    expect(result.cells.map((cell) => cell.layer_id)).toEqual(['L1', 'L2', 'L1']);
    expect(result.changed).toEqual(['a', 'c']);
  });

  it('leaves layers alone when the diagram has none', () => {
    const result = cleanUpLoadedCells([element('a', { layer_id: 'L9' })], { layerIds: [] });
    expect(result.changed).toEqual([]);
  });

  it('keeps documents of an unknown type on the server but does not draw them or their links', () => {
    const documents = [element('a'), { jsid: 'u', type: 'old.Shape' }, link('au', 'a', 'u'), element('pool', { embeds: ['a', 'u'] })];
    const result = cleanUpLoadedCells(documents, { ...layers, isKnownType: (type) => type !== 'old.Shape' });
    expect(result.deleted).toEqual([]);
    expect(result.skipped).toEqual(['u', 'au']);
    expect(result.cells.map((cell) => cell.jsid)).toEqual(['a', 'pool']);
    expect(result.cells[1].embeds).toEqual(['a']);
    expect(result.changed).toEqual(['u']);
  });
});
