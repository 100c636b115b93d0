import { defineBoxShape, styleProperties } from '../../../sdk/diagram';

/** Something placed in the plane: a rounded card with its title. */
export const itemShape = defineBoxShape({
  type: 'quadrant.Item',
  title: 'Item',
  size: { width: 120, height: 44 },
  radius: 22,
  properties: styleProperties({ shape_fill: '#5badca', shape_outline: '#113253' }),
  labelBox: { insetX: 8, insetY: 4 },
});
