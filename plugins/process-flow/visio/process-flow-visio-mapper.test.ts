import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_KEY, importVisio } from '../../../sdk/diagram';
import { vsdxFile, type TestShape } from '../../../sdk/diagram/import/test-support/vsdx-builder';
import { processFlowVisioMapper } from './process-flow-visio-mapper';

const shape = (id: number, master: string, text = ''): TestShape => ({ id, master, text, pinX: id, pinY: 1, width: 1, height: 0.5 });

describe('process-flow Visio import', () => {
  it('maps the basic flowchart shapes to the flowchart symbols, with their text', async () => {
    const masters = ['Start/End', 'Process', 'Decision', 'Data', 'Document', 'Predefined process', 'On-page reference'];
    const { cells, skipped } = await importVisio(vsdxFile({ shapes: masters.map((master, index) => shape(index + 1, master, master)) }), processFlowVisioMapper);
    expect(skipped).toBe(false);
    expect(cells.map((cell) => [cell.type, cell.title])).toEqual([
      ['processFlow.Terminator', 'Start/End'],
      ['processFlow.Process', 'Process'],
      ['processFlow.Decision', 'Decision'],
      ['processFlow.InputOutput', 'Data'],
      ['processFlow.Document', 'Document'],
      ['processFlow.PredefinedProcess', 'Predefined process'],
      ['processFlow.Connector', 'On-page reference'],
    ]);
  });

  it('maps dynamic connectors to flows between the imported shapes', async () => {
    const file = vsdxFile({ shapes: [shape(1, 'Process'), shape(2, 'Decision')], connectors: [{ id: 3, master: 'Dynamic connector', from: 1, to: 2, text: 'next' }] });
    const { cells } = await importVisio(file, processFlowVisioMapper);
    expect(cells[2]).toMatchObject({ type: DEFAULT_LINK_KEY, flowType: 'normal', title: 'next', source: { id: cells[0].jsid }, target: { id: cells[1].jsid } });
  });

  it('skips other shapes and connectors and says so, keeping the rest', async () => {
    const file = vsdxFile({
      shapes: [shape(1, 'Process'), shape(2, 'Cloud'), shape(3, 'Process')],
      connectors: [
        { id: 4, master: 'Line-curve connector', from: 1, to: 3 },
        { id: 5, master: 'Dynamic connector', from: 1, to: 2 },
      ],
    });
    const { cells, skipped } = await importVisio(file, processFlowVisioMapper);
    expect(skipped).toBe(true);
    expect(cells.map((cell) => cell.type)).toEqual(['processFlow.Process', 'processFlow.Process']);
  });
});
