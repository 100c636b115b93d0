import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_KEY, LANE_MIN_SIZE } from '../../../sdk/diagram';
import type { TestShape } from '../../../sdk/diagram/import/test-support/vsdx-builder';
import { bpmnVisioMapper, NON_BPMN_SHAPE_ERROR } from './bpmn-visio-mapper';
import { importerOf, shape } from '../../../sdk/diagram/import/test-support/visio-test-import';
import { POOL_INFLATE } from './visio-pools';

const importShapes = importerOf(bpmnVisioMapper);
const only = async (visio: TestShape) => (await importShapes([visio])).cells[0];

describe('BPMN Visio import: events', () => {
  it('maps start, intermediate and end events to event_type single, double and thick', async () => {
    expect(await only(shape(1, 'Start Event'))).toMatchObject({ type: 'bpmn.Event', event_type: 'single', interrupting: true, icon_type: 'none' });
    expect(await only(shape(1, 'Intermediate Event'))).toMatchObject({ event_type: 'double' });
    expect(await only(shape(1, 'End Event'))).toMatchObject({ event_type: 'thick' });
  });

  it('reads a non-interrupting event and the trigger’s icon, catching or throwing', async () => {
    expect(await only(shape(1, 'Start Event', { BpmnEventType: 'Start (Non-Interrupting)', BpmnTriggerOrResult: 'Message' }))).toMatchObject({
      event_type: 'single',
      interrupting: false,
      icon_type: 'message1',
    });
    expect(await only(shape(1, 'Intermediate Event', { BpmnEventType: 'Intermediate (Throwing)', BpmnTriggerOrResult: 'Signal' }))).toMatchObject({ icon_type: 'signal2' });
    expect(await only(shape(1, 'End Event', { BpmnTriggerOrResult: 'Error' }))).toMatchObject({ icon_type: 'error2' });
    expect(await only(shape(1, 'End Event', { BpmnTriggerOrResult: 'Terminate' }))).toMatchObject({ icon_type: 'terminate1' });
    expect(await only(shape(1, 'Start Event', { BpmnTriggerOrResult: 'Parallel Multiple' }))).toMatchObject({ icon_type: 'parallel1' });
  });
});

describe('BPMN Visio import: tasks and sub-processes', () => {
  it('maps the task type to icon_type, the loop and compensation to markers, call and transaction to activity_type', async () => {
    expect(await only(shape(1, 'Task', { BpmnTaskType: 'Business Rule', BpmnLoopType: 'Parallel MultiInstance', BpmnIsForCompensation: '1' }))).toMatchObject({
      type: 'bpmn.Activity',
      activity_type: 'single',
      sub_process: false,
      icon_type: 'business-rule',
      markers: ['parallel', 'compensation'],
    });
    expect(await only(shape(1, 'Task', { BpmnTaskType: 'User', BpmnLoopType: 'Standard', BpmnBoundaryType: 'Call' }))).toMatchObject({
      icon_type: 'user',
      markers: ['loop'],
      activity_type: 'thick',
    });
    expect(await only(shape(1, 'Task', { BpmnBoundaryType: 'Transaction' }))).toMatchObject({ activity_type: 'double', icon_type: 'none', markers: [] });
  });

  it('marks a collapsed sub-process (and an ad-hoc one); an expanded one is a plain activity', async () => {
    expect(await only(shape(1, 'Collapsed Sub-Process', { BpmnAdHoc: 'TRUE', BpmnLoopType: 'Sequential MultiInstance' }))).toMatchObject({
      sub_process: true,
      markers: ['sequential', 'ad-hoc'],
    });
    expect(await only(shape(1, 'Expanded Sub-Process'))).toMatchObject({ type: 'bpmn.Activity', sub_process: false });
  });
});

