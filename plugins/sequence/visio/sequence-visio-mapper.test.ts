import { describe, expect, it } from 'vitest';
import { importVisio } from '../../../sdk/diagram';
import { importPageOf } from '../../../sdk/diagram/import/test-support/visio-test-import';
import { vsdxFile, type TestConnector, type TestShape } from '../../../sdk/diagram/import/test-support/vsdx-builder';
import { sequenceVisioMapper } from './sequence-visio-mapper';

// Lifelines 4 in high whose tops are 1 in below the top of the 11 in page (96 px).
const lifeline = (id: number, master: string, text: string, pinX: number): TestShape => ({ id, master, text, pinX, pinY: 8, width: 1, height: 4 });
/** A straight message from x1 to x2 at `y` inches from the page's bottom. */
const message = (id: number, master: string, from: number, to: number, x1: number, x2: number, y: number): TestConnector => ({
  id,
  master,
  from,
  to,
  cells: { BeginX: x1, BeginY: y, EndX: x2, EndY: y, PinX: (x1 + x2) / 2, PinY: y, Width: Math.abs(x2 - x1), Height: 0, LocPinX: Math.abs(x2 - x1) / 2, LocPinY: 0 },
  geometry: [
    [0, 0],
    [x2 - x1, 0],
  ],
});

describe('sequence Visio import', () => {
  it('maps lifelines to participants, activations, and messages by type at the height Visio drew them', async () => {
    const file = vsdxFile({
      shapes: [lifeline(1, 'Object lifeline', 'Shop', 1), lifeline(2, 'Actor lifeline', 'Customer', 4), { id: 3, master: 'Activation', pinX: 4, pinY: 8, width: 0.2, height: 1 }, { id: 9, master: 'Fragment', pinX: 2, pinY: 2, width: 1, height: 1 }],
      connectors: [message(4, 'Message', 1, 2, 1, 4, 9), message(5, 'Asynchronous Message', 1, 3, 1, 4, 8.5), message(6, 'Return Message', 3, 1, 4, 1, 8)],
    });
    const { cells, skipped } = await importVisio(file, sequenceVisioMapper);
    expect(skipped).toBe(true);
    expect(cells.map((cell) => [cell.type, cell.title, cell.message_type])).toEqual([
      ['sequence.Participant', 'Shop', undefined],
      ['sequence.Participant', 'Customer', undefined],
      ['sequence.Activation', undefined, undefined],
      ['sequence.Message', undefined, 'synchronous'],
      ['sequence.Message', undefined, 'asynchronous'],
      ['sequence.Message', undefined, 'return'],
    ]);
    // The first message is 1 in under the lifelines' tops (2 in from the top of the page): 96 px down the lifeline.
    expect(cells[3]).toMatchObject({ source: { id: cells[0].jsid, anchor: { name: 'top', args: { dy: 96 } } }, target: { id: cells[1].jsid, anchor: { args: { dy: 96 } } } });
    // The return message, 3 in from the top of the page, leaves the activation (top 2.5 in) 0.5 in down and meets the lifeline 2 in down.
    expect(cells[5]).toMatchObject({ source: { id: cells[2].jsid, anchor: { args: { dy: 48 } } }, target: { id: cells[0].jsid, anchor: { args: { dy: 192 } } } });
  });

  it('anchors the messages of a later page of a drawing of several on that page’s lifelines, and a loose end keeps its point', () => {
    const { cells } = importPageOf(
      sequenceVisioMapper,
      [
        { name: 'Overview', shapes: [lifeline(1, 'Lifeline', 'Elsewhere', 6)] },
        {
          name: 'Checkout',
          shapes: [lifeline(1, 'Object lifeline', 'Shop', 1), lifeline(2, 'Actor lifeline', 'Customer', 4)],
          connectors: [message(4, 'Message', 1, 2, 1, 4, 9), { ...message(5, 'Message', 2, 1, 4, 7, 8), from: 2, to: undefined, end: [7, 8] }],
        },
      ],
      1,
    );
    expect(cells.map((cell) => cell.title ?? cell.type)).toEqual(['Shop', 'Customer', 'sequence.Message', 'sequence.Message']);
    expect(cells[2]).toMatchObject({ source: { id: cells[0].jsid, anchor: { args: { dy: 96 } } }, target: { id: cells[1].jsid, anchor: { args: { dy: 96 } } } });
    // The second message's end lies on no lifeline: it stays where Visio drew it (7 in, 3 in from the top), with no anchor.
    expect(cells[3].target).toEqual({ x: 672, y: 288 });
  });
});
