import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_KEY } from '../../../sdk/diagram';
import { bpmnVisioMapper, NON_BPMN_SHAPE_ERROR } from './bpmn-visio-mapper';
import { importerOf, shape } from '../../../sdk/diagram/import/test-support/visio-test-import';

const importShapes = importerOf(bpmnVisioMapper);

/** Flow links' flowType in order. */
const flowTypes = (cells: Array<Record<string, unknown>>) => cells.filter((cell) => cell.type === DEFAULT_LINK_KEY).map((cell) => cell.flowType);

describe('BPMN Visio import: a cross-functional pool’s helper shapes', () => {
  // As Visio draws a pool: its container, the lane list holding the lanes, the phase list above them, a separator across.
  const pool = [
    { id: 1, master: 'CFF Container', text: 'Order handling', pinX: 4, pinY: 8.5, width: 6, height: 3.5 },
    { id: 2, master: 'Swimlane List', pinX: 4, pinY: 8.5, width: 6, height: 3 },
    { id: 3, master: 'Phase List', pinX: 4, pinY: 10.1, width: 6, height: 0.2 },
    { id: 4, master: 'Phase', text: 'Phase', pinX: 4, pinY: 10.1, width: 6, height: 0.2 },
    { id: 5, master: 'Separator', pinX: 3, pinY: 8.5, width: 0.05, height: 3 },
    // The lower lane first in the file: the order on the page is what counts.
    { id: 6, master: 'Swimlane', text: 'Warehouse', pinX: 4, pinY: 7.75, width: 6, height: 1.5 },
    { id: 7, master: 'Swimlane', text: 'Sales', pinX: 4, pinY: 9.25, width: 6, height: 1.5 },
  ];

  it('imports a pool of two lanes in their order on the page and its phase, skipping and refusing nothing', async () => {
    const { cells, skipped, skippedKinds } = await importShapes(pool);
    expect(skipped).toBe(false);
    expect(skippedKinds).toEqual({});
    expect(cells).toEqual([
      expect.objectContaining({ type: 'bpmn.Pool', title: 'Order handling', lanes: [expect.objectContaining({ label: 'Sales' }), expect.objectContaining({ label: 'Warehouse' })] }),
      expect.objectContaining({ type: 'bpmn.Group', title: 'Phase' }),
    ]);
  });

  it('makes each phase a group named as the phase, across the pool’s lanes over the phase’s stretch', async () => {
    // Two phases side by side in the phase list (1 to 3.5 in, 3.5 to 7 in), a separator between them.
    const { cells } = await importShapes([
      ...pool.filter((shape) => shape.master !== 'Phase' && shape.master !== 'Separator'),
      { id: 8, master: 'Phase', text: 'Quote', pinX: 2.25, pinY: 10.1, width: 2.5, height: 0.2 },
      { id: 9, master: 'Phase', text: 'Deliver', pinX: 5.25, pinY: 10.1, width: 3.5, height: 0.2 },
      { id: 10, master: 'Separator', pinX: 3.5, pinY: 8.5, width: 0.05, height: 3 },
    ]);
    const poolCell = cells.find((cell) => cell.type === 'bpmn.Pool');
    const groups = cells.filter((cell) => cell.type === 'bpmn.Group');
    expect(groups.map((group) => [group.title, group.position, group.size])).toEqual([
      ['Quote', { x: 96, y: (poolCell?.position as { y: number }).y }, { width: 240, height: (poolCell?.size as { height: number }).height }],
      ['Deliver', { x: 336, y: (poolCell?.position as { y: number }).y }, { width: 336, height: (poolCell?.size as { height: number }).height }],
    ]);
  });

  it('turns a vertical pool into a horizontal one: lanes left to right become lanes top to bottom, the flow runs across', async () => {
    // Visio's vertical cross-functional flowchart: lanes side by side (Sales left of Warehouse), the flow running down.
    const { cells, skipped } = await importShapes(
      [
        { id: 1, master: 'CFF Container', text: 'Order handling', pinX: 3.5, pinY: 6, width: 3.5, height: 8 },
        { id: 2, master: 'Swimlane (vertical)', text: 'Sales', pinX: 2.75, pinY: 5.75, width: 1.5, height: 7.5 },
        { id: 3, master: 'Swimlane (vertical)', text: 'Warehouse', pinX: 4.25, pinY: 5.75, width: 1.5, height: 7.5 },
        { id: 4, master: 'Phase List', pinX: 3.5, pinY: 9.9, width: 3, height: 0.2 },
        shape(5, 'Task', {}, { text: 'Quote', pinX: 2.75, pinY: 8, width: 1, height: 0.5 }),
        shape(6, 'Task', {}, { text: 'Pick', pinX: 4.25, pinY: 5, width: 1, height: 0.5 }),
      ],
      [{ id: 7, master: 'Dynamic connector', from: 5, to: 6 }],
    );
    expect(skipped).toBe(false);
    const poolCell = cells.find((cell) => cell.type === 'bpmn.Pool') as unknown as { lanes: Array<{ label: string; cells: string[] }>; size: { width: number; height: number } };
    expect(poolCell.lanes.map((lane) => lane.label)).toEqual(['Sales', 'Warehouse']);
    expect(poolCell.size.width).toBeGreaterThan(poolCell.size.height);
    const task = (title: string) => cells.find((cell) => cell.title === title) as { jsid: string; position: { x: number; y: number }; size: { width: number; height: number } };
    expect(poolCell.lanes.map((lane) => lane.cells)).toEqual([[task('Quote').jsid], [task('Pick').jsid]]);
    // The tasks keep their size; what came later down the page comes later across it.
    expect(task('Quote').size).toEqual({ width: 96, height: 48 });
    expect(task('Pick').position.x).toBeGreaterThan(task('Quote').position.x);
    expect(task('Pick').position.y).toBeGreaterThan(task('Quote').position.y);
    expect(flowTypes(cells)).toEqual(['normal']);
  });

  it('keeps a page of horizontal pools as it is drawn', async () => {
    const { cells } = await importShapes(pool);
    expect(cells[0]).toMatchObject({ position: { x: 6, y: 66 }, size: { width: 756 } });
  });

  it('names a one-lane pool whose name is the template’s placeholder after its lane', async () => {
    const { cells } = await importShapes([
      { id: 1, master: 'CFF Container', pinX: 4, pinY: 8.5, width: 6, height: 2, data: { BpmnName: 'Title' } },
      { id: 2, master: 'Swimlane', text: 'Customer', pinX: 4, pinY: 8.5, width: 6, height: 1.5 },
    ]);
    expect(cells).toEqual([expect.objectContaining({ type: 'bpmn.Pool', title: 'Customer' })]);
  });
});

