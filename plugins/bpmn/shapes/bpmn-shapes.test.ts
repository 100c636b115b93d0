import { describe, expect, it } from 'vitest';
import { g, util, type dia } from '@joint/core';
import { cellToDocument, createShapeRegistry, DiagramEditor, DEFAULT_LINK_KEY, LANE_MIN_SIZE } from '../../../sdk/diagram';
import { ACTIVITY_ICONS, markersPath, shownMarkers } from './activity';
import { eventIcon } from './event';
import { GATEWAY_ICONS, GATEWAY_TYPES } from './gateway';
import { bpmnShapes } from './index';
import { addLane, applyLanesChange, fitLanes, laneIndexAt, minPoolHeight, moveLaneBoundary, readLanes, removeLane, renameLane, resizeLane } from './lanes';
import { MAX_LANES } from './pool';

const registry = createShapeRegistry(bpmnShapes);
const create = (type: string, attributes: dia.Cell.Attributes = {}) => registry.create(type, attributes) as dia.Element;

describe('BPMN shapes', () => {
  it('are namespaced under bpmn and come with the product link for flows', () => {
    expect(registry.definitions.map((d) => d.type)).toEqual([
      'bpmn.Pool',
      'bpmn.Event',
      'bpmn.Activity',
      'bpmn.Gateway',
      'bpmn.DataObject',
      'bpmn.DataStore',
      'bpmn.TextAnnotation',
      'bpmn.Group',
      DEFAULT_LINK_KEY,
    ]);
  });

  it('have the spec default sizes: activity 90 x 70, event and gateway 90 x 90, pool 90 x 60', () => {
    expect(create('bpmn.Activity').size()).toEqual({ width: 90, height: 70 });
    expect(create('bpmn.Event').size()).toEqual({ width: 90, height: 90 });
    expect(create('bpmn.Gateway').size()).toEqual({ width: 90, height: 90 });
    expect(create('bpmn.Pool').size()).toEqual({ width: 90, height: 60 });
  });

  it('save only properties, never the derived look', () => {
    const document = cellToDocument(create('bpmn.Activity', { id: 'a1', title: 'Check order', icon_type: 'user' }), registry);
    expect(document).toMatchObject({ jsid: 'a1', type: 'bpmn.Activity', title: 'Check order', icon_type: 'user', activity_type: 'single' });
    expect(document).not.toHaveProperty('attrs');
  });

  it('let only pools contain other shapes; annotations and groups stay out of containers', () => {
    expect(registry.get('bpmn.Pool')?.embedding).toEqual({ container: true });
    expect(registry.get('bpmn.TextAnnotation')?.embedding).toEqual({ excluded: true });
    expect(registry.get('bpmn.Group')?.embedding).toEqual({ excluded: true });
    expect(registry.get('bpmn.Activity')?.embedding).toBeUndefined();
  });
});

describe('shared style properties', () => {
  it('colour, outline and transparency the outline element', () => {
    const task = create('bpmn.Activity', {
      shape_fill: '#ffeeaa',
      shape_outline: '#112233',
      shape_transparency: 25,
      shape_outline_style: 'dashed',
      shape_outline_width: 3,
    });
    expect(task.attr('body')).toMatchObject({ fill: '#ffeeaa', fillOpacity: 0.75, stroke: '#112233', strokeWidth: 3, strokeDasharray: '12 6' });
  });

  it('place the label by its text anchors and wrap it to the shape', () => {
    const task = create('bpmn.Activity', { title: 'Ship', textVerticalAnchor: 'top', textHorizontalAnchor: 'left' });
    expect(task.attr('label')).toMatchObject({ x: 6, y: 6, textAnchor: 'start', textVerticalAnchor: 'top' });
    expect(task.attr('label/textWrap/text')).toBe('Ship');
    task.set('textHorizontalAnchor', 'right');
    expect(task.attr('label/x')).toBe('calc(w-6)');
  });

  it('keep an activity title off its icon and markers rows', () => {
    const task = create('bpmn.Activity', { title: 'A long title' });
    expect(task.attr('label/textWrap/height')).toBe(-12);
    task.set({ icon_type: 'user', markers: ['loop'] });
    expect(task.attr('label/textWrap/height')).toBe(-40);
  });
});

