import { bodyStyle, defineShape, labelInside, styleProperties, type ShapeDefinition, type StyleProps } from '../../../sdk/diagram';

/** What every flowchart shape lets a user change besides its title: the §3 style. */
export type FlowchartProps = StyleProps;

export const FLOWCHART_FILL = '#ffffff';
export const FLOWCHART_OUTLINE = '#333333';

interface FlowchartShapeOptions {
  key: string;
  title: string;
  size: { width: number; height: number };
  /** The outline as a path with calc() coordinates, so it follows the cell's size. */
  outline: string;
  /** Extra lines drawn over the body (a predefined process's side bars). */
  detail?: string;
  /** Room kept free left and right of the wrapped label (above and below it is always 4). */
  labelInset?: number;
}

/**
 * A flowchart symbol: one outline path, an optional detail path and a wrapped title placed by the text anchors. Every
 * process-flow shape is one of these, so they share their properties and change type into each other cleanly.
 */
export function flowchartShape(options: FlowchartShapeOptions): ShapeDefinition<FlowchartProps> {
  const inset = options.labelInset ?? 8;
  return defineShape<FlowchartProps>({
    type: `processFlow.${options.key}`,
    kind: 'element',
    title: options.title,
    defaults: {
      size: { ...options.size },
      attrs: {
        body: { d: options.outline },
        detail: { d: options.detail ?? 'M 0 0', display: options.detail ? 'block' : 'none', fill: 'none' },
      },
    },
    properties: styleProperties({ shape_fill: FLOWCHART_FILL, shape_outline: FLOWCHART_OUTLINE }),
    markup: [
      { tagName: 'path', selector: 'body' },
      { tagName: 'path', selector: 'detail' },
      { tagName: 'text', selector: 'label' },
    ],
    present: (props) => ({
      attrs: {
        body: bodyStyle(props),
        detail: { stroke: props.shape_outline, strokeWidth: props.shape_outline_width },
        label: labelInside(props, { insetX: inset, insetY: 4 }),
      },
    }),
  });
}
