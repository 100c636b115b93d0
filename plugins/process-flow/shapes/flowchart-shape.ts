import { defineShape, type ShapeDefinition } from '../../../sdk';

/** What every flowchart shape lets a user change besides its title. */
export interface FlowchartProps {
  shape_fill: string;
  shape_outline: string;
}

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
 * A flowchart symbol: one outline path, an optional detail path and a centred, wrapped title. Every
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
        body: { d: options.outline, strokeWidth: 2 },
        detail: { d: options.detail ?? 'M 0 0', display: options.detail ? 'block' : 'none', fill: 'none', strokeWidth: 2 },
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
      shape_fill: { type: 'string', default: FLOWCHART_FILL, title: 'Fill' },
      shape_outline: { type: 'string', default: FLOWCHART_OUTLINE, title: 'Outline' },
    },
    markup: [
      { tagName: 'path', selector: 'body' },
      { tagName: 'path', selector: 'detail' },
      { tagName: 'text', selector: 'label' },
    ],
    present: (props) => ({
      attrs: {
        body: { fill: props.shape_fill, stroke: props.shape_outline },
        detail: { stroke: props.shape_outline },
        label: { textWrap: { text: props.title ?? '', width: -2 * inset, height: -8, ellipsis: true } },
      },
    }),
  });
}