describe('bpmn.Activity', () => {
  it('draws activity_type single, thick and double', () => {
    const task = create('bpmn.Activity');
    expect(task.attr('body/strokeWidth')).toBe(2);
    expect(task.attr('border/display')).toBe('none');
    task.set('activity_type', 'thick');
    expect(task.attr('body/strokeWidth')).toBe(4);
    task.set('activity_type', 'double');
    expect(task.attr('border/display')).toBe('block');
  });

  it('shows the icon of each icon_type and none for none', () => {
    const task = create('bpmn.Activity');
    expect(task.attr('icon/display')).toBe('none');
    for (const icon of ['receive', 'service', 'send', 'manual', 'user', 'script', 'business-rule'] as const) {
      task.set('icon_type', icon);
      expect(task.attr('icon/d')).toBe(ACTIVITY_ICONS[icon]);
      expect(task.attr('icon/display')).toBe('block');
    }
  });

  it('shows markers in BPMN order, adds the sub-process marker for sub_process and ignores unknown ones', () => {
    expect(shownMarkers({ markers: ['ad-hoc', 'loop', 'bogus' as never], sub_process: true })).toEqual(['loop', 'sub-process', 'ad-hoc']);
    const task = create('bpmn.Activity', { markers: ['parallel'] });
    expect(task.attr('markers/display')).toBe('block');
    expect(task.attr('markers/d')).toBe(markersPath(['parallel']));
    task.set('markers', []);
    expect(task.attr('markers/display')).toBe('none');
  });

  it('centres the markers on the bottom edge', () => {
    // One 12-wide glyph: from x -6 to 6, from y -12 to 0.
    expect(markersPath(['sequential'])).toBe('M -5 -10 H 5 M -5 -6 H 5 M -5 -2 H 5');
    expect(markersPath(['parallel', 'loop'])).toMatch(/^M -12 -11 V -1/);
  });
});

describe('bpmn.Event', () => {
  it('draws event_type single, double and thick', () => {
    const event = create('bpmn.Event');
    expect(event.attr('body/strokeWidth')).toBe(2);
    expect(event.attr('border/display')).toBe('none');
    event.set('event_type', 'double');
    expect(event.attr('border/display')).toBe('block');
    event.set('event_type', 'thick');
    expect(event.attr('body/strokeWidth')).toBe(5);
  });

  it('is dashed when non-interrupting', () => {
    const event = create('bpmn.Event', { event_type: 'double' });
    expect(event.attr('body/strokeDasharray')).toBe('none');
    event.set('interrupting', false);
    expect(event.attr('body/strokeDasharray')).toBe('8 4');
    expect(event.attr('border/strokeDasharray')).toBe('8 4');
  });

  it('fills throwing icons and outlines catching ones', () => {
    expect(eventIcon('message1')).toMatchObject({ filled: false });
    expect(eventIcon('message2')).toMatchObject({ filled: true });
    expect(eventIcon('none').d).toBe('');
    const event = create('bpmn.Event', { icon_type: 'timer1' });
    expect(event.attr('icon')).toMatchObject({ display: 'block', fill: 'none' });
  });

  it('scales the icon with the circle, so a small event (32 px, as Visio draws them) keeps it inside', () => {
    const iconBox = (size: number) => {
      const transform = util.evalCalcExpression(String(create('bpmn.Event').attr('icon/transform')), new g.Rect(0, 0, size, size));
      const [cx, cy, scale, dx, dy] = (transform.match(/-?[\d.]+/g) ?? []).map(Number);
      return { left: cx + dx * scale, top: cy + dy * scale, size: 40 * scale };
    };
    expect(iconBox(90)).toEqual({ left: 25, top: 25, size: 40 });
    const small = iconBox(32);
    expect(small.left).toBeGreaterThan(0);
    expect(small.left + small.size).toBeLessThan(32);
    expect(small.size).toBeCloseTo((40 * 32) / 90);
  });
});

