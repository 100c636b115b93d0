import { declareVisioMapper, DEFAULT_LINK_KEY, forMasters, VISIO_BASIC_SHAPES, VISIO_CONNECTORS } from '../../../sdk/diagram';
import { itemShape } from '../shapes';

/** Visio's basic shapes to quadrant items (their text and style kept), its connectors to links; anything else is skipped. */
export const quadrantVisioMapper = declareVisioMapper({
  shapes: forMasters(VISIO_BASIC_SHAPES, itemShape.type),
  connectors: forMasters(VISIO_CONNECTORS, { type: DEFAULT_LINK_KEY, properties: { flowType: 'normal' } }),
});
