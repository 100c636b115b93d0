import { describe, expect, it } from 'vitest';
import { importVisio } from '../../../sdk/diagram';
import { vsdxFile, type TestShape } from '../../../sdk/diagram/import/test-support/vsdx-builder';
import { ecosystemVisioMapper } from './ecosystem-visio-mapper';

const shape = (id: number, master: string, text = ''): TestShape => ({ id, master, text, pinX: id * 2, pinY: 1, width: 1.5, height: 0.75 });

describe('ecosystem Visio import', () => {
  it('maps basic shapes to actors and connectors to association relationships; skips the rest', async () => {
    const file = vsdxFile({
      shapes: [shape(1, 'Rounded rectangle', 'Supplier'), shape(2, 'Circle', 'Customer'), shape(3, 'Server')],
      connectors: [
        { id: 4, master: 'Dynamic connector', from: 1, to: 2, text: 'delivers' },
        { id: 5, master: 'Straight connector', from: 2, to: 1 },
      ],
    });
    const { cells, skipped } = await importVisio(file, ecosystemVisioMapper);
    expect(skipped).toBe(true);
    expect(cells.map((cell) => [cell.type, cell.title])).toEqual([
      ['ecosystem.Actor', 'Supplier'],
      ['ecosystem.Actor', 'Customer'],
      ['ecosystem.Relationship', 'delivers'],
      ['ecosystem.Relationship', undefined],
    ]);
    expect(cells[2]).toMatchObject({ linkType: 'association', source: { id: cells[0].jsid }, target: { id: cells[1].jsid } });
  });
});
