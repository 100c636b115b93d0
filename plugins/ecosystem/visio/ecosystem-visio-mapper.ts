import { declareVisioMapper, forMasters, VISIO_BASIC_SHAPES, VISIO_CONNECTORS } from '../../../sdk/diagram';
import { actorShape, relationshipShape } from '../shapes';

/** Visio's basic shapes to actors (their text and style kept), its connectors to association relationships; anything else is skipped. */
export const ecosystemVisioMapper = declareVisioMapper({
  shapes: forMasters(VISIO_BASIC_SHAPES, actorShape.type),
  connectors: forMasters(VISIO_CONNECTORS, { type: relationshipShape.type, properties: { linkType: 'association' } }),
});
