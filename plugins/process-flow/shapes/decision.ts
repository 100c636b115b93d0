import { flowchartShape } from './flowchart-shape';

/** A question with several ways out: a diamond. */
export const decisionShape = flowchartShape({
  key: 'Decision',
  title: 'Decision',
  size: { width: 120, height: 90 },
  outline: 'M calc(0.5*w) 0 L calc(w) calc(0.5*h) L calc(0.5*w) calc(h) L 0 calc(0.5*h) Z',
  labelInset: 28,
});
