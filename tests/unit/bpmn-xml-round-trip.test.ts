/**
 * BPMN 2.0 XML import and export on the reference models (core/domain/bpmn-xml/reference-models, as
 * modellers write them, plus a generated 2,000-element collaboration): the export re-reads without a
 * warning, every flow element has a shape or an edge, and importing the export gives the same diagram.
 */
import { BpmnModdle, type BpmnElement } from 'bpmn-moddle';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINK_TYPE, NOT_BPMN_XML, NOT_DRAWN, NOT_WRITTEN, readBpmnXml, SHAPE, writeBpmnXml, type BpmnCell, type BpmnLane } from '../../core/domain/bpmn-xml';
import { generatedCollaborationXml } from '../../core/domain/bpmn-xml/test-support/generated-collaboration';

const MODELS = join(__dirname, '../../core/domain/bpmn-xml/reference-models');
const models = readdirSync(MODELS).filter((name) => name.endsWith('.bpmn')).sort();
const model = (name: string) => readFileSync(join(MODELS, name), 'utf8');

const ids = () => {
  let n = 0;
  return () => `c${++n}`;
};
const read = (xml: string) => readBpmnXml(xml, ids());

/** A diagram as the user sees it, without ids: elements by what they are and where, links by their ends, sorted. */
function canonical(cells: BpmnCell[]): string[] {
  const px = (value: number | undefined) => Math.round(value ?? 0);
  const keyOf = new Map<string, string>();
  for (const cell of cells.filter((candidate) => candidate.type !== LINK_TYPE)) {
    keyOf.set(cell.jsid, `${cell.type} "${cell.title ?? ''}" @${px(cell.position?.x)},${px(cell.position?.y)}`);
  }
  return cells
    .map((cell) => {
      const { jsid: _jsid, source, target, position: _position, lanes, vertices, ...rest } = cell;
      if (cell.type === LINK_TYPE) {
        const path = (vertices ?? []).map((point) => `${px(point.x)},${px(point.y)}`).join(' ');
        return `${keyOf.get(source?.id ?? '')} -> ${keyOf.get(target?.id ?? '')} ${JSON.stringify({ ...rest, path })}`;
      }
      const size = cell.size && { width: px(cell.size.width), height: px(cell.size.height) };
      const laneList = (lanes as BpmnLane[] | undefined)?.map((lane) => ({ ...lane, id: undefined, cells: lane.cells?.map((id) => keyOf.get(id)).sort() }));
      return `${keyOf.get(cell.jsid)} ${JSON.stringify({ ...rest, size, lanes: laneList })}`;
    })
    .sort();
}

/** Every flow element and artifact of a document, with what holds it. */
function semanticElements(definitions: BpmnElement): BpmnElement[] {
  const found: BpmnElement[] = [];
  const visit = (container: BpmnElement) => {
    for (const element of [...(container.flowElements ?? []), ...(container.artifacts ?? [])]) {
      found.push(element);
      visit(element);
    }
  };
  for (const root of definitions.rootElements ?? []) {
    visit(root);
    found.push(...(root.participants ?? []), ...(root.messageFlows ?? []));
  }
  return found;
}

async function roundTrip(xml: string) {
  const first = await read(xml);
  const { xml: exported, notWritten } = await writeBpmnXml(first.cells);
  const { rootElement, warnings } = await new BpmnModdle().fromXML(exported);
  const second = await read(exported);
  return { first, exported, notWritten, definitions: rootElement, warnings, second };
}