describe('BPMN Visio import: dynamic connectors', () => {
  // Two pools of one lane each: Customer above (a task and a text annotation), Shop below (a task).
  const customer = { id: 1, master: 'Pool / Lane', text: 'Customer', pinX: 4, pinY: 9, width: 6, height: 1.5 };
  const shop = { id: 2, master: 'Pool / Lane', text: 'Shop', pinX: 4, pinY: 6, width: 6, height: 1.5 };
  const order = shape(3, 'Task', {}, { pinX: 2, pinY: 9 });
  const pay = shape(4, 'Task', {}, { pinX: 4, pinY: 9 });
  const ship = shape(5, 'Task', {}, { pinX: 2, pinY: 6 });
  const note = shape(6, 'Text Annotation', {}, { pinX: 6, pinY: 9 });

  it('makes a sequence flow within a pool, a message flow across pools, an association to an artifact', async () => {
    const { cells } = await importShapes(
      [customer, shop, order, pay, ship, note],
      [
        { id: 10, master: 'Dynamic connector', from: 3, to: 4 },
        { id: 11, master: 'Dynamic connector', from: 3, to: 5 },
        { id: 12, master: 'Dynamic connector', from: 6, to: 4 },
        { id: 13, master: 'Dynamic connector', from: 4, to: 3, data: { BpmnConditionType: 'Default' } },
      ],
    );
    expect(flowTypes(cells)).toEqual(['normal', 'message', 'association', 'default']);
  });

  it('makes a flow of a dynamic connector whose ends are not glued but lie on the shapes’ outlines', async () => {
    // Order spans x 1.5..2.5 in, Pay 3.5..4.5 in, both at y 8.5..9.5 in.
    const { cells } = await importShapes([customer, order, pay], [{ id: 10, master: 'Dynamic connector', begin: [2.52, 9], end: [3.49, 9] }]);
    const link = cells.find((cell) => cell.type === DEFAULT_LINK_KEY);
    expect(link).toMatchObject({ flowType: 'normal', source: { id: cells[1].jsid }, target: { id: cells[2].jsid } });
  });
});

