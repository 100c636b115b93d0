import { defineBoxShape, styleProperties } from '../../../sdk/diagram';

/** A dashed boundary around actors (a platform, a market, a value network); actors can be dropped into it. */
export const boundaryShape = defineBoxShape({
  type: 'ecosystem.Boundary',
  title: 'Boundary',
  size: { width: 400, height: 260 },
  radius: 16,
  properties: styleProperties({
    shape_fill: '#ffffff',
    shape_transparency: 100,
    shape_outline: '#113253',
    shape_outline_style: 'dashed',
    textVerticalAnchor: 'top',
    textHorizontalAnchor: 'left',
  }),
  embedding: { container: true },
  labelBox: { insetX: 12, insetY: 10 },
  labelStyle: (props) => ({ fontSize: 14, fontWeight: 'bold', fill: props.shape_outline }),
});
