import type { dia } from '@joint/core';
import { defineShape } from '../../../sdk';

export const ACTIVATION_WIDTH = 16;

export interface ActivationProps {
  shape_fill: string;
}

/** An activation bar: the time a participant is busy, a narrow box on its lifeline. */
export const activationShape = defineShape<ActivationProps>({
  type: 'sequence.Activation',
  kind: 'element',
  title: 'Activation',
  defaults: {
    size: { width: ACTIVATION_WIDTH, height: 80 },
    attrs: { body: { width: 'calc(w)', height: 'calc(h)', stroke: '#333333', strokeWidth: 1.5 } },
  },
  properties: { shape_fill: { type: 'string', default: '#e8eaf0', title: 'Fill' } },
  markup: [{ tagName: 'rect', selector: 'body' }],
  present: (props) => ({ attrs: { body: { fill: props.shape_fill } } }),
});

/** Centres an activation bar on its participant's lifeline (x only; it keeps its height and y). */
export function centreOnLifeline(activation: dia.Element, participant: dia.Element): void {
  const lifelineX = participant.getBBox().center().x;
  activation.position(lifelineX - activation.size().width / 2, activation.position().y);
}
