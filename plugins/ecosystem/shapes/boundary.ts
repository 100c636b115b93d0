import { bodyStyle, defineShape, labelInside, styleProperties, type StyleProps } from '../../../sdk/diagram';

export type BoundaryProps = StyleProps;

/** A dashed boundary around actors (a platform, a market, a value network); actors can be dropped into it. */
export const boundaryShape = defineShape<BoundaryProps>({
  type: 'ecosystem.Boundary',
  kind: 'element',
  title: 'Boundary',
  defaults: {
    size: { width: 400, height: 260 },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', rx: 16, ry: 16 },
    },
  },
  properties: styleProperties({
    shape_fill: '#ffffff',
    shape_transparency: 100,
    shape_outline: '#113253',
    shape_outline_style: 'dashed',
    textVerticalAnchor: 'top',
    textHorizontalAnchor: 'left',
  }),
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'text', selector: 'label' },
  ],
  embedding: { container: true },
  present: (props) => ({
    attrs: {
      body: bodyStyle(props),
      label: { ...labelInside(props, { insetX: 12, insetY: 10 }), fontSize: 14, fontWeight: 'bold', fill: props.shape_outline },
    },
  }),
});
