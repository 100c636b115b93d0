import { flowchartShape } from './flowchart-shape';

/** Start or end of the flow: a stadium (a rectangle with round ends). */
export const terminatorShape = flowchartShape({
  key: 'Terminator',
  title: 'Terminator',
  size: { width: 120, height: 50 },
  outline: 'M 25 0 H calc(w-25) A 25 calc(0.5*h) 0 0 1 calc(w-25) calc(h) H 25 A 25 calc(0.5*h) 0 0 1 25 0 Z',
  labelInset: 20,
});
