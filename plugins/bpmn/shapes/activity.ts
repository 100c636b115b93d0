import { DEFAULT_SHAPE_SIZES, defineShape, bodyStyle, labelInside, styleProperties, type StyleProps } from '../../../sdk/diagram';

export const ACTIVITY_ICON_TYPES = ['none', 'receive', 'service', 'send', 'manual', 'user', 'script', 'business-rule'] as const;
export const ACTIVITY_MARKERS = ['loop', 'parallel', 'sequential', 'compensation', 'sub-process', 'ad-hoc'] as const;
export const ACTIVITY_TYPES = ['single', 'thick', 'double'] as const;

export type ActivityIconType = (typeof ACTIVITY_ICON_TYPES)[number];
export type ActivityMarker = (typeof ACTIVITY_MARKERS)[number];

export interface ActivityProps extends StyleProps {
  /** single: a task; thick: a call activity; double: a transaction. */
  activity_type: (typeof ACTIVITY_TYPES)[number];
  /** A collapsed sub-process: shows the sub-process marker. */
  sub_process: boolean;
  icon_type: ActivityIconType;
  markers: ActivityMarker[];
}

/** Task-type icons (16 x 16, drawn at the top left). */
export const ACTIVITY_ICONS: Record<ActivityIconType, string> = {
  none: '',
  receive: 'M 1 3 H 15 V 13 H 1 Z M 1 3 L 8 8 L 15 3',
  send: 'M 1 3 H 15 V 13 H 1 Z M 1 3 L 8 8 L 15 3 M 1 13 L 6 8 M 15 13 L 10 8',
  service:
    'M 8 2 L 9.5 4 L 12 3.5 L 12 6 L 14 8 L 12 10 L 12 12.5 L 9.5 12 L 8 14 L 6.5 12 L 4 12.5 L 4 10 L 2 8 L 4 6 L 4 3.5 L 6.5 4 Z M 6 8 A 2 2 0 1 0 10 8 A 2 2 0 1 0 6 8',
  manual: 'M 1 8 L 5 3 H 10 M 5 6 H 14 M 5 8.5 H 15 M 5 11 H 13 M 5 13.5 H 11 M 1 8 V 13.5 H 5',
  user: 'M 5 6 A 3 3 0 1 0 11 6 A 3 3 0 1 0 5 6 M 2 15 C 2 10 14 10 14 15 Z',
  script: 'M 4 1 H 13 C 10 5 14 9 11 15 H 2 C 5 11 1 5 4 1 Z M 5 4 H 10 M 5 7 H 11 M 6 10 H 11 M 6 13 H 10',
  'business-rule': 'M 1 2 H 15 V 14 H 1 Z M 1 5.5 H 15 M 5 5.5 V 14 M 1 9.75 H 15',
};

/** Marker glyphs (12 x 12, drawn side by side at the bottom centre). */
export const MARKER_GLYPHS: Record<ActivityMarker, string> = {
  loop: 'M 3 10 A 5 5 0 1 1 9 10 M 9 10 L 9 6.5 M 9 10 L 12 9',
  parallel: 'M 2 1 V 11 M 6 1 V 11 M 10 1 V 11',
  sequential: 'M 1 2 H 11 M 1 6 H 11 M 1 10 H 11',
  compensation: 'M 6 1 L 0 6 L 6 11 Z M 12 1 L 6 6 L 12 11 Z',
  'sub-process': 'M 0 0 H 12 V 12 H 0 Z M 6 3 V 9 M 3 6 H 9',
  'ad-hoc': 'M 0 7 C 2 3 4 3 6 6 C 8 9 10 9 12 5',
};

const GLYPH = 12;
const GLYPH_GAP = 4;
/** Height kept free of the title for the icon row and for the markers row. */
const GLYPH_ROOM = 14;

