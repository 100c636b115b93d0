import { defineShape } from '../../../sdk';
import { AXIS_COLOR, AXIS_LABEL, AXIS_MARKUP, presentAxis, type AxisProps } from './axis-style';

/** The vertical axis: a line down the plane, arrow at the top, its name beside the arrow. */
export const yAxisShape = defineShape<AxisProps>({
  type: 'quadrant.YAxis',
  kind: 'element',
  title: 'Y axis',
  defaults: {
    size: { width: 40, height: 600 },
    attrs: {
      hit: { width: 'calc(w)', height: 'calc(h)', fill: 'transparent' },
      line: { d: 'M calc(0.5*w) calc(h) V 0', strokeWidth: 2, fill: 'none' },
      arrow: { d: 'M calc(0.5*w-6) 12 L calc(0.5*w) 0 L calc(0.5*w+6) 12 Z' },
      label: { ...AXIS_LABEL, x: 'calc(w+4)', y: 0, textAnchor: 'start', textVerticalAnchor: 'top' },
    },
  },
  properties: { axis_color: { type: 'string', default: AXIS_COLOR, title: 'Axis colour' } },
  markup: AXIS_MARKUP,
  embedding: { excluded: true },
  present: presentAxis,
});
