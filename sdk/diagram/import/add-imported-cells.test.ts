import { describe, expect, it } from 'vitest';
import type { CellDocument } from '../cell-codec';
import { DEFAULT_LINK_KEY } from '../constants';
import { DiagramEditor } from '../diagram-editor';
import { testRegistry } from '../test-support/test-shapes';
import { addImportedCells } from './add-imported-cells';

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
  it('sorts the graph’s cells once for the whole import, not once per cell (thousands of cells would take minutes)', () => {
    const diagram = editor();
    const layer = diagram.graph.getLayer(diagram.graph.defaultLayerId);
    let sorts = 0;
    layer.cellCollection.on('sort', () => (sorts += 1));
    addImportedCells(diagram, Array.from({ length: 50 }, (_, index) => task(`t${index}`, index * 100, 0)));
    expect(diagram.graph.getElements()).toHaveLength(50);
    expect(sorts).toBeLessThanOrEqual(1);
  });

  it('adds the cells as one undo step on the first layer, containers under their content', () => {
    const diagram = editor();
    const ids = addImportedCells(diagram, [task('t1', 50, 50), flow, pool, task('t2', 300, 50)]);
    expect(ids).toEqual(['pool', 't1', 't2', 'flow']);
    expect(diagram.graph.getCells().map((cell) => cell.get('layer_id'))).toEqual(['base', 'base', 'base', 'base']);
    const z = (id: string) => diagram.graph.getCell(id).get('z') as number;
    expect(z('pool')).toBeLessThan(z('t1'));
    diagram.undo();
    expect(diagram.graph.getCells()).toHaveLength(0);
  });

  it('puts each element into the smallest imported container under its centre', () => {
    const diagram = editor();
    const inner: CellDocument = { ...pool, jsid: 'inner', position: { x: 200, y: 0 }, size: { width: 300, height: 150 } };
    addImportedCells(diagram, [pool, inner, task('t1', 20, 20), task('t2', 250, 20), task('t3', 900, 20)]);
    expect(diagram.graph.getCell('t1').getParentCell()?.id).toBe('pool');
    expect(diagram.graph.getCell('t2').getParentCell()?.id).toBe('inner');
    expect(diagram.graph.getCell('t3').getParentCell()).toBeNull();
  });

  it('leaves out of containers what §5 keeps out (an excluded shape)', () => {
    const diagram = editor();
    addImportedCells(diagram, [pool, { jsid: 'note', type: 'test.Note', position: { x: 20, y: 20 }, size: { width: 60, height: 40 } }]);
    expect(diagram.graph.getCell('note').getParentCell()).toBeNull();
  });

  it('adds nothing while read-only', () => {
    const diagram = editor({ readOnly: true });
    expect(addImportedCells(diagram, [task('t1', 0, 0)])).toEqual([]);
    expect(diagram.graph.getCells()).toHaveLength(0);
  });
});
