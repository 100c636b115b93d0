import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_KEY } from '../constants';
import { CALLOUT_OF, importVisio, mapVisioPage, UNNAMED_KINDS } from './import-visio';
import { transposeVisioPage } from './transpose-visio-page';
import { vsdxFile } from './test-support/vsdx-builder';
import { ABSORBED, SKIP, visioElement, visioStyle, type VisioShapeMapper } from './visio-mapper';
import type { VisioPage, VisioShape } from './visio-model';

const sequentialIds = () => {
  let n = 0;
  return () => `c${++n}`;
};

const shape = (id: string, masterName: string, overrides: Partial<VisioShape> = {}): VisioShape => ({
  id,
  masterName,
  text: '',
  x: 10,
  y: 20,
  width: 90,
  height: 70,
  fill: null,
  fillPattern: 'solid',
  line: { color: null, weight: null, pattern: 'solid' },
  data: {},
  parentId: null,
  ...overrides,
});

/** Tasks become test.Task, lanes are drawn by something else, anything else is unsupported. */
const mapper: VisioShapeMapper = {
  mapShape: (visio) => (visio.masterName === 'Task' ? visioElement(visio, 'test.Task') : visio.masterName === 'Lane' ? ABSORBED : SKIP),
  mapConnector: (connector) => (connector.masterName === 'Flow' ? { type: DEFAULT_LINK_KEY, properties: { flowType: 'normal' } } : SKIP),
};

describe('mapVisioPage', () => {
  it('makes a cell of each mapped shape with a new id, the shape’s box, text and style', () => {
    const page: VisioPage = { name: 'Page-1', shapes: [shape('1', 'Task', { text: 'Ship', fill: '#ffcc00' })], connectors: [] };
    expect(mapVisioPage(page, mapper, sequentialIds())).toEqual({
      cells: [{ jsid: 'c1', type: 'test.Task', title: 'Ship', position: { x: 10, y: 20 }, size: { width: 90, height: 70 }, shape_fill: '#ffcc00', shape_outline_style: 'solid' }],
      skipped: false,
      skippedKinds: {},
    });
  });

  it('links the cells of the shapes a connector is glued to', () => {
    const page: VisioPage = {
      name: 'Page-1',
      shapes: [shape('1', 'Task'), shape('2', 'Task')],
      connectors: [{ id: '3', masterName: 'Flow', text: 'then', fromId: '1', toId: '2', begin: null, end: null, data: {} }],
    };
    const { cells, skipped } = mapVisioPage(page, mapper, sequentialIds());
    expect(cells[2]).toEqual({ jsid: 'c3', type: DEFAULT_LINK_KEY, title: 'then', flowType: 'normal', source: { id: 'c1' }, target: { id: 'c2' } });
    expect(skipped).toBe(false);
  });

  it('sets skipped for an unsupported shape, and for a connector that is unsupported or has an end with no place', () => {
    const only = (page: VisioPage) => mapVisioPage(page, mapper, sequentialIds());
    expect(only({ name: 'Page-1', shapes: [shape('1', 'Task'), shape('2', 'Cloud')], connectors: [] })).toMatchObject({ skipped: true, cells: [{ type: 'test.Task' }] });
    const tasks = [shape('1', 'Task'), shape('2', 'Task')];
    expect(only({ name: 'Page-1', shapes: tasks, connectors: [{ id: '3', masterName: 'Wire', text: '', fromId: '1', toId: '2', begin: null, end: null, data: {} }] }).skipped).toBe(true);
    expect(only({ name: 'Page-1', shapes: tasks, connectors: [{ id: '3', masterName: 'Flow', text: '', fromId: '1', toId: null, begin: null, end: null, data: {} }] }).skipped).toBe(true);
    expect(only({ name: 'Page-1', shapes: [...tasks, shape('4', 'Cloud')], connectors: [{ id: '3', masterName: 'Flow', text: '', fromId: '1', toId: '4', begin: null, end: null, data: {} }] }).cells).toHaveLength(2);
  });

  it('counts what it skips by kind, and nothing for an absorbed shape', () => {
    const page: VisioPage = {
      name: 'Page-1',
      shapes: [shape('1', 'Cloud'), shape('2', 'Cloud'), shape('3', 'Star'), shape('4', ''), shape('5', 'Lane')],
      connectors: [{ id: '6', masterName: 'Wire', text: '', fromId: null, toId: null, begin: { x: 0, y: 0 }, end: { x: 5, y: 5 }, data: {} }],
    };
    expect(mapVisioPage(page, mapper).skippedKinds).toEqual({ Cloud: 2, Star: 1, [UNNAMED_KINDS.shape]: 1, Wire: 1 });
  });

  it('counts a skipped callout line apart from its shape, by its shape’s master', () => {
    const refusingCallouts: VisioShapeMapper = { ...mapper, mapShape: (visio) => visioElement(visio, 'test.Task'), mapCallout: () => SKIP };
    const page: VisioPage = {
      name: 'Page-1',
      shapes: [shape('1', 'Task'), shape('2', 'Note', { calloutToId: '1' }), shape('3', '', { calloutToId: '1' })],
      connectors: [],
    };
    expect(mapVisioPage(page, refusingCallouts).skippedKinds).toEqual({ [`${CALLOUT_OF}Note`]: 1, [UNNAMED_KINDS.callout]: 1 });
  });

  it('attaches a loose connector end lying within a few pixels of a shape’s outline to that shape', () => {
    // Task 1 spans x 10..100, task 2 x 200..290 (y 20..90): the flow's ends lie 3 px outside and 2 px inside their outlines.
    const page: VisioPage = {
      name: 'Page-1',
      shapes: [shape('1', 'Task'), shape('2', 'Task', { x: 200 })],
      connectors: [{ id: '3', masterName: 'Flow', text: '', fromId: null, toId: null, begin: { x: 103, y: 50 }, end: { x: 202, y: 50 }, data: {} }],
    };
    const { cells, skipped } = mapVisioPage(page, mapper, sequentialIds());
    expect(cells[2]).toMatchObject({ source: { id: 'c1' }, target: { id: 'c2' } });
    expect(skipped).toBe(false);
  });

  it('keeps a connector end that lies on nothing at its point, never dropping the flow', () => {
    const page: VisioPage = {
      name: 'Page-1',
      shapes: [shape('1', 'Task')],
      connectors: [{ id: '3', masterName: 'Flow', text: '', fromId: '1', toId: null, begin: { x: 100, y: 50 }, end: { x: 400, y: 300 }, data: {} }],
    };
    const { cells, skipped } = mapVisioPage(page, mapper, sequentialIds());
    expect(cells[1]).toMatchObject({ source: { id: 'c1' }, target: { x: 400, y: 300 } });
    expect(skipped).toBe(false);
  });

  it('imports nothing for an absorbed shape and does not count it as skipped', () => {
    expect(mapVisioPage({ name: 'Page-1', shapes: [shape('1', 'Lane')], connectors: [] }, mapper)).toEqual({ cells: [], skipped: false, skippedKinds: {} });
  });

  it('leaves out a size the drawing does not give, so the shape type’s default applies', () => {
    const { cells } = mapVisioPage({ name: 'Page-1', shapes: [shape('1', 'Task', { width: 0, height: 0 })], connectors: [] }, mapper);
    expect(cells[0]).not.toHaveProperty('size');
  });

  it('uses the box a mapper gives instead of the shape’s own', () => {
    const grown: VisioShapeMapper = { ...mapper, mapShape: (visio) => ({ type: 'test.Pool', box: { x: 0, y: 0, width: 300, height: 100 }, title: visio.text }) };
    const { cells } = mapVisioPage({ name: 'Page-1', shapes: [shape('1', 'Pool')], connectors: [] }, grown);
    expect(cells[0]).toMatchObject({ position: { x: 0, y: 0 }, size: { width: 300, height: 100 } });
    expect(cells[0]).not.toHaveProperty('title');
  });
});