describe('BPMN 2.0 XML round trip of the reference models', () => {
  it('has at least fifteen reference models', () => {
    expect(models.length).toBeGreaterThanOrEqual(15);
  });

  it.each(models)('%s: the export re-reads without warnings, has a shape or edge for every element, and imports as the same diagram', async (name) => {
    const { first, notWritten, definitions, warnings, second } = await roundTrip(model(name));
    expect(first.cells.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
    expect(notWritten).toEqual({});
    const drawn = new Set(definitions.diagrams?.[0].plane?.planeElement?.map((di) => di.bpmnElement));
    const undrawn = semanticElements(definitions).filter((element) => element.$type !== 'bpmn:DataObject' && !drawn.has(element));
    expect(undrawn.map((element) => element.id)).toEqual([]);
    for (const element of semanticElements(definitions)) expect(element.id).toMatch(/^[A-Za-z_][\w.-]*$/);
    expect(second.notDrawn).toEqual({});
    expect(canonical(second.cells)).toEqual(canonical(first.cells));
  });

  it('round-trips a generated collaboration of 2,000 flow nodes and 2,000 flows', async () => {
    const { first, warnings, second, definitions } = await roundTrip(generatedCollaborationXml());
    expect(first.cells.filter((cell) => cell.type !== LINK_TYPE && cell.type !== SHAPE.pool)).toHaveLength(2000);
    expect(first.cells.filter((cell) => cell.type === LINK_TYPE)).toHaveLength(2000);
    expect(first.notDrawn).toEqual({});
    expect(warnings).toEqual([]);
    expect(definitions.rootElements?.[0].participants).toHaveLength(4);
    expect(canonical(second.cells)).toEqual(canonical(first.cells));
  }, 60_000);
});

const byTitle = (cells: BpmnCell[], title: string) => cells.find((cell) => cell.title === title) as BpmnCell;

describe('BPMN 2.0 XML import mapping', () => {
  it('maps every task type to the activity icon', async () => {
    const { cells } = await read(model('02-task-types.bpmn'));
    const icons = ['Read order', 'Approve order', 'Reserve stock', 'Send confirmation', 'Receive payment', 'Pack goods', 'Compute tax', 'Decide discount'].map(
      (title) => byTitle(cells, title).icon_type,
    );
    expect(icons).toEqual(['none', 'user', 'service', 'send', 'receive', 'manual', 'script', 'business-rule']);
    expect(byTitle(cells, 'Read order')).toMatchObject({ type: SHAPE.activity, position: { x: 240, y: 80 }, size: { width: 100, height: 80 } });
    expect(cells.filter((cell) => cell.type === LINK_TYPE)).toHaveLength(9);
  });

  it('maps events with their definitions: catching …1, throwing …2, multiple, parallel multiple, interrupting', async () => {
    const starts = (await read(model('03-start-events.bpmn'))).cells;
    expect(starts.map((cell) => cell.icon_type)).toEqual(['none', 'message1', 'timer1', 'conditional1', 'signal1', 'multiple1', 'parallel1']);
    expect(starts.every((cell) => cell.event_type === 'single')).toBe(true);
    const intermediate = (await read(model('04-intermediate-events.bpmn'))).cells;
    expect(intermediate.map((cell) => cell.icon_type)).toEqual([
      'message1', 'timer1', 'conditional1', 'link1', 'signal1', 'multiple1', 'parallel1',
      'none', 'message2', 'escalation2', 'link2', 'compensation2', 'signal2', 'multiple2',
    ]);
    const ends = (await read(model('05-end-events.bpmn'))).cells;
    expect(ends.map((cell) => cell.icon_type)).toEqual(['none', 'message2', 'error2', 'escalation2', 'compensation2', 'signal2', 'terminate1', 'multiple2']);
    expect(ends.every((cell) => cell.event_type === 'thick')).toBe(true);
    const boundary = (await read(model('06-boundary-events.bpmn'))).cells;
    expect(byTitle(boundary, 'Message')).toMatchObject({ event_type: 'double', interrupting: false, icon_type: 'message1' });
    expect(byTitle(boundary, 'Timer')).toMatchObject({ interrupting: true, icon_type: 'timer1' });
    expect(byTitle(boundary, 'Refund')).toMatchObject({ markers: ['compensation'], icon_type: 'service' });
    const eventSub = (await read(model('09-event-sub-process.bpmn'))).cells;
    expect(byTitle(eventSub, 'Status request')).toMatchObject({ interrupting: false, icon_type: 'message1' });
    expect(byTitle(eventSub, 'Status requested')).toMatchObject({ shape_outline_style: 'dotted', sub_process: false });
  });

  it('maps sub-processes, transactions, call activities and loop markers; a collapsed one’s content is reported', async () => {
    const { cells, notDrawn } = await read(model('08-sub-processes.bpmn'));
    expect(byTitle(cells, 'Check credit')).toMatchObject({ sub_process: true, activity_type: 'single' });
    expect(byTitle(cells, 'Prepare shipment')).toMatchObject({ sub_process: false });
    expect(byTitle(cells, 'Pick items')).toMatchObject({ icon_type: 'manual', markers: ['sequential'] });
    expect(byTitle(cells, 'Invoice customer')).toMatchObject({ activity_type: 'thick', sub_process: true });
    expect(byTitle(cells, 'Follow up')).toMatchObject({ sub_process: true, markers: ['loop', 'ad-hoc'] });
    expect(byTitle(cells, 'Notify partners')).toMatchObject({ markers: ['parallel'] });
    expect(notDrawn).toEqual({ [NOT_DRAWN.collapsedContent]: 3 });
    const transaction = (await read(model('07-transaction.bpmn'))).cells;
    expect(byTitle(transaction, 'Book trip')).toMatchObject({ activity_type: 'double', sub_process: false });
    expect(byTitle(transaction, 'Cancel')).toMatchObject({ icon_type: 'cancel2' });
    expect(byTitle(transaction, 'Cancelled')).toMatchObject({ icon_type: 'cancel1', event_type: 'double' });
  });

  it('maps every gateway type and default and conditional flows', async () => {
    const { cells } = await read(model('10-gateways.bpmn'));
    const gateways = cells.filter((cell) => cell.type === SHAPE.gateway).map((cell) => cell.gateway_type);
    expect(gateways).toEqual(['exclusive', 'exclusive_blank', 'inclusive', 'parallel', 'complex', 'event', 'exclusive_event', 'parallel_event']);
    const flows = cells.filter((cell) => cell.type === LINK_TYPE);
    expect(flows.map((flow) => flow.flowType)).toEqual(['conditional', 'default', 'normal', 'conditional', 'default', 'normal', 'normal', 'normal']);
    expect(flows[0]).toMatchObject({ title: '> 1000', vertices: [{ x: 180, y: 40 }, { x: 330, y: 40 }] });
  });

  it('maps data objects (collection), data stores, data inputs and outputs, and data associations', async () => {
    const { cells, notDrawn } = await read(model('11-data.bpmn'));
    expect(byTitle(cells, 'Line items')).toMatchObject({ type: SHAPE.dataObject, collection: true });
    expect(byTitle(cells, 'Offer')).toMatchObject({ type: SHAPE.dataObject, collection: false });
    expect(byTitle(cells, 'Quotes')).toMatchObject({ type: SHAPE.dataObject, collection: true });
    expect(byTitle(cells, 'CRM')).toMatchObject({ type: SHAPE.dataStore });
    expect(cells.filter((cell) => cell.type === LINK_TYPE).map((link) => link.flowType)).toEqual(['association', 'association', 'association']);
    expect(notDrawn).toEqual({ [NOT_DRAWN.dataInput]: 1, [NOT_DRAWN.dataOutput]: 1 });
  });

  it('maps text annotations, groups and associations', async () => {
    const { cells } = await read(model('12-artifacts.bpmn'));
    expect(byTitle(cells, 'Kept for ten years')).toMatchObject({ type: SHAPE.textAnnotation });
    expect(byTitle(cells, 'Back office')).toMatchObject({ type: SHAPE.group, size: { width: 320, height: 140 } });
    expect(cells.filter((cell) => cell.type === SHAPE.group)).toHaveLength(2);
    expect(cells.filter((cell) => cell.type === LINK_TYPE).map((link) => link.associationDirection)).toEqual([undefined, 'one']);
  });

  it('writes an association’s direction', async () => {
    const { cells } = await read(model('12-artifacts.bpmn'));
    const { xml } = await writeBpmnXml(cells);
    expect(xml.match(/associationDirection="One"/g)).toHaveLength(1);
  });

  it('maps participants to pools, lanes (nested ones flattened) with their cells, and message flows', async () => {
    const collaboration = (await read(model('13-collaboration.bpmn'))).cells;
    expect(collaboration.filter((cell) => cell.type === SHAPE.pool).map((pool) => pool.title)).toEqual(['Customer', 'Shop', 'Bank']);
    expect(collaboration.filter((cell) => cell.flowType === 'message')).toHaveLength(3);
    const lanes = (await read(model('14-lanes.bpmn'))).cells;
    const pool = lanes.find((cell) => cell.type === SHAPE.pool) as BpmnCell;
    expect(pool).toMatchObject({ title: 'Hiring', position: { x: 120, y: 80 }, size: { width: 760, height: 375 } });
    expect((pool.lanes as BpmnLane[]).map(({ label, size, cells }) => ({ label, size, count: cells?.length }))).toEqual([
      { label: 'Hiring manager', size: 125, count: 2 },
      { label: 'HR', size: 125, count: 2 },
      { label: 'IT', size: 125, count: 2 },
    ]);
    const nested = await read(model('15-nested-lanes.bpmn'));
    const nestedPool = nested.cells.find((cell) => cell.type === SHAPE.pool) as BpmnCell;
    expect((nestedPool.lanes as BpmnLane[]).map((lane) => lane.label)).toEqual(['First level', 'Second level', 'User']);
    expect(nested.notDrawn).toEqual({ [NOT_DRAWN.parentLane]: 1 });
  });

  it('reports what it does not draw, per kind, and imports the rest', async () => {
    const { cells, notDrawn } = await read(model('16-not-drawn.bpmn'));
    expect(cells.map((cell) => cell.title)).toEqual(['Buyer', 'Seller', 'Make offer']);
    expect(notDrawn).toEqual({ conversation: 1, 'conversation link': 1, [NOT_DRAWN.noShape]: 1 });
  });

  it('refuses a file that is not BPMN 2.0 XML, or is broken, with a clear message', async () => {
    await expect(read('<html><body>not a model</body></html>')).rejects.toThrow(NOT_BPMN_XML);
    await expect(read('this is not XML at all')).rejects.toThrow(NOT_BPMN_XML);
    await expect(read(model('02-task-types.bpmn').slice(0, 900))).rejects.toThrow(NOT_BPMN_XML);
  });
});

describe('BPMN 2.0 XML export', () => {
  it('writes boundary events attached to the activity under them, and expanded sub-processes holding their content', async () => {
    const { definitions } = await roundTrip(model('07-transaction.bpmn'));
    const process = definitions.rootElements?.find((root) => root.$type === 'bpmn:Process') as BpmnElement;
    const transaction = process.flowElements?.find((element) => element.$type === 'bpmn:Transaction') as BpmnElement;
    expect(transaction.flowElements?.map((element) => element.$type).sort()).toContain('bpmn:ServiceTask');
    const boundary = process.flowElements?.find((element) => element.$type === 'bpmn:BoundaryEvent') as BpmnElement;
    expect(boundary.attachedToRef).toBe(transaction);
  });

  it('gives UUID cell ids valid XML ids and writes a collaboration when there are pools', async () => {
    const cells: BpmnCell[] = [
      { jsid: '0f6d3c1e-1111-4a4a-9b9b-000000000001', type: SHAPE.pool, title: 'Sales', position: { x: 0, y: 0 }, size: { width: 600, height: 200 }, lanes: [] },
      { jsid: '9a6d3c1e-1111-4a4a-9b9b-000000000002', type: SHAPE.activity, title: 'Call', position: { x: 100, y: 60 }, size: { width: 100, height: 80 } },
    ];
    const { xml } = await writeBpmnXml(cells);
    const { rootElement, warnings } = await new BpmnModdle().fromXML(xml);
    expect(warnings).toEqual([]);
    const collaboration = rootElement.rootElements?.find((root) => root.$type === 'bpmn:Collaboration') as BpmnElement;
    expect(collaboration.participants?.[0].id).toBe('Participant_0f6d3c1e-1111-4a4a-9b9b-000000000001');
    expect(collaboration.participants?.[0].processRef?.flowElements?.map((element) => element.name)).toEqual(['Call']);
  });

  it('counts what BPMN cannot hold: a conversation link, a link without both ends, a shape of another kind', async () => {
    const task = (jsid: string, x: number): BpmnCell => ({ jsid, type: SHAPE.activity, position: { x, y: 0 }, size: { width: 100, height: 80 } });
    const { notWritten } = await writeBpmnXml([
      task('a', 0),
      task('b', 200),
      { jsid: 'picture', type: 'tessera.Image', position: { x: 400, y: 0 } },
      { jsid: 'talk', type: LINK_TYPE, source: { id: 'a' }, target: { id: 'b' }, flowType: 'conversation' },
      { jsid: 'loose', type: LINK_TYPE, source: { id: 'a' }, target: {}, flowType: 'normal' },
    ]);
    expect(notWritten).toEqual({ [NOT_WRITTEN.otherShape]: 1, [NOT_WRITTEN.conversation]: 1, [NOT_WRITTEN.dangling]: 1 });
  });
});