describe('BPMN Visio import: attributes Visio keeps in Shape Data', () => {
  it('marks a task that is a collapsed sub-process (BpmnActivityType and BpmnIsCollapsed) with the sub-process marker', async () => {
    expect(await only(shape(1, 'Task', { BpmnActivityType: 'Sub-Process', BpmnIsCollapsed: '1' }))).toMatchObject({ type: 'bpmn.Activity', sub_process: true });
    expect(await only(shape(1, 'Task', { BpmnActivityType: 'Task', BpmnIsCollapsed: '1' }))).toMatchObject({ sub_process: false });
  });

  it('draws an event sub-process (BpmnBoundaryType Event) dotted', async () => {
    expect(await only(shape(1, 'Collapsed Sub-Process', { BpmnBoundaryType: 'Event' }))).toMatchObject({ shape_outline_style: 'dotted', activity_type: 'single' });
  });

  it('puts an expanded sub-process’s title at the top, above the shapes inside it', async () => {
    expect(await only(shape(1, 'Expanded Sub-Process'))).toMatchObject({ textVerticalAnchor: 'top' });
    expect(await only(shape(1, 'Task', { BpmnActivityType: 'Sub-Process', BpmnIsCollapsed: '0' }))).toMatchObject({ sub_process: false, textVerticalAnchor: 'top' });
    expect(await only(shape(1, 'Task'))).not.toHaveProperty('textVerticalAnchor');
  });

  it('reads an association’s direction (BpmnDirection)', async () => {
    const { cells } = await importShapes(
      [shape(1, 'Task'), shape(2, 'Data Object', {}, { pinX: 3 })],
      [
        { id: 10, master: 'Association', from: 1, to: 2, data: { BpmnDirection: 'One' } },
        { id: 11, master: 'Association', from: 1, to: 2, data: { BpmnDirection: 'Both' } },
        { id: 12, master: 'Association', from: 1, to: 2 },
      ],
    );
    expect(cells.slice(2).map((link) => link.associationDirection)).toEqual(['one', 'both', 'none']);
  });

  it('makes a text annotation’s callout line an association to the shape it points at', async () => {
    const { cells, skipped } = await importShapes([shape(1, 'Task'), { ...shape(2, 'Text Annotation', {}, { pinX: 3 }), text: 'Checked daily', calloutTo: 1 }]);
    expect(skipped).toBe(false);
    expect(cells[2]).toMatchObject({ type: DEFAULT_LINK_KEY, flowType: 'association', source: { id: cells[1].jsid }, target: { id: cells[0].jsid } });
  });
});

describe('BPMN Visio import: gateways, data and artifacts', () => {
  it('maps the gateway type', async () => {
    const gateway = async (data: Record<string, string>) => (await only(shape(1, 'Gateway', data))).gateway_type;
    expect(await gateway({})).toBe('exclusive');
    expect(await gateway({ BpmnGatewayType: 'Exclusive', BpmnMarkerVisible: '0' })).toBe('exclusive_blank');
    expect(await gateway({ BpmnGatewayType: 'Exclusive', BpmnExclusiveType: 'Event' })).toBe('event');
    expect(await gateway({ BpmnGatewayType: 'Exclusive', BpmnExclusiveType: 'Event', BpmnInstantiate: '1' })).toBe('exclusive_event');
    expect(await gateway({ BpmnGatewayType: 'Parallel Event (Instantiate)' })).toBe('parallel_event');
    for (const type of ['Inclusive', 'Parallel', 'Complex']) expect(await gateway({ BpmnGatewayType: type })).toBe(type.toLowerCase());
  });

  it('maps data objects (with the collection flag), data stores, text annotations and groups, with their text and style', async () => {
    const { cells } = await importShapes([
      shape(1, 'Data Object', { BpmnCollection: '1' }),
      shape(2, 'Data Store'),
      { ...shape(3, 'Text Annotation'), text: 'Checked daily', cells: { FillPattern: 0 } },
      { ...shape(4, 'Group'), cells: { LineColor: '#ff0000' } },
    ]);
    expect(cells.map((cell) => cell.type)).toEqual(['bpmn.DataObject', 'bpmn.DataStore', 'bpmn.TextAnnotation', 'bpmn.Group']);
    expect(cells[0]).toMatchObject({ collection: true });
    expect(cells[2]).toMatchObject({ title: 'Checked daily', shape_transparency: 100 });
    expect(cells[3]).toMatchObject({ shape_outline: '#ff0000' });
  });
});

describe('BPMN Visio import: flows', () => {
  it('maps sequence flows (normal, default, conditional), message flows and associations to the product link', async () => {
    const { cells } = await importShapes(
      [shape(1, 'Task'), shape(2, 'Task', {}, { pinX: 3 })],
      [
        { id: 10, master: 'Sequence Flow', from: 1, to: 2 },
        { id: 11, master: 'Sequence Flow', from: 1, to: 2, data: { BpmnConditionType: 'Default' } },
        { id: 12, master: 'Sequence Flow', from: 1, to: 2, data: { BpmnConditionType: 'Expression' }, text: 'ok?' },
        { id: 13, master: 'Message Flow', from: 1, to: 2 },
        { id: 14, master: 'Association', from: 2, to: 1 },
      ],
    );
    const links = cells.filter((cell) => cell.type === DEFAULT_LINK_KEY);
    expect(links.map((link) => link.flowType)).toEqual(['normal', 'default', 'conditional', 'message', 'association']);
    expect(links[2]).toMatchObject({ title: 'ok?', source: { id: 'c1' }, target: { id: 'c2' } });
    expect(links[4]).toMatchObject({ source: { id: 'c2' }, target: { id: 'c1' } });
  });
});

