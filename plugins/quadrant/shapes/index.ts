import { cornerShape } from './corner';
import { itemShape } from './item';
import { xAxisShape } from './x-axis';
import { yAxisShape } from './y-axis';

/** The quadrant's shapes: two axes, the four corner labels (one shape, four corners) and the items. */
export const quadrantShapes = [xAxisShape, yAxisShape, cornerShape, itemShape] as const;

export { cornerShape, itemShape, xAxisShape, yAxisShape };