describe('BPMN Visio import: BPMN Shape Data first, master names second', () => {
  it('maps a shape of another stencil by its BPMN Shape Data', async () => {
    const { cells } = await importShapes([
      shape(1, 'Process', { BpmnElementType: 'Task', BpmnTaskType: 'Service', BpmnName: 'Bill' }),
      shape(2, 'Circle', { BpmnElementType: 'Event', BpmnEventType: 'End', BpmnTriggerOrResult: 'Error' }),
      shape(3, 'Diamond', { BpmnElementType: 'Gateway', BpmnGatewayType: 'Parallel' }),
      shape(4, 'Box', { BpmnElementType: 'Sub-Process', BpmnIsCollapsed: '1' }),
    ]);
    expect(cells).toEqual([
      expect.objectContaining({ type: 'bpmn.Activity', title: 'Bill', icon_type: 'service' }),
      expect.objectContaining({ type: 'bpmn.Event', event_type: 'thick', icon_type: 'error2' }),
      expect.objectContaining({ type: 'bpmn.Gateway', gateway_type: 'parallel' }),
      expect.objectContaining({ type: 'bpmn.Activity', sub_process: true }),
    ]);
  });

  it('maps third-party and derived masters by their names', async () => {
    const { cells, skipped } = await importShapes(
      [
        { id: 1, master: 'Lane', text: 'Back office', pinX: 4, pinY: 9, width: 6, height: 1.5 },
        shape(2, 'User Task', {}, { pinX: 2, pinY: 9 }),
        shape(3, 'Merge', {}, { pinX: 4, pinY: 9 }),
        shape(4, 'Receive Message Start', {}, { pinX: 1.2, pinY: 9, width: 0.3, height: 0.3 }),
        { id: 5, master: 'Black-Box Pool', text: 'Bank', pinX: 4, pinY: 5, width: 6, height: 1 },
      ],
      [{ id: 10, master: 'Message Flow - Down', from: 2, to: 5 }],
    );
    expect(skipped).toBe(false);
    expect(cells.map((cell) => [cell.type, cell.title ?? '', cell.icon_type ?? cell.gateway_type ?? cell.flowType ?? ''])).toEqual([
      ['bpmn.Pool', 'Back office', ''],
      ['bpmn.Activity', '', 'user'],
      ['bpmn.Gateway', '', 'exclusive'],
      ['bpmn.Event', '', 'message1'],
      ['bpmn.Pool', 'Bank', ''],
      [DEFAULT_LINK_KEY, '', 'message'],
    ]);
  });

  it('refuses only a shape with neither BPMN Shape Data nor a BPMN master, naming it', async () => {
    await expect(importShapes([shape(1, 'Task'), { ...shape(2, 'Rectangle'), text: 'Check stock' }])).rejects.toThrow(
      `${NON_BPMN_SHAPE_ERROR}: a shape “Check stock” (master “Rectangle”)`,
    );
    await expect(importShapes([{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1 }])).rejects.toThrow(`${NON_BPMN_SHAPE_ERROR}: a shape without text (no master)`);
  });
});
