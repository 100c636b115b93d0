import { flowchartShape } from './flowchart-shape';

/** An on-page connector: a small circle, usually labelled with a letter. */
export const connectorShape = flowchartShape({
  key: 'Connector',
  title: 'Connector',
  size: { width: 40, height: 40 },
  outline: 'M 0 calc(0.5*h) A calc(0.5*w) calc(0.5*h) 0 1 0 calc(w) calc(0.5*h) A calc(0.5*w) calc(0.5*h) 0 1 0 0 calc(0.5*h) Z',
  labelInset: 4,
});