describe('visioStyle', () => {
  it('sets only what the drawing says: no fill pattern is transparent, no line is a zero-width outline', () => {
    expect(visioStyle(shape('1', 'Task'))).toEqual({ shape_outline_style: 'solid' });
    expect(visioStyle(shape('1', 'Task', { fillPattern: 'none', line: { color: '#112233', weight: 3, pattern: 'dashed' } }))).toEqual({
      shape_transparency: 100,
      shape_outline: '#112233',
      shape_outline_width: 3,
      shape_outline_style: 'dashed',
    });
    expect(visioStyle(shape('1', 'Task', { line: { color: null, weight: 1, pattern: 'none' } }))).toEqual({ shape_outline_width: 0 });
  });
});

describe('importVisio', () => {
  it('reads a .vsdx file and maps its first page', async () => {
    const file = vsdxFile({
      shapes: [{ id: 1, master: 'Task', text: 'Pack', pinX: 1, pinY: 10, width: 1, height: 0.5 }],
    });
    const { cells, skipped } = await importVisio(file, mapper, sequentialIds());
    expect(skipped).toBe(false);
    expect(cells).toEqual([expect.objectContaining({ jsid: 'c1', type: 'test.Task', title: 'Pack', position: { x: 48, y: 72 }, size: { width: 96, height: 48 } })]);
  });

  it('keeps a connector’s route as the link’s vertices and its label where Visio put it', async () => {
    // A dynamic connector as Visio writes it: from (1.5, 1) in right to (4, 1), then up to (4, 2.5), its text under the first leg.
    const file = vsdxFile({
      shapes: [
        { id: 1, master: 'Task', pinX: 1, pinY: 1, width: 1, height: 1 },
        { id: 2, master: 'Task', pinX: 4, pinY: 3, width: 1, height: 1 },
      ],
      connectors: [
        {
          id: 3,
          master: 'Flow',
          text: 'Correct\u2028Report',
          from: 1,
          to: 2,
          cells: { BeginX: 1.5, BeginY: 1, EndX: 4, EndY: 2.5, PinX: 2.75, PinY: 1.75, Width: 2.5, Height: 1.5, LocPinX: 1.25, LocPinY: 0.75, TxtPinX: 1.25, TxtPinY: 0.25 },
          geometry: [
            [0, 0],
            [2.5, 0],
            [2.5, 1.5],
          ],
        },
      ],
    });
    const { cells } = await importVisio(file, mapper, sequentialIds());
    // Route in pixels: (144, 960) → (384, 960) → (384, 816), 384 px long; the text's centre (264, 936) is 120 px along, 24 px above.
    expect(cells[2]).toMatchObject({ title: 'Correct\nReport', vertices: [{ x: 384, y: 960 }], labelPlacement: { distance: 0.313, offset: { x: 0, y: -24 } } });
  });

  it('gives a straight connector no vertices, and an untitled one no label placement', async () => {
    const shapes = [
      { id: 1, master: 'Task', pinX: 1, pinY: 1, width: 1, height: 1 },
      { id: 2, master: 'Task', pinX: 4, pinY: 1, width: 1, height: 1 },
    ];
    const cells = { BeginX: 1.5, BeginY: 1, EndX: 3.5, EndY: 1, PinX: 2.5, PinY: 1, Width: 2, Height: 0, LocPinX: 1, LocPinY: 0, TxtPinX: 1, TxtPinY: 0 };
    const { cells: imported } = await importVisio(vsdxFile({ shapes, connectors: [{ id: 3, master: 'Flow', from: 1, to: 2, cells, geometry: [[0, 0], [2, 0]] }] }), mapper, sequentialIds());
    expect(imported[2]).not.toHaveProperty('vertices');
    expect(imported[2]).not.toHaveProperty('labelPlacement');
  });

  it('rejects with the underlying error when the file cannot be read', async () => {
    await expect(importVisio(new Blob(['not a drawing']), mapper)).rejects.toThrow('invalid zip data');
  });

  it('rejects with the mapper’s error', async () => {
    const refusing: VisioShapeMapper = {
      ...mapper,
      mapShape: () => {
        throw new Error('Not for this diagram');
      },
    };
    await expect(importVisio(vsdxFile({ shapes: [{ id: 1, pinX: 1, pinY: 1, width: 1, height: 1 }] }), refusing)).rejects.toThrow('Not for this diagram');
  });
});

