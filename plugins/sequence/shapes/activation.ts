import type { dia } from '@joint/core';
import { bodyStyle, defineShape, styleProperties, type StyleProps } from '../../../sdk/diagram';
import { HEAD_HEIGHT, participantShape } from './participant';

export const ACTIVATION_WIDTH = 16;

/** How far from a lifeline an activation bar's centre may be dropped or moved and still go onto it. */
export const LIFELINE_SNAP_DISTANCE = 40;

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

const isParticipant = (cell: dia.Cell | null): cell is dia.Element => Boolean(cell?.isElement() && cell.get('type') === participantShape.type);

/**
 * The participant whose lifeline an activation bar belongs on: the participant it was dropped into, else
 * the nearest one whose lifeline runs alongside the bar within LIFELINE_SNAP_DISTANCE; null if none.
 */
export function lifelineFor(activation: dia.Element, participants: readonly dia.Element[]): dia.Element | null {
  const parent = activation.getParentCell();
  if (isParticipant(parent)) return parent;
  const bar = activation.getBBox();
  let nearest: dia.Element | null = null;
  let distance = LIFELINE_SNAP_DISTANCE;
  for (const participant of participants.filter(isParticipant)) {
    const box = participant.getBBox();
    if (bar.y + bar.height < box.y + HEAD_HEIGHT || bar.y > box.y + box.height) continue;
    const away = Math.abs(box.center().x - bar.center().x);
    if (away <= distance) {
      nearest = participant;
      distance = away;
    }
  }
  return nearest;
}