/** The markers shown, in BPMN's order; sub_process adds the sub-process marker. Unknown ones are ignored. */
export function shownMarkers(props: Pick<ActivityProps, 'markers' | 'sub_process'>): ActivityMarker[] {
  const chosen = new Set<string>(Array.isArray(props.markers) ? props.markers : []);
  if (props.sub_process) chosen.add('sub-process');
  return ACTIVITY_MARKERS.filter((marker) => chosen.has(marker));
}

/** One path of the markers side by side, centred on x = 0 with its bottom on y = 0. */
export function markersPath(markers: readonly ActivityMarker[]): string {
  const width = markers.length * GLYPH + Math.max(0, markers.length - 1) * GLYPH_GAP;
  return markers
    .map((marker, index) => translatePath(MARKER_GLYPHS[marker], -width / 2 + index * (GLYPH + GLYPH_GAP), -GLYPH))
    .join(' ');
}

/** Moves every coordinate pair of an absolute path made of M, L, H, V, C, A and Z commands. */
function translatePath(d: string, dx: number, dy: number): string {
  const tokens = d.split(/\s+/);
  const out: string[] = [];
  let command = 'M';
  let index = 0;
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      command = token;
      index = 0;
      out.push(token);
      continue;
    }
    const value = Number(token);
    out.push(String(shift(command, index, value, dx, dy)));
    index += 1;
  }
  return out.join(' ');
}

function shift(command: string, index: number, value: number, dx: number, dy: number): number {
  switch (command) {
    case 'H':
      return value + dx;
    case 'V':
      return value + dy;
    case 'A':
      // rx ry rotation large-arc sweep x y: only the end point moves.
      if (index % 7 === 5) return value + dx;
      if (index % 7 === 6) return value + dy;
      return value;
    default:
      return value + (index % 2 === 0 ? dx : dy);
  }
}

/** A task, sub-process, call activity or transaction (90 x 70). */
export const activityShape = defineShape<ActivityProps>({
  type: 'bpmn.Activity',
  kind: 'element',
  title: 'Activity',
  defaults: {
    size: { ...DEFAULT_SHAPE_SIZES.activity },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', rx: 10, ry: 10 },
      border: { x: 4, y: 4, width: 'calc(w-8)', height: 'calc(h-8)', rx: 7, ry: 7, fill: 'none' },
      icon: { transform: 'translate(6,6)', fill: 'none', strokeWidth: 1 },
      markers: { transform: 'translate(calc(0.5*w),calc(h-4))', fill: 'none', strokeWidth: 1.5 },
    },
  },
  properties: {
    activity_type: { type: 'string', enum: ACTIVITY_TYPES, default: 'single', title: 'Activity type' },
    sub_process: { type: 'boolean', default: false, title: 'Sub-process' },
    icon_type: { type: 'string', enum: ACTIVITY_ICON_TYPES, default: 'none', title: 'Icon' },
    markers: { type: 'array', default: [], title: 'Markers' },
    ...styleProperties(),
  },
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'rect', selector: 'border' },
    { tagName: 'path', selector: 'icon' },
    { tagName: 'path', selector: 'markers' },
    { tagName: 'text', selector: 'label' },
  ],
  present(props) {
    const thick = props.activity_type === 'thick';
    const body = bodyStyle(props, thick ? Math.max(4, props.shape_outline_width * 2) : props.shape_outline_width);
    const markers = shownMarkers(props);
    const icon = ACTIVITY_ICONS[props.icon_type] ?? '';
    return {
      attrs: {
        body,
        border: {
          display: props.activity_type === 'double' ? 'block' : 'none',
          stroke: props.shape_outline,
          strokeWidth: Math.max(1, props.shape_outline_width / 2),
        },
        icon: { d: icon || 'M 0 0', display: icon ? 'block' : 'none', stroke: props.shape_outline },
        markers: { d: markers.length ? markersPath(markers) : 'M 0 0', display: markers.length ? 'block' : 'none', stroke: props.shape_outline },
        label: labelInside(props, { reserved: (icon ? GLYPH_ROOM : 0) + (markers.length ? GLYPH_ROOM : 0) }),
      },
    };
  },
});
