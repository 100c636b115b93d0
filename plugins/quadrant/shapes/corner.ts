import { defineShape } from '../../../sdk';

export const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type Corner = (typeof CORNERS)[number];

export interface CornerProps {
  corner: Corner;
  shape_fill: string;
}

const PAD = 8;

/** A quadrant's name, set in its outer corner (its title is the label a user edits). */
export const cornerShape = defineShape<CornerProps>({
  type: 'quadrant.Corner',
  kind: 'element',
  title: 'Quadrant label',
  defaults: {
    size: { width: 200, height: 60 },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', rx: 4, ry: 4, stroke: 'none' },
      label: { fontSize: 16, fontFamily: 'Roboto, Helvetica, Arial, sans-serif', fill: '#113253' },
    },
  },
  properties: {
    corner: { type: 'string', enum: CORNERS, default: 'top-left', title: 'Corner' },
    shape_fill: { type: 'string', default: '#eaf4f8', title: 'Fill' },
  },
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'text', selector: 'label' },
  ],
  embedding: { excluded: true },
  present: (props) => {
    const [vertical, horizontal] = (CORNERS.includes(props.corner) ? props.corner : 'top-left').split('-');
    return {
      attrs: {
        body: { fill: props.shape_fill },
        label: {
          x: horizontal === 'left' ? PAD : `calc(w-${PAD})`,
          y: vertical === 'top' ? PAD : `calc(h-${PAD})`,
          textAnchor: horizontal === 'left' ? 'start' : 'end',
          textVerticalAnchor: vertical === 'top' ? 'top' : 'bottom',
          textWrap: { text: props.title ?? '', width: -2 * PAD, height: -2 * PAD, ellipsis: true },
        },
      },
    };
  },
});
