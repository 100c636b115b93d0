import type { dia } from '@joint/core';
import { defineShape, type CellProps, type ShapeDefinition } from './define-shape';
import { bodyStyle, labelInside, type LabelBox, type StyleProps } from './shape-style';

export interface BoxShapeOptions extends Pick<ShapeDefinition<StyleProps>, 'type' | 'title' | 'properties' | 'embedding'> {
  size: { width: number; height: number };
  /** Corner radius of the box. */
  radius: number;
  /** Where the label sits inside the box. */
  labelBox?: LabelBox;
  /** Label attributes that depend on the properties, over the wrapped, anchored text. */
  labelStyle?(props: CellProps<StyleProps>): dia.Cell.Selectors[string];
}

/** The plainest element of a diagram kind: a rounded box styled by its properties, its label inside. */
export function defineBoxShape({ size, radius, labelBox, labelStyle, ...shape }: BoxShapeOptions): ShapeDefinition<StyleProps> {
  return defineShape<StyleProps>({
    ...shape,
    kind: 'element',
    defaults: { size, attrs: { body: { width: 'calc(w)', height: 'calc(h)', rx: radius, ry: radius } } },
    markup: [
      { tagName: 'rect', selector: 'body' },
      { tagName: 'text', selector: 'label' },
    ],
    present: (props) => ({
      attrs: { body: bodyStyle(props), label: { ...labelInside(props, labelBox), ...labelStyle?.(props) } },
    }),
  });
}
