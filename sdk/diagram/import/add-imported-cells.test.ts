import { describe, expect, it } from 'vitest';
import type { CellDocument } from '../cell-codec';
import { DEFAULT_LINK_KEY } from '../constants';
import { DiagramEditor } from '../diagram-editor';
import { testRegistry } from '../test-support/test-shapes';
import { addImportedCells, IMPORT_BATCH } from './add-imported-cells';

const editor = (options: { readOnly?: boolean } = {}) =>
  new DiagramEditor({
    registry: testRegistry,
    settings: { embedding_enabled: true },
    layers: { layers: [{ id: 'base', name: 'Base', hidden: false }, { id: 'top', name: 'Top', hidden: false }] },
    ...options,
  });

const task = (jsid: string, x: number, y: number): CellDocument => ({ jsid, type: 'test.Task', position: { x, y }, size: { width: 90, height: 70 } });
const pool: CellDocument = { jsid: 'pool', type: 'test.Pool', title: 'Sales', position: { x: 0, y: 0 }, size: { width: 600, height: 200 } };
const flow: CellDocument = { jsid: 'flow', type: DEFAULT_LINK_KEY, source: { id: 't1' }, target: { id: 't2' } };

describe('addImportedCells', () => {
  it('sorts the graph’s cells once per few hundred cells, not once per cell (thousands of cells would take minutes)', async () => {
    const diagram = editor();
    const layer = diagram.graph.getLayer(diagram.graph.defaultLayerId);
    let sorts = 0;
    layer.cellCollection.on('sort', () => (sorts += 1));
    await addImportedCells(diagram, Array.from({ length: 1000 }, (_, index) => task(`t${index}`, index * 100, 0)));
    expect(diagram.graph.getElements()).toHaveLength(1000);
    expect(sorts).toBeLessThanOrEqual(4);
  });
  it('adds many cells in steps, telling how far it got, as one undo step that undoes and redoes', async () => {
    const diagram = editor();
    const progress: number[] = [];
    const batchOpen: boolean[] = [];
    const onProgress = (fraction: number) => {
      progress.push(fraction);
      batchOpen.push(diagram.graph.hasActiveBatch(IMPORT_BATCH));
    };
    await addImportedCells(diagram, Array.from({ length: 1200 }, (_, index) => task(`t${index}`, index * 100, 0)), { onProgress });
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    expect(batchOpen.every(Boolean)).toBe(true);
    expect(diagram.graph.hasActiveBatch()).toBe(false);
    diagram.undo();
    expect(diagram.graph.getCells()).toHaveLength(0);
    diagram.redo();
    expect(diagram.graph.getCells()).toHaveLength(1200);
  });

  it('adds the cells as one undo step on the first layer, containers under their content', async () => {
    const diagram = editor();
    const ids = await addImportedCells(diagram, [task('t1', 50, 50), flow, pool, task('t2', 300, 50)]);
    expect(ids).toEqual(['pool', 't1', 't2', 'flow']);
    expect(diagram.graph.getCells().map((cell) => cell.get('layer_id'))).toEqual(['base', 'base', 'base', 'base']);
    const z = (id: string) => diagram.graph.getCell(id).get('z') as number;
    expect(z('pool')).toBeLessThan(z('t1'));
    diagram.undo();
    expect(diagram.graph.getCells()).toHaveLength(0);
  });

  it('puts each element into the smallest imported container under its centre', async () => {
    const diagram = editor();
    const inner: CellDocument = { ...pool, jsid: 'inner', position: { x: 200, y: 0 }, size: { width: 300, height: 150 } };
    await addImportedCells(diagram, [pool, inner, task('t1', 20, 20), task('t2', 250, 20), task('t3', 900, 20)]);
    expect(diagram.graph.getCell('t1').getParentCell()?.id).toBe('pool');
    expect(diagram.graph.getCell('t2').getParentCell()?.id).toBe('inner');
    expect(diagram.graph.getCell('t3').getParentCell()).toBeNull();
  });

  it('leaves out of containers what §5 keeps out (an excluded shape)', async () => {
    const diagram = editor();
    await addImportedCells(diagram, [pool, { jsid: 'note', type: 'test.Note', position: { x: 20, y: 20 }, size: { width: 60, height: 40 } }]);
    expect(diagram.graph.getCell('note').getParentCell()).toBeNull();
  });

  it('adds nothing while read-only', async () => {
    const diagram = editor({ readOnly: true });
    expect(await addImportedCells(diagram, [task('t1', 0, 0)])).toEqual([]);
    expect(diagram.graph.getCells()).toHaveLength(0);
  });
});
