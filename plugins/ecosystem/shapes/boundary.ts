import { defineShape } from '../../../sdk';

export interface BoundaryProps {
  shape_outline: string;
}

/** A dashed boundary around actors (a platform, a market, a value network); actors can be dropped into it. */
export const boundaryShape = defineShape<BoundaryProps>({
  type: 'ecosystem.Boundary',
  kind: 'element',
  title: 'Boundary',
  defaults: {
    size: { width: 400, height: 260 },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', rx: 16, ry: 16, fill: '#ffffff', fillOpacity: 0, strokeWidth: 2, strokeDasharray: '8 4' },
      label: { x: 12, y: 10, textAnchor: 'start', textVerticalAnchor: 'top', fontSize: 14, fontWeight: 'bold', fontFamily: 'Roboto, Helvetica, Arial, sans-serif' },
    },
  },
  properties: { shape_outline: { type: 'string', default: '#113253', title: 'Outline' } },
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'text', selector: 'label' },
  ],
  embedding: { container: true },
  present: (props) => ({
    attrs: { body: { stroke: props.shape_outline }, label: { text: props.title ?? '', fill: props.shape_outline } },
  }),
});
