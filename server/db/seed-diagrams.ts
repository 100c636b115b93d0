/**
 * The demo's diagrams ("Acme order process"): one small, meaningful diagram per diagram module type, as
 * the documents the diagram editor saves (sdk/diagram/cell-codec.ts writes exactly these fields for these
 * shapes; tests/unit/demo-diagrams.test.ts checks it). Plain data: the server may not import the
 * editor's code. Every cell is on the one layer of DEMO_DIAGRAM_SETTINGS, and every link's ends exist,
 * so the editor's load clean-up finds nothing to fix.
 */

/** The cells' DiagramSettings value: the diagram's layers (the layers panel's list). */
export const DEMO_DIAGRAM_SETTINGS = { layers: [{ id: 'layer-1', name: 'Layer 1', hidden: false }] };

/** The §3 style of a shape with the default look (white fill, dark outline, centred text). */
const STYLE = {
  shape_fill: '#ffffff',
  shape_outline: '#333333',
  shape_transparency: 0,
  shape_outline_style: 'solid',
  shape_outline_width: 2,
  textVerticalAnchor: 'middle',
  textHorizontalAnchor: 'middle',
};

/** The §3 link attributes of a plain flow. */
const FLOW = {
  linkType: null,
  flowType: 'normal',
  associationDirection: 'none',
  labelPosition: 'middle',
  labelPlacement: null,
  link_color: '#333333',
  relationship_type: '',
  relationship_color: null,
};

export interface DemoDiagram {
  /** The module's name in the project. */
  name: string;
  cells: Record<string, unknown>[];
}

