import { flowchartShape } from './flowchart-shape';

/** A document: a rectangle with a wavy bottom edge. */
export const documentShape = flowchartShape({
  key: 'Document',
  title: 'Document',
  size: { width: 120, height: 70 },
  outline: 'M 0 0 H calc(w) V calc(h-10) C calc(0.75*w) calc(h-25) calc(0.25*w) calc(h+5) 0 calc(h-10) Z',
  labelInset: 12,
});
