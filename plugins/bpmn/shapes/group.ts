import { defineShape, bodyStyle, labelInside, styleProperties, type StyleProps } from '../../../sdk/diagram';

/**
 * A group: a dashed-dotted rounded box around related elements. It groups visually only (BPMN's
 * group is an artifact), so it is not a container and it never goes into a pool.
 */
export const groupShape = defineShape<StyleProps>({
  type: 'bpmn.Group',
  kind: 'element',
  title: 'Group',
  defaults: {
    size: { width: 240, height: 160 },
    attrs: { body: { width: 'calc(w)', height: 'calc(h)', rx: 10, ry: 10 } },
  },
  properties: styleProperties({ shape_transparency: 100, textVerticalAnchor: 'top' }),
  markup: [
    { tagName: 'rect', selector: 'body' },
    { tagName: 'text', selector: 'label' },
  ],
  embedding: { excluded: true },
  present(props) {
    const body = bodyStyle(props);
    const dashDot = `${props.shape_outline_width * 4} ${props.shape_outline_width * 2} ${props.shape_outline_width} ${props.shape_outline_width * 2}`;
    return {
      attrs: {
        body: { ...body, strokeDasharray: props.shape_outline_style === 'solid' ? dashDot : body.strokeDasharray },
        label: labelInside(props),
      },
    };
  },
});