/** By module type key, in the order the project lists them. */
export const DEMO_DIAGRAMS: Record<string, DemoDiagram> = {
  /** BPMN: a pool with a customer and a sales lane, from the order to its shipping. */
  Bpmns: {
    name: 'Order handling',
    cells: [
      {
        jsid: 'order-pool', type: 'bpmn.Pool', layer_id: 'layer-1', title: 'Order handling', z: 1,
        embeds: ['order-start', 'order-place', 'order-check', 'order-in-stock', 'order-ship', 'order-delay', 'order-end', 'order-data', 'order-stock'],
        position: { x: 40, y: 40 }, size: { width: 860, height: 380 }, headerSize: 30,
        lanes: [{ id: 'lane-customer', label: 'Customer', size: 160 }, { id: 'lane-sales', label: 'Sales', size: 220 }],
        ...STYLE,
      },
      {
        jsid: 'order-start', type: 'bpmn.Event', layer_id: 'layer-1', title: 'Order received', z: 2,
        position: { x: 110, y: 75 }, size: { width: 90, height: 90 }, event_type: 'single', interrupting: true,
        icon_type: 'message1', ...STYLE,
      },
      {
        jsid: 'order-place', type: 'bpmn.Activity', layer_id: 'layer-1', title: 'Place order', z: 3,
        position: { x: 260, y: 85 }, size: { width: 90, height: 70 }, activity_type: 'single', sub_process: false,
        icon_type: 'user', markers: [], ...STYLE,
      },
      {
        jsid: 'order-check', type: 'bpmn.Activity', layer_id: 'layer-1', title: 'Check stock', z: 4,
        position: { x: 260, y: 235 }, size: { width: 90, height: 70 }, activity_type: 'single', sub_process: false,
        icon_type: 'service', markers: [], ...STYLE,
      },
      {
        jsid: 'order-in-stock', type: 'bpmn.Gateway', layer_id: 'layer-1', title: 'In stock?', z: 5,
        position: { x: 410, y: 225 }, size: { width: 90, height: 90 }, gateway_type: 'exclusive', ...STYLE,
      },
      {
        jsid: 'order-ship', type: 'bpmn.Activity', layer_id: 'layer-1', title: 'Ship order', z: 6,
        position: { x: 570, y: 235 }, size: { width: 90, height: 70 }, activity_type: 'single', sub_process: false,
        icon_type: 'manual', markers: [], ...STYLE,
      },
      {
        jsid: 'order-delay', type: 'bpmn.Activity', layer_id: 'layer-1', title: 'Report delay', z: 7,
        position: { x: 410, y: 335 }, size: { width: 90, height: 70 }, activity_type: 'single', sub_process: false,
        icon_type: 'send', markers: [], ...STYLE,
      },
      {
        jsid: 'order-end', type: 'bpmn.Event', layer_id: 'layer-1', title: 'Order shipped', z: 8,
        position: { x: 740, y: 225 }, size: { width: 90, height: 90 }, event_type: 'thick', interrupting: true,
        icon_type: 'none', ...STYLE,
      },
      {
        jsid: 'order-data', type: 'bpmn.DataObject', layer_id: 'layer-1', title: 'Order', z: 16,
        position: { x: 420, y: 72 }, size: { width: 60, height: 80 }, collection: false, ...STYLE,
      },
      {
        jsid: 'order-stock', type: 'bpmn.DataStore', layer_id: 'layer-1', title: 'Stock list', z: 17,
        position: { x: 120, y: 300 }, size: { width: 80, height: 70 }, ...STYLE,
      },
      {
        jsid: 'order-data-use', type: 'tessera.Link', layer_id: 'layer-1', z: 18, source: { id: 'order-place' },
        target: { id: 'order-data' }, ...FLOW, flowType: 'association',
      },
      {
        jsid: 'order-stock-use', type: 'tessera.Link', layer_id: 'layer-1', z: 19, source: { id: 'order-check' },
        target: { id: 'order-stock' }, ...FLOW, flowType: 'association',
      },
      {
        jsid: 'order-flow-1', type: 'tessera.Link', layer_id: 'layer-1', z: 9, source: { id: 'order-start' },
        target: { id: 'order-place' }, ...FLOW,
      },
      {
        jsid: 'order-flow-2', type: 'tessera.Link', layer_id: 'layer-1', z: 10, source: { id: 'order-place' },
        target: { id: 'order-check' }, ...FLOW,
      },
      {
        jsid: 'order-flow-3', type: 'tessera.Link', layer_id: 'layer-1', z: 11, source: { id: 'order-check' },
        target: { id: 'order-in-stock' }, ...FLOW,
      },
      {
        jsid: 'order-flow-4', type: 'tessera.Link', layer_id: 'layer-1', title: 'Yes', z: 12,
        source: { id: 'order-in-stock' }, target: { id: 'order-ship' }, ...FLOW,
      },
      {
        jsid: 'order-flow-5', type: 'tessera.Link', layer_id: 'layer-1', title: 'No', z: 13,
        source: { id: 'order-in-stock' }, target: { id: 'order-delay' }, ...FLOW, flowType: 'conditional',
      },
      {
        jsid: 'order-flow-6', type: 'tessera.Link', layer_id: 'layer-1', title: 'Stock arrived', z: 14,
        source: { id: 'order-delay' }, target: { id: 'order-ship' }, ...FLOW,
      },
      {
        jsid: 'order-flow-7', type: 'tessera.Link', layer_id: 'layer-1', z: 15, source: { id: 'order-ship' },
        target: { id: 'order-end' }, ...FLOW,
      },
    ],
  },
  /** Process flow: an order from its arrival to its shipping, with the payment decision. */
  ProcessFlows: {
    name: 'Order flow',
    cells: [
      {
        jsid: 'flow-start', type: 'processFlow.Terminator', layer_id: 'layer-1', title: 'Order arrives', z: 1,
        position: { x: 60, y: 40 }, size: { width: 120, height: 50 }, ...STYLE,
      },
      {
        jsid: 'flow-read', type: 'processFlow.InputOutput', layer_id: 'layer-1', title: 'Read the order form', z: 2,
        position: { x: 60, y: 140 }, size: { width: 120, height: 60 }, ...STYLE,
      },
      {
        jsid: 'flow-paid', type: 'processFlow.Decision', layer_id: 'layer-1', title: 'Paid?', z: 3,
        position: { x: 60, y: 250 }, size: { width: 120, height: 90 }, ...STYLE,
      },
      {
        jsid: 'flow-invoice', type: 'processFlow.Process', layer_id: 'layer-1', title: 'Send an invoice', z: 4,
        position: { x: 260, y: 265 }, size: { width: 120, height: 60 }, ...STYLE,
      },
      {
        jsid: 'flow-pack', type: 'processFlow.Process', layer_id: 'layer-1', title: 'Pack the goods', z: 5,
        position: { x: 60, y: 390 }, size: { width: 120, height: 60 }, ...STYLE,
      },
      {
        jsid: 'flow-slip', type: 'processFlow.Document', layer_id: 'layer-1', title: 'Delivery slip', z: 6,
        position: { x: 260, y: 385 }, size: { width: 120, height: 70 }, ...STYLE,
      },
      {
        jsid: 'flow-end', type: 'processFlow.Terminator', layer_id: 'layer-1', title: 'Order shipped', z: 7,
        position: { x: 60, y: 500 }, size: { width: 120, height: 50 }, ...STYLE,
      },
      {
        jsid: 'flow-link-1', type: 'tessera.Link', layer_id: 'layer-1', z: 8, source: { id: 'flow-start' },
        target: { id: 'flow-read' }, ...FLOW,
      },
      {
        jsid: 'flow-link-2', type: 'tessera.Link', layer_id: 'layer-1', z: 9, source: { id: 'flow-read' },
        target: { id: 'flow-paid' }, ...FLOW,
      },
      {
        jsid: 'flow-link-3', type: 'tessera.Link', layer_id: 'layer-1', title: 'Yes', z: 10, source: { id: 'flow-paid' },
        target: { id: 'flow-pack' }, ...FLOW,
      },
      {
        jsid: 'flow-link-4', type: 'tessera.Link', layer_id: 'layer-1', title: 'No', z: 11, source: { id: 'flow-paid' },
        target: { id: 'flow-invoice' }, vertices: [], ...FLOW,
      },
      {
        jsid: 'flow-link-5', type: 'tessera.Link', layer_id: 'layer-1', title: 'Payment received', z: 12,
        source: { id: 'flow-invoice' }, target: { id: 'flow-paid' }, vertices: [{ x: 220, y: 255 }], ...FLOW,
      },
      {
        jsid: 'flow-link-6', type: 'tessera.Link', layer_id: 'layer-1', z: 13, source: { id: 'flow-pack' },
        target: { id: 'flow-slip' }, ...FLOW, flowType: 'association',
      },
      {
        jsid: 'flow-link-7', type: 'tessera.Link', layer_id: 'layer-1', z: 14, source: { id: 'flow-pack' },
        target: { id: 'flow-end' }, ...FLOW,
      },
    ],
  },
  /** Quadrant: improvement ideas placed by effort against impact. */
  Quadrants: {
    name: 'Improvement ideas',
    cells: [
      {
        jsid: 'quadrant-x-axis', type: 'quadrant.XAxis', layer_id: 'layer-1', title: 'Effort', z: 1,
        position: { x: 0, y: 280 }, size: { width: 800, height: 40 }, axis_color: '#113253',
      },
      {
        jsid: 'quadrant-y-axis', type: 'quadrant.YAxis', layer_id: 'layer-1', title: 'Impact', z: 2,
        position: { x: 380, y: 0 }, size: { width: 40, height: 600 }, axis_color: '#113253',
      },
      {
        jsid: 'quadrant-quick-wins', type: 'quadrant.Corner', layer_id: 'layer-1', title: 'Quick wins', z: 3,
        position: { x: 0, y: 0 }, size: { width: 200, height: 60 }, corner: 'top-left', shape_fill: '#eaf4f8',
      },
      {
        jsid: 'quadrant-big-bets', type: 'quadrant.Corner', layer_id: 'layer-1', title: 'Big bets', z: 4,
        position: { x: 600, y: 0 }, size: { width: 200, height: 60 }, corner: 'top-right', shape_fill: '#eaf4f8',
      },
      {
        jsid: 'quadrant-fill-ins', type: 'quadrant.Corner', layer_id: 'layer-1', title: 'Fill-ins', z: 5,
        position: { x: 0, y: 540 }, size: { width: 200, height: 60 }, corner: 'bottom-left', shape_fill: '#eaf4f8',
      },
      {
        jsid: 'quadrant-money-pits', type: 'quadrant.Corner', layer_id: 'layer-1', title: 'Money pits', z: 6,
        position: { x: 600, y: 540 }, size: { width: 200, height: 60 }, corner: 'bottom-right', shape_fill: '#eaf4f8',
      },
      {
        jsid: 'quadrant-online-form', type: 'quadrant.Item', layer_id: 'layer-1', title: 'Online order form', z: 7,
        position: { x: 150, y: 120 }, size: { width: 120, height: 44 }, ...STYLE, shape_fill: '#5badca',
        shape_outline: '#113253',
      },
      {
        jsid: 'quadrant-erp', type: 'quadrant.Item', layer_id: 'layer-1', title: 'New ERP system', z: 8,
        position: { x: 560, y: 100 }, size: { width: 120, height: 44 }, ...STYLE, shape_fill: '#5badca',
        shape_outline: '#113253',
      },
      {
        jsid: 'quadrant-templates', type: 'quadrant.Item', layer_id: 'layer-1', title: 'Email templates', z: 9,
        position: { x: 180, y: 420 }, size: { width: 120, height: 44 }, ...STYLE, shape_fill: '#5badca',
        shape_outline: '#113253',
      },
      {
        jsid: 'quadrant-paper', type: 'quadrant.Item', layer_id: 'layer-1', title: 'Paper archive scan', z: 10,
        position: { x: 540, y: 440 }, size: { width: 120, height: 44 }, ...STYLE, shape_fill: '#5badca',
        shape_outline: '#113253',
      },
    ],
  },
  /** Ecosystem: Acme (its sales and its warehouse) and the customers, supplier and carrier around it. */
  Ecosystems: {
    name: 'Order ecosystem',
    cells: [
      {
        jsid: 'eco-acme', type: 'ecosystem.Boundary', layer_id: 'layer-1', title: 'Acme', z: 1,
        embeds: ['eco-sales', 'eco-warehouse'], position: { x: 300, y: 60 }, size: { width: 400, height: 260 }, ...STYLE,
        shape_outline: '#113253', shape_transparency: 100, shape_outline_style: 'dashed', textVerticalAnchor: 'top',
        textHorizontalAnchor: 'left',
      },
      {
        jsid: 'eco-sales', type: 'ecosystem.Actor', layer_id: 'layer-1', title: 'Acme sales', z: 2,
        position: { x: 350, y: 130 }, size: { width: 150, height: 70 }, ecosystem_role: 'platform_owner', ...STYLE,
        shape_outline: '',
      },
      {
        jsid: 'eco-warehouse', type: 'ecosystem.Actor', layer_id: 'layer-1', title: 'Acme warehouse', z: 3,
        position: { x: 500, y: 220 }, size: { width: 150, height: 70 }, ecosystem_role: 'other', ...STYLE,
        shape_outline: '',
      },
      {
        jsid: 'eco-customer', type: 'ecosystem.Actor', layer_id: 'layer-1', title: 'Retail customers', z: 4,
        position: { x: 40, y: 130 }, size: { width: 150, height: 70 }, ecosystem_role: 'customer', ...STYLE,
        shape_outline: '',
      },
      {
        jsid: 'eco-supplier', type: 'ecosystem.Actor', layer_id: 'layer-1', title: 'Parts supplier', z: 5,
        position: { x: 800, y: 220 }, size: { width: 150, height: 70 }, ecosystem_role: 'supplier', ...STYLE,
        shape_outline: '',
      },
      {
        jsid: 'eco-carrier', type: 'ecosystem.Actor', layer_id: 'layer-1', title: 'Parcel carrier', z: 6,
        position: { x: 500, y: 420 }, size: { width: 150, height: 70 }, ecosystem_role: 'partner', ...STYLE,
        shape_outline: '',
      },
      {
        jsid: 'eco-rel-1', type: 'ecosystem.Relationship', layer_id: 'layer-1', title: 'sells to', z: 7,
        source: { id: 'eco-sales' }, target: { id: 'eco-customer' }, ...FLOW, linkType: 'serving',
      },
      {
        jsid: 'eco-rel-2', type: 'ecosystem.Relationship', layer_id: 'layer-1', title: 'delivers parts', z: 8,
        source: { id: 'eco-supplier' }, target: { id: 'eco-warehouse' }, ...FLOW, linkType: 'flow',
      },
      {
        jsid: 'eco-rel-3', type: 'ecosystem.Relationship', layer_id: 'layer-1', title: 'hands over parcels', z: 9,
        source: { id: 'eco-warehouse' }, target: { id: 'eco-carrier' }, ...FLOW, linkType: 'trigger',
      },
      {
        jsid: 'eco-rel-4', type: 'ecosystem.Relationship', layer_id: 'layer-1', title: 'delivers', z: 10,
        source: { id: 'eco-carrier' }, target: { id: 'eco-customer' }, ...FLOW, linkType: 'serving',
      },
    ],
  },
  /** Sequence: a web shop order, with the payment service. */
  Sequences: {
    name: 'Web shop order',
    cells: [
      {
        jsid: 'seq-customer', type: 'sequence.Participant', layer_id: 'layer-1', title: 'Customer', z: 1,
        position: { x: 40, y: 40 }, size: { width: 120, height: 400 }, ...STYLE,
      },
      {
        jsid: 'seq-shop', type: 'sequence.Participant', layer_id: 'layer-1', title: 'Web shop', z: 2,
        embeds: ['seq-shop-busy'], position: { x: 260, y: 40 }, size: { width: 120, height: 400 }, ...STYLE,
      },
      {
        jsid: 'seq-payment', type: 'sequence.Participant', layer_id: 'layer-1', title: 'Payment service', z: 3,
        position: { x: 480, y: 40 }, size: { width: 120, height: 400 }, ...STYLE,
      },
      {
        jsid: 'seq-msg-1', type: 'sequence.Message', layer_id: 'layer-1', title: 'Place order', z: 4,
        source: { id: 'seq-customer', anchor: { name: 'top', args: { dy: 90 } }, connectionPoint: { name: 'anchor' } },
        target: { id: 'seq-shop', anchor: { name: 'top', args: { dy: 90 } }, connectionPoint: { name: 'anchor' } },
        vertices: [], message_type: 'synchronous', link_color: '#333333',
      },
      {
        jsid: 'seq-msg-2', type: 'sequence.Message', layer_id: 'layer-1', title: 'Charge card', z: 5,
        source: { id: 'seq-shop', anchor: { name: 'top', args: { dy: 130 } }, connectionPoint: { name: 'anchor' } },
        target: { id: 'seq-payment', anchor: { name: 'top', args: { dy: 130 } }, connectionPoint: { name: 'anchor' } },
        vertices: [], message_type: 'synchronous', link_color: '#333333',
      },
      {
        jsid: 'seq-msg-3', type: 'sequence.Message', layer_id: 'layer-1', title: 'Payment accepted', z: 6,
        source: { id: 'seq-payment', anchor: { name: 'top', args: { dy: 170 } }, connectionPoint: { name: 'anchor' } },
        target: { id: 'seq-shop', anchor: { name: 'top', args: { dy: 170 } }, connectionPoint: { name: 'anchor' } },
        vertices: [], message_type: 'return', link_color: '#333333',
      },
      {
        jsid: 'seq-msg-4', type: 'sequence.Message', layer_id: 'layer-1', title: 'Order confirmation', z: 7,
        source: { id: 'seq-shop', anchor: { name: 'top', args: { dy: 210 } }, connectionPoint: { name: 'anchor' } },
        target: { id: 'seq-customer', anchor: { name: 'top', args: { dy: 210 } }, connectionPoint: { name: 'anchor' } },
        vertices: [], message_type: 'asynchronous', link_color: '#333333',
      },
      {
        jsid: 'seq-shop-busy', type: 'sequence.Activation', layer_id: 'layer-1', z: 8, position: { x: 312, y: 130 },
        size: { width: 16, height: 120 }, ...STYLE, shape_fill: '#e8eaf0', shape_outline_width: 1.5,
      },
    ],
  },
};
