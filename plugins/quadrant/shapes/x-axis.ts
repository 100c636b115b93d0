import { defineShape } from '../../../sdk';
import { AXIS_COLOR, AXIS_LABEL, AXIS_MARKUP, presentAxis, type AxisProps } from './axis-style';

/** The horizontal axis: a line across the plane, arrow to the right, its name under the arrow. */
export const xAxisShape = defineShape<AxisProps>({
  type: 'quadrant.XAxis',
  kind: 'element',
  title: 'X axis',
  defaults: {
    size: { width: 600, height: 40 },
    attrs: {
      hit: { width: 'calc(w)', height: 'calc(h)', fill: 'transparent' },
      line: { d: 'M 0 calc(0.5*h) H calc(w)', strokeWidth: 2, fill: 'none' },
      arrow: { d: 'M calc(w-12) calc(0.5*h-6) L calc(w) calc(0.5*h) L calc(w-12) calc(0.5*h+6) Z' },
      label: { ...AXIS_LABEL, x: 'calc(w)', y: 'calc(h)', textAnchor: 'end', textVerticalAnchor: 'top' },
    },
  },
  properties: { axis_color: { type: 'string', default: AXIS_COLOR, title: 'Axis colour' } },
  markup: AXIS_MARKUP,
  embedding: { excluded: true },
  present: presentAxis,
});
