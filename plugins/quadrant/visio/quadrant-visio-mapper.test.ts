import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_KEY, importVisio } from '../../../sdk/diagram';
import { vsdxFile, type TestShape } from '../../../sdk/diagram/import/test-support/vsdx-builder';
import { quadrantVisioMapper } from './quadrant-visio-mapper';

const shape = (id: number, master: string, text = ''): TestShape => ({ id, master, text, pinX: id * 2, pinY: 1, width: 1, height: 0.5 });

describe('quadrant Visio import', () => {
  it('maps basic shapes to items with their text and colours, and connectors to links; skips the rest', async () => {
    const file = vsdxFile({
      shapes: [{ ...shape(1, 'Rectangle', 'Quick win'), cells: { FillForegnd: '#ffcc00' } }, shape(2, 'Ellipse', 'Big bet'), shape(3, 'Cloud')],
      connectors: [{ id: 4, master: 'Dynamic connector', from: 1, to: 2 }],
    });
    const { cells, skipped } = await importVisio(file, quadrantVisioMapper);
    expect(skipped).toBe(true);
    expect(cells.map((cell) => [cell.type, cell.title])).toEqual([
      ['quadrant.Item', 'Quick win'],
      ['quadrant.Item', 'Big bet'],
      [DEFAULT_LINK_KEY, undefined],
    ]);
    expect(cells[0]).toMatchObject({ shape_fill: '#ffcc00' });
    expect(cells[2]).toMatchObject({ source: { id: cells[0].jsid }, target: { id: cells[1].jsid } });
  });
});
