import { defineShape, bodyStyle, labelInside, styleProperties, type StyleProps } from '../../../sdk/diagram';

const BRACKET = 12;

/** A text annotation: text with an open bracket on its left; it never goes into a pool. */
export const textAnnotationShape = defineShape<StyleProps>({
  type: 'bpmn.TextAnnotation',
  kind: 'element',
  title: 'Text annotation',
  defaults: {
    size: { width: 120, height: 60 },
    attrs: {
      body: { width: 'calc(w)', height: 'calc(h)', stroke: 'none' },
      bracket: { d: `M ${BRACKET} 0 H 0 V calc(h) H ${BRACKET}`, fill: 'none' },
    },
  },
  properties: styleProperties({ shape_transparency: 100, textHorizontalAnchor: 'left' }),
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'path', selector: 'bracket' },
    { tagName: 'text', selector: 'label' },
  ],
  embedding: { excluded: true },
  present(props) {
    const { stroke, strokeWidth, strokeDasharray, ...fill } = bodyStyle(props);
    return {
      attrs: {
        body: { ...fill, stroke: 'none' },
        bracket: { stroke, strokeWidth, strokeDasharray },
        label: labelInside(props),
      },
    };
  },
});