describe('BPMN Visio import: pools and lanes', () => {
  // A container 6 x 3 in holding two lanes of 6 x 1.5 in, top one at 1 in from the top of the 11 in page.
  const container = { id: 1, master: 'CFF Container', text: 'Order handling', pinX: 4, pinY: 8.5, width: 6, height: 3.5 };
  const sales = { id: 2, master: 'Pool / Lane', text: 'Sales', pinX: 4, pinY: 9.25, width: 6, height: 1.5 };
  const warehouse = { id: 3, master: 'Swimlane', text: 'Warehouse', pinX: 4, pinY: 7.75, width: 6, height: 1.5 };
  const task = shape(4, 'Task', {}, { pinX: 2, pinY: 7.75 });

  it('makes one pool of a container and its lanes, grown by 90 x 30, lanes top to bottom with their cells', async () => {
    const { cells, skipped } = await importShapes([warehouse, container, sales, task]);
    expect(skipped).toBe(false);
    expect(cells.map((cell) => cell.type)).toEqual(['bpmn.Pool', 'bpmn.Activity']);
    const [pool, activity] = cells;
    // Lanes' box: x 96, y 96, 576 x 288 px.
    expect(pool).toMatchObject({
      title: 'Order handling',
      position: { x: 96 - POOL_INFLATE.dx, y: 96 - POOL_INFLATE.dy },
      size: { width: 576 + 2 * POOL_INFLATE.dx, height: 288 + 2 * POOL_INFLATE.dy },
      lanes: [
        { id: 'lane-1', label: 'Sales', size: 144 + POOL_INFLATE.dy, cells: [] },
        { id: 'lane-2', label: 'Warehouse', size: 144 + POOL_INFLATE.dy, cells: [activity.jsid] },
      ],
    });
  });

  it('names pools, lanes and shapes by BpmnName when they show no text', async () => {
    const { cells } = await importShapes([
      { ...container, text: undefined, data: { BpmnName: 'Fulfilment' } },
      { ...sales, text: undefined, data: { BpmnName: 'Front office' } },
      warehouse,
      { ...task, data: { BpmnName: 'Pick items' } },
    ]);
    expect(cells[0]).toMatchObject({ title: 'Fulfilment', lanes: [{ label: 'Front office' }, { label: 'Warehouse' }] });
    expect(cells[1]).toMatchObject({ title: 'Pick items' });
  });

  it('makes a pool without lanes of a lane on its own, named by its text', async () => {
    const { cells } = await importShapes([{ ...sales, pinX: 4, pinY: 2 }]);
    expect(cells).toEqual([expect.objectContaining({ type: 'bpmn.Pool', title: 'Sales', lanes: [], size: { width: 576 + 180, height: 144 + 60 } })]);
  });

  it('keeps every lane at least the minimum size', async () => {
    const thin = { ...warehouse, height: 0.25, pinY: 8.375 };
    const { cells } = await importShapes([container, sales, thin]);
    expect((cells[0].lanes as Array<{ size: number }>).every((lane) => lane.size >= LANE_MIN_SIZE)).toBe(true);
  });
});

describe('BPMN Visio import: what it does not take', () => {
  it('skips BPMN shapes the product does not draw, and says so', async () => {
    const { cells, skipped } = await importShapes([shape(1, 'Task'), shape(2, 'Choreography Task')]);
    expect(cells).toHaveLength(1);
    expect(skipped).toBe(true);
  });

  it('rejects a drawing with a shape or a connector that is not from the BPMN stencil', async () => {
    await expect(importShapes([shape(1, 'Task'), shape(2, 'Rectangle')])).rejects.toThrow(NON_BPMN_SHAPE_ERROR);
    await expect(importShapes([{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1 }])).rejects.toThrow(NON_BPMN_SHAPE_ERROR);
    await expect(importShapes([shape(1, 'Task'), shape(2, 'Task')], [{ id: 3, master: 'Line', from: 1, to: 2 }])).rejects.toThrow(NON_BPMN_SHAPE_ERROR);
  });

  it('spells the error as the spec does', () => {
    expect(NON_BPMN_SHAPE_ERROR).toBe('Non BPMN Basic Shape detectected in Visio Diagram');
  });
});
