import type { dia } from '@joint/core';
import { bodyStyle, defineShape, styleProperties, type StyleProps } from '../../../sdk/diagram';

export const ACTIVATION_WIDTH = 16;

/** The §3 style; an activation bar has no label, so its text anchors are kept but change nothing. */
export type ActivationProps = StyleProps;

/** An activation bar: the time a participant is busy, a narrow box on its lifeline. */
export const activationShape = defineShape<ActivationProps>({
  type: 'sequence.Activation',
  kind: 'element',
  title: 'Activation',
  defaults: {
    size: { width: ACTIVATION_WIDTH, height: 80 },
    attrs: { body: { width: 'calc(w)', height: 'calc(h)' } },
  },
  properties: styleProperties({ shape_fill: '#e8eaf0', shape_outline_width: 1.5 }),
  markup: [{ tagName: 'rect', selector: 'body' }],
  present: (props) => ({ attrs: { body: bodyStyle(props) } }),
});

/** Centres an activation bar on its participant's lifeline (x only; it keeps its height and y). */
export function centreOnLifeline(activation: dia.Element, participant: dia.Element): void {
  const lifelineX = participant.getBBox().center().x;
  activation.position(lifelineX - activation.size().width / 2, activation.position().y);
}