describe('BPMN shapes with their label below', () => {
  it('take flows on their outline, not on the box that holds the label', () => {
    for (const type of ['bpmn.Event', 'bpmn.Gateway', 'bpmn.DataObject', 'bpmn.DataStore']) expect(create(type).attr('root/magnetSelector')).toBe('body');
  });
});

describe('bpmn.Gateway', () => {
  it('has a symbol for every gateway type, none for exclusive_blank', () => {
    const gateway = create('bpmn.Gateway');
    for (const type of GATEWAY_TYPES) {
      gateway.set('gateway_type', type);
      expect(gateway.attr('icon/display')).toBe(type === 'exclusive_blank' ? 'none' : 'block');
      if (type !== 'exclusive_blank') expect(gateway.attr('icon/d')).toBe(GATEWAY_ICONS[type].d);
    }
  });
});

describe('data, annotations and groups', () => {
  it('marks a data object or data store tied to catalog details, and only then', () => {
    for (const type of ['bpmn.DataObject', 'bpmn.DataStore']) {
      const data = create(type);
      expect(data.attr('catalogDetails/display')).toBe('none');
      data.set('data_catalog_detail_entity_value_ids', [7]);
      expect(data.attr('catalogDetails/display')).toBe('block');
      data.set('data_catalog_detail_entity_value_ids', []);
      expect(data.attr('catalogDetails/display')).toBe('none');
    }
  });

  it('shows the collection bars of a data object only for a collection', () => {
    const data = create('bpmn.DataObject');
    expect(data.attr('collection/display')).toBe('none');
    data.set('collection', true);
    expect(data.attr('collection/display')).toBe('block');
  });

  it('leaves text annotations and groups unfilled by default', () => {
    expect(create('bpmn.TextAnnotation').attr('body/fillOpacity')).toBe(0);
    expect(create('bpmn.Group').attr('body/fillOpacity')).toBe(0);
    expect(create('bpmn.Group').attr('body/strokeDasharray')).toBe('8 4 2 4');
  });
});

