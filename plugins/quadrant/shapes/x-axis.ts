import { axisShape } from './axis-shape';

/** The horizontal axis: a line across the plane, arrow to the right, its name under the arrow. */
export const xAxisShape = axisShape({
  type: 'quadrant.XAxis',
  title: 'X axis',
  size: { width: 600, height: 40 },
  line: 'M 0 calc(0.5*h) H calc(w)',
  arrow: 'M calc(w-12) calc(0.5*h-6) L calc(w) calc(0.5*h) L calc(w-12) calc(0.5*h+6) Z',
  label: { x: 'calc(w)', y: 'calc(h)', textAnchor: 'end' },
});
