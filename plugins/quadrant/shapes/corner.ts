import { defineShape, labelInside, type StyleProps } from '../../../sdk/diagram';

export const CORNERS = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type Corner = (typeof CORNERS)[number];

export interface CornerProps {
  corner: Corner;
  shape_fill: string;
}

const PAD = 8;
const CORNER_FONT = { fontSize: 16, fontFamily: 'Roboto, Helvetica, Arial, sans-serif', fill: '#113253' } as const;

/** A quadrant's name, set in its outer corner (its title is the label a user edits). */
export const cornerShape = defineShape<CornerProps>({
  type: 'quadrant.Corner',
  kind: 'element',
  title: 'Quadrant label',
  defaults: {
    size: { width: 200, height: 60 },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', rx: 4, ry: 4, stroke: 'none' },
      label: { ...CORNER_FONT },
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
          ...labelInside(
            {
              title: props.title,
              // The corner says where a quadrant's name goes.
              textVerticalAnchor: vertical as StyleProps['textVerticalAnchor'],
              textHorizontalAnchor: horizontal as StyleProps['textHorizontalAnchor'],
            },
            { insetX: PAD, insetY: PAD },
          ),
          ...CORNER_FONT,
        },
      },
    };
  },
});
