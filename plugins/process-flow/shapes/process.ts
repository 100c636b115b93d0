import { flowchartShape } from './flowchart-shape';

/** A step: a rectangle. */
export const processShape = flowchartShape({
  key: 'Process',
  title: 'Process',
  size: { width: 120, height: 60 },
  outline: 'M 0 0 H calc(w) V calc(h) H 0 Z',
});