describe('transposeVisioPage', () => {
  it('mirrors the page across its diagonal: centres, connector ends, bends and label places; only turning shapes swap their size', () => {
    const page: VisioPage = {
      name: 'Page-1',
      shapes: [shape('1', 'Lane', { x: 0, y: 0, width: 100, height: 400 }), shape('2', 'Task', { x: 10, y: 200, width: 80, height: 40 })],
      connectors: [{ id: '3', masterName: 'Flow', text: '', fromId: '2', toId: null, begin: { x: 50, y: 240 }, end: { x: 50, y: 300 }, data: {}, route: [{ x: 50, y: 240 }, { x: 60, y: 300 }], textCentre: { x: 55, y: 270 } }],
    };
    const turned = transposeVisioPage(page, (visio) => visio.masterName === 'Lane');
    expect(turned.shapes.map(({ x, y, width, height }) => ({ x, y, width, height }))).toEqual([
      { x: 0, y: 0, width: 400, height: 100 },
      { x: 180, y: 30, width: 80, height: 40 },
    ]);
    expect(turned.connectors[0]).toMatchObject({ begin: { x: 240, y: 50 }, end: { x: 300, y: 50 }, route: [{ x: 240, y: 50 }, { x: 300, y: 60 }], textCentre: { x: 270, y: 55 } });
  });

  it('is how a mapper that prepares the page sees it', () => {
    const turning: VisioShapeMapper = { ...mapper, preparePage: (page) => transposeVisioPage(page, () => false) };
    const { cells } = mapVisioPage({ name: 'Page-1', shapes: [shape('1', 'Task', { x: 10, y: 200, width: 90, height: 70 })], connectors: [] }, turning, sequentialIds());
    expect(cells[0]).toMatchObject({ position: { x: 190, y: 20 }, size: { width: 90, height: 70 } });
  });
});
