import { DEFAULT_SHAPE_SIZES, defineShape, bodyStyle, labelBelow, OUTLINE_MAGNET, styleProperties, type StyleProps } from '../../../sdk/diagram';

/** single: a start event; double: an intermediate event; thick: an end event. */
export const EVENT_TYPES = ['single', 'double', 'thick'] as const;

/**
 * Event icons, named as BPMN tools exchange them: `…1` is the catching (outlined) variant, `…2` the
 * throwing (filled) one.
 */
export const EVENT_ICON_TYPES = [
  'none',
  'message1',
  'message2',
  'timer1',
  'conditional1',
  'link1',
  'link2',
  'signal1',
  'signal2',
  'error1',
  'error2',
  'escalation1',
  'escalation2',
  'compensation1',
  'compensation2',
  'cancel1',
  'cancel2',
  'terminate1',
  'multiple1',
  'multiple2',
  'parallel1',
] as const;

export type EventIconType = (typeof EVENT_ICON_TYPES)[number];

export interface EventProps extends StyleProps {
  event_type: (typeof EVENT_TYPES)[number];
  /** A non-interrupting event (false) is drawn dashed, as BPMN draws it. */
  interrupting: boolean;
  icon_type: EventIconType;
}

/** Icon glyphs on a 40 x 40 box centred in the event. */
const GLYPHS: Record<string, string> = {
  none: '',
  message: 'M 8 12 H 32 V 28 H 8 Z M 8 12 L 20 21 L 32 12',
  timer:
    'M 8 20 A 12 12 0 1 0 32 20 A 12 12 0 1 0 8 20 M 20 10 V 12 M 30 20 H 28 M 20 30 V 28 M 10 20 H 12 M 20 20 L 20 13 M 20 20 L 25 22',
  conditional: 'M 11 9 H 29 V 31 H 11 Z M 14 14 H 26 M 14 18 H 26 M 14 22 H 26 M 14 26 H 26',
  link: 'M 8 16 H 22 V 10 L 32 20 L 22 30 V 24 H 8 Z',
  signal: 'M 20 8 L 32 29 H 8 Z',
  error: 'M 9 31 L 15 12 L 23 22 L 30 9 L 25 28 L 17 18 Z',
  escalation: 'M 20 8 L 29 31 L 20 22 L 11 31 Z',
  compensation: 'M 19 12 L 9 20 L 19 28 Z M 30 12 L 20 20 L 30 28 Z',
  cancel: 'M 11 14 L 14 11 L 20 17 L 26 11 L 29 14 L 23 20 L 29 26 L 26 29 L 20 23 L 14 29 L 11 26 L 17 20 Z',
  terminate: 'M 10 20 A 10 10 0 1 0 30 20 A 10 10 0 1 0 10 20',
  multiple: 'M 20 8 L 32 17 L 27 31 H 13 L 8 17 Z',
  parallel: 'M 17 8 H 23 V 17 H 32 V 23 H 23 V 32 H 17 V 23 H 8 V 17 H 17 Z',
};

/** The glyph of an icon type and whether it is filled (throwing, and terminate). */
export function eventIcon(iconType: EventIconType): { d: string; filled: boolean } {
  const name = iconType.replace(/[12]$/, '');
  const d = GLYPHS[name] ?? '';
  return { d, filled: iconType.endsWith('2') || name === 'terminate' };
}

const ICON_BOX = 40;
/** The event size the glyphs are drawn for: the icon grows and shrinks with the circle (Visio's events are 30-38 px). */
const ICON_SCALE_SIZE = 90;

/** A start, intermediate or end event (90 x 90): a circle, double for intermediate, thick for end. */
export const eventShape = defineShape<EventProps>({
  type: 'bpmn.Event',
  kind: 'element',
  title: 'Event',
  defaults: {
    size: { ...DEFAULT_SHAPE_SIZES.event },
    attrs: {
      ...OUTLINE_MAGNET,
      body: { cx: 'calc(0.5*w)', cy: 'calc(0.5*h)', r: 'calc(0.5*s)' },
      border: { cx: 'calc(0.5*w)', cy: 'calc(0.5*h)', r: 'calc(0.5*s-5)', fill: 'none' },
      icon: {
        transform: `translate(calc(0.5*w),calc(0.5*h)) scale(calc(s/${ICON_SCALE_SIZE})) translate(${-ICON_BOX / 2},${-ICON_BOX / 2})`,
        strokeWidth: 1.5,
        vectorEffect: 'non-scaling-stroke',
      },
    },
  },
  properties: {
    event_type: { type: 'string', enum: EVENT_TYPES, default: 'single', title: 'Event type' },
    interrupting: { type: 'boolean', default: true, title: 'Interrupting' },
    icon_type: { type: 'string', enum: EVENT_ICON_TYPES, default: 'none', title: 'Icon' },
    ...styleProperties(),
  },
  markup: [
    { tagName: 'circle', selector: 'body' },
    { tagName: 'circle', selector: 'border' },
    { tagName: 'path', selector: 'icon' },
    { tagName: 'text', selector: 'label' },
  ],
  present(props) {
    const thick = props.event_type === 'thick';
    const width = thick ? Math.max(5, props.shape_outline_width * 2.5) : props.shape_outline_width;
    const outlineStyle = props.interrupting === false ? 'dashed' : props.shape_outline_style;
    const body = bodyStyle({ ...props, shape_outline_style: outlineStyle }, width);
    const icon = eventIcon(props.icon_type);
    return {
      attrs: {
        body,
        border: {
          display: props.event_type === 'double' ? 'block' : 'none',
          stroke: props.shape_outline,
          strokeWidth: props.shape_outline_width,
          strokeDasharray: body.strokeDasharray === 'none' ? 'none' : `${props.shape_outline_width * 4} ${props.shape_outline_width * 2}`,
        },
        icon: {
          d: icon.d || 'M 0 0',
          display: icon.d ? 'block' : 'none',
          stroke: props.shape_outline,
          fill: icon.filled ? props.shape_outline : 'none',
        },
        label: labelBelow(props),
      },
    };
  },
});
