import { axisShape } from './axis-shape';

/** The vertical axis: a line down the plane, arrow at the top, its name beside the arrow. */
export const yAxisShape = axisShape({
  type: 'quadrant.YAxis',
  title: 'Y axis',
  size: { width: 40, height: 600 },
  line: 'M calc(0.5*w) calc(h) V 0',
  arrow: 'M calc(0.5*w-6) 12 L calc(0.5*w) 0 L calc(0.5*w+6) 12 Z',
  label: { x: 'calc(w+4)', y: 0, textAnchor: 'start' },
});
