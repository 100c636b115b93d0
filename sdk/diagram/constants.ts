/**
 * The diagram editor's constants (screens-and-editor.md §3, §5, §9), named as the spec names them.
 * Save and snapshot debounces are shared with the rest of the app and live in core/domain/constants.ts.
 */

export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 5;
export const ZOOM_STEP = 0.2;
export const WHEEL_ZOOM_STEP = 0.2;
export const ZOOM_TO_FIT_PADDING = 50;

/** Grid size when gridlines are shown; without them the grid is 1 (free placement). */
export const GRID_SIZE = 10;
export const GRID_SIZE_WITHOUT_GRIDLINES = 1;
export const SNAPLINES_DISTANCE = 10;

/** Arrow keys move the selection by a step that grows while the key is held, up to this. */
export const ARROW_MOVE_MAX_STEP = 75;

export const STENCIL_WIDTH = 240;
export const STENCIL_HEIGHT = 800;

/** Print sheet in millimetres (A4 landscape); the margin in inches (the sheet/margin units of JointJS+ print). */
export const PRINT_SHEET_WIDTH = 297;
export const PRINT_SHEET_HEIGHT = 210;
export const PRINT_SHEET_MARGIN = 0.1;
export const MM_PER_INCH = 25.4;
/** Print sheets offered beside the spec's A4, landscape (width over height) in millimetres. */
export const PRINT_PAPER_SIZES = { A4: { width: 297, height: 210 }, A3: { width: 420, height: 297 }, Letter: { width: 279.4, height: 215.9 } } as const;
/** CSS pixels per inch: a diagram unit prints at this size when the diagram is tiled over pages. */
export const CSS_PX_PER_INCH = 96;
export const SNAPSHOT_PADDING = 10;

export const PARALLEL_LINK_OFFSET = 40;

export const LANE_MIN_SIZE = 60;
export const LANE_HANDLE_MIN_SIZE = 20;

/** The smallest an element may be resized to when its shape declares no `minSize`. */
export const ELEMENT_MIN_SIZE = { width: 20, height: 20 } as const;

export const AUTO_LAYOUT = {
  marginX: 100,
  marginY: 100,
  nodeSep: 50,
  edgeSep: 200,
  rankSep: 200,
} as const;

export const DEFAULT_SHAPE_SIZES = {
  activity: { width: 90, height: 70 },
  event: { width: 90, height: 90 },
  gateway: { width: 90, height: 90 },
  pool: { width: 90, height: 60 },
} as const;

/** The product's own link shape: the default of the module setting default_link_key. */
export const DEFAULT_LINK_KEY = 'tessera.Link';

export const CONNECTION_TYPES = ['normal', 'manhattan', 'gap'] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
export const DEFAULT_CONNECTION_TYPE: ConnectionType = 'normal';
export const DEFAULT_ANCHOR = 'center';
export const DEFAULT_CONNECTION_STRATEGY = 'default';
export const DEFAULT_CONNECTION_POINT = { name: 'bbox', args: { offset: 8 } } as const;

/** Relationship link types of §3 ("special" is specialization). */
export const LINK_TYPES = [
  'aggregation',
  'composition',
  'assignment',
  'realization',
  'serving',
  'access',
  'influence',
  'trigger',
  'flow',
  'special',
  'association',
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** Flow types of §3 (conversation appears only in the wider list, but it is drawn too). */
export const FLOW_TYPES = ['normal', 'default', 'conditional', 'conversation', 'message', 'association'] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

/** Which ends of an association show an arrow (BPMN's associationDirection): none, the target (one) or both. */
export const ASSOCIATION_DIRECTIONS = ['none', 'one', 'both'] as const;
export type AssociationDirection = (typeof ASSOCIATION_DIRECTIONS)[number];

export const LABEL_POSITIONS = ['source', 'middle', 'target'] as const;
export type LabelPosition = (typeof LABEL_POSITIONS)[number];

/** Module settings of §3 and their defaults (§9). */
export interface DiagramSettings {
  show_gridlines: boolean;
  show_snaplines: boolean;
  default_connection_type: ConnectionType;
  embedding_enabled: boolean;
  default_link_key: string;
  connection_strategy: string;
  default_anchor: string;
  default_connection_point: string;
  reload_layout: boolean;
}

export const DEFAULT_DIAGRAM_SETTINGS: DiagramSettings = {
  show_gridlines: true,
  show_snaplines: true,
  default_connection_type: DEFAULT_CONNECTION_TYPE,
  embedding_enabled: true,
  default_link_key: DEFAULT_LINK_KEY,
  connection_strategy: DEFAULT_CONNECTION_STRATEGY,
  default_anchor: DEFAULT_ANCHOR,
  default_connection_point: DEFAULT_CONNECTION_POINT.name,
  reload_layout: false,
};

/** Marks a selection highlight's element, for what must find the selection drawn (tests, benches, the image export). */
export const SELECTION_MARK = 'data-selection';

/** The namespace of the SVG elements the paper draws besides its cells (guides, others' pointers). */
export const SVG_NS = 'http://www.w3.org/2000/svg';