describe('pool lanes', () => {
  const lanes = [
    { id: 'l1', label: 'Sales', size: 100 },
    { id: 'l2', label: 'Warehouse', size: 80 },
  ];

  it('reads lanes defensively: sizes at least the minimum, ids filled in', () => {
    expect(readLanes([{ label: 'A', size: 10 }, null, 'x'])).toEqual([{ id: 'lane-1', label: 'A', size: LANE_MIN_SIZE }]);
    expect(readLanes(undefined)).toEqual([]);
  });

  it('adds a lane as tall as the last one; a pool without lanes first becomes one lane', () => {
    expect(addLane(lanes, 180, { id: 'l3' })).toEqual({ lanes: [...lanes, { id: 'l3', label: '', size: 80 }], height: 260 });
    expect(addLane([], 90, { id: 'n' })).toEqual({
      lanes: [
        { id: 'n-0', label: '', size: 90 },
        { id: 'n', label: '', size: 90 },
      ],
      height: 180,
    });
  });

  it('removes a lane and shrinks the pool; one lane left means no lanes', () => {
    const three = addLane(lanes, 180, { id: 'l3' }).lanes;
    expect(removeLane(three, 0, 260)).toEqual({ lanes: three.slice(1), height: 160 });
    expect(removeLane(lanes, 1, 180)).toEqual({ lanes: [], height: 100 });
    expect(removeLane(lanes, 5, 180)).toEqual({ lanes, height: 180 });
  });

  it('never resizes a lane under the lane minimum of 60', () => {
    expect(resizeLane(lanes, 0, 20)).toEqual({ lanes: [{ ...lanes[0], size: LANE_MIN_SIZE }, lanes[1]], height: 140 });
    expect(resizeLane(lanes, 1, 130).height).toBe(230);
  });

  it('gives a pool resize to the last lane, no smaller than the minimum', () => {
    expect(fitLanes(lanes, 250)).toEqual({ lanes: [lanes[0], { ...lanes[1], size: 150 }], height: 250 });
    expect(fitLanes(lanes, 50)).toEqual({ lanes: [lanes[0], { ...lanes[1], size: LANE_MIN_SIZE }], height: 160 });
  });

  it('moves the boundary under a lane: that lane takes the size (on the grid), never under the minimum, the pool grows or shrinks', () => {
    expect(moveLaneBoundary(lanes, 1, 210)).toEqual({ lanes: [lanes[0], { ...lanes[1], size: 110 }], height: 210 });
    expect(moveLaneBoundary(lanes, 1, 213.5)).toEqual({ lanes: [lanes[0], { ...lanes[1], size: 114 }], height: 214 });
    expect(moveLaneBoundary(lanes, 1, 213.5, 10)).toEqual({ lanes: [lanes[0], { ...lanes[1], size: 110 }], height: 210 });
    expect(moveLaneBoundary(lanes, 0, 10)).toEqual({ lanes: [{ ...lanes[0], size: LANE_MIN_SIZE }, lanes[1]], height: 140 });
  });

  it('renames one lane, keeping the sizes', () => {
    expect(renameLane(lanes, 1, 'Billing')).toEqual([lanes[0], { ...lanes[1], label: 'Billing' }]);
  });

  it('keeps a pool at least as high as its lanes with the last at the minimum, and 90 x 60 without lanes', () => {
    expect(minPoolHeight(lanes)).toBe(100 + LANE_MIN_SIZE);
    expect(minPoolHeight([])).toBe(LANE_MIN_SIZE);
    const editor = new DiagramEditor({ registry });
    const pool = editor.addShape('bpmn.Pool', { lanes, size: { width: 400, height: 180 } }) as dia.Element;
    expect(editor.minSizeOf(pool)).toEqual({ width: 90, height: 160 });
    pool.set('lanes', []);
    expect(editor.minSizeOf(pool)).toEqual({ width: 90, height: 60 });
  });

  it('finds the lane under a point', () => {
    expect(laneIndexAt(lanes, 10)).toBe(0);
    expect(laneIndexAt(lanes, 100)).toBe(1);
    expect(laneIndexAt(lanes, 181)).toBe(-1);
  });

  it('draws each lane in its slot, the last lane down to the pool bottom, and hides unused slots', () => {
    const pool = create('bpmn.Pool', { lanes, size: { width: 400, height: 180 } });
    expect(pool.attr('lane0Header')).toMatchObject({ display: 'block', x: 30, y: 0, height: 100 });
    expect(pool.attr('lane1Header')).toMatchObject({ y: 100, height: 'calc(h-100)' });
    expect(pool.attr('lane0Label/transform')).toBe('translate(45,50) rotate(-90)');
    expect(pool.attr('lane1Label/transform')).toBe('translate(45,calc(0.5*h+50)) rotate(-90)');
    expect(pool.attr('lane0Line')).toMatchObject({ display: 'block', d: 'M 30 100 H calc(w)' });
    expect(pool.attr('lane1Line/display')).toBe('none');
    expect(pool.attr('lane0Label/text')).toBe('Sales');
    expect(pool.attr('lane2Header/display')).toBe('none');
    expect(pool.attr(`lane${MAX_LANES - 1}Label/display`)).toBe('none');
  });

  it('changes lanes and the pool height as one undo step', () => {
    const editor = new DiagramEditor({ registry });
    const pool = editor.addShape('bpmn.Pool', { lanes, size: { width: 400, height: 180 } }) as dia.Element;
    applyLanesChange(pool, addLane(readLanes(pool.get('lanes')), pool.size().height, { id: 'l3', label: 'Finance' }));
    expect(pool.size().height).toBe(260);
    expect(pool.attr('lane2Label/text')).toBe('Finance');
    editor.undo();
    expect(pool.size().height).toBe(180);
    expect(pool.get('lanes')).toEqual(lanes);
    expect(pool.attr('lane2Label/display')).toBe('none');
  });
});
