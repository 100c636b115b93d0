import { defineShape, type ShapeDefinition } from '../../../sdk/diagram';

/** The look quadrant axes share: a dark line with an arrowhead, and their name in bold. */
export const AXIS_COLOR = '#113253';
const AXIS_LABEL = {
  fontSize: 14,
  fontWeight: 'bold',
  fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
  fill: AXIS_COLOR,
} as const;

export interface AxisProps {
  axis_color: string;
}

interface AxisShapeOptions {
  type: string;
  title: string;
  size: { width: number; height: number };
  /** The axis line as a path with calc() coordinates, so it follows the cell's size. */
  line: string;
  arrow: string;
  /** Where the axis's name sits, by the arrow. */
  label: { x: string | number; y: string | number; textAnchor: 'start' | 'end' };
}

/** An axis of the plane: a line with an arrowhead and its name, all in the axis colour; never embedded. */
export function axisShape(options: AxisShapeOptions): ShapeDefinition<AxisProps> {
  return defineShape<AxisProps>({
    type: options.type,
    kind: 'element',
    title: options.title,
    defaults: {
      size: { ...options.size },
      attrs: {
        hit: { width: 'calc(w)', height: 'calc(h)', fill: 'transparent' },
        line: { d: options.line, strokeWidth: 2, fill: 'none' },
        arrow: { d: options.arrow },
        label: { ...AXIS_LABEL, ...options.label, textVerticalAnchor: 'top' },
      },
    },
    properties: { axis_color: { type: 'string', default: AXIS_COLOR, title: 'Axis colour' } },
    markup: [
      { tagName: 'rect', selector: 'hit' },
      { tagName: 'path', selector: 'line' },
      { tagName: 'path', selector: 'arrow' },
      { tagName: 'text', selector: 'label' },
    ],
    embedding: { excluded: true },
    present: (props) => ({
      attrs: {
        line: { stroke: props.axis_color },
        arrow: { fill: props.axis_color, stroke: props.axis_color },
        label: { text: props.title ?? '', fill: props.axis_color },
      },
    }),
  });
}
