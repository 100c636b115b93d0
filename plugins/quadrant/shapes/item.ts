import { defineShape } from '../../../sdk';

export interface ItemProps {
  shape_fill: string;
  shape_outline: string;
}

/** Something placed in the plane: a rounded card with its title. */
export const itemShape = defineShape<ItemProps>({
  type: 'quadrant.Item',
  kind: 'element',
  title: 'Item',
  defaults: {
    size: { width: 120, height: 44 },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', rx: 22, ry: 22, strokeWidth: 2 },
      label: {
        x: 'calc(0.5*w)',
        y: 'calc(0.5*h)',
        textAnchor: 'middle',
        textVerticalAnchor: 'middle',
        fontSize: 13,
        fontFamily: 'Roboto, Helvetica, Arial, sans-serif',
        fill: '#1a1a1a',
      },
    },
  },
  properties: {
    shape_fill: { type: 'string', default: '#5badca', title: 'Fill' },
    shape_outline: { type: 'string', default: '#113253', title: 'Outline' },
  },
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'text', selector: 'label' },
  ],
  present: (props) => ({
    attrs: {
      body: { fill: props.shape_fill, stroke: props.shape_outline },
      label: { textWrap: { text: props.title ?? '', width: -16, height: -8, ellipsis: true } },
    },
  }),
});
