import { flowchartShape } from './flowchart-shape';

/** Data going in or out: a parallelogram. */
export const inputOutputShape = flowchartShape({
  key: 'InputOutput',
  title: 'Input/output',
  size: { width: 120, height: 60 },
  outline: 'M 20 0 H calc(w) L calc(w-20) calc(h) H 0 Z',
  labelInset: 22,
});
