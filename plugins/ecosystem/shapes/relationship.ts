import { defineShape, LINK_TYPES, linkShape } from '../../../sdk/diagram';

/**
 * The ecosystem's link: the product's link with a relationship type always set (association unless
 * chosen otherwise), so each of the eleven types is drawn in its own notation by the SDK's link look.
 */
export const relationshipShape = defineShape({
  ...linkShape,
  type: 'ecosystem.Relationship',
  title: 'Relationship',
  properties: {
    ...linkShape.properties,
    linkType: { type: 'string', enum: LINK_TYPES, default: 'association', title: 'Relationship type' },
  },
});
