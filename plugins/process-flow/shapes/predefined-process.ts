import { flowchartShape } from './flowchart-shape';

const BAR = 12;

/** A process defined elsewhere (a subroutine): a rectangle with a bar inside each side. */
export const predefinedProcessShape = flowchartShape({
  key: 'PredefinedProcess',
  title: 'Predefined process',
  size: { width: 120, height: 60 },
  outline: 'M 0 0 H calc(w) V calc(h) H 0 Z',
  detail: `M ${BAR} 0 V calc(h) M calc(w-${BAR}) 0 V calc(h)`,
  labelInset: BAR + 6,
});
