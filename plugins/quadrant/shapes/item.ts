import { bodyStyle, defineShape, labelInside, styleProperties, type StyleProps } from '../../../sdk/diagram';

export type ItemProps = StyleProps;

/** Something placed in the plane: a rounded card with its title. */
export const itemShape = defineShape<ItemProps>({
  type: 'quadrant.Item',
  kind: 'element',
  title: 'Item',
  defaults: {
    size: { width: 120, height: 44 },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', rx: 22, ry: 22 },
    },
  },
  properties: styleProperties({ shape_fill: '#5badca', shape_outline: '#113253' }),
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'text', selector: 'label' },
  ],
  present: (props) => ({
    attrs: {
      body: bodyStyle(props),
      label: labelInside(props, { insetX: 8, insetY: 4 }),
    },
  }),
});
