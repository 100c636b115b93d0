import { declareVisioMapper, forMasters, type VisioConnector, type VisioLinkInput, type VisioMapContext } from '../../../sdk/diagram';
import { activationShape, participantShape } from '../shapes';
import type { MessageType } from '../shapes/message';
import { lifelineAnchor, MESSAGE_TYPE_KEY } from '../shapes/message-order';

/** The lifelines of Visio's "UML Sequence" stencil. */
const LIFELINES = ['Object lifeline', 'Actor lifeline', 'Lifeline'];

/** A message at the height Visio drew it: each end anchored on its lifeline (or activation) where the line meets it. */
const message =
  (messageType: MessageType) =>
  (connector: VisioConnector, context: VisioMapContext): VisioLinkInput => {
    const input: VisioLinkInput = { type: MESSAGE_TYPE_KEY, properties: { message_type: messageType } };
    const route = connector.route ?? [];
    const top = (id: string | null) => context.page.shapes.find((shape) => shape.id === id)?.y;
    const sourceTop = top(connector.fromId);
    const targetTop = top(connector.toId);
    if (route.length < 2 || sourceTop === undefined || targetTop === undefined) return input;
    return { ...input, sourceEnd: lifelineAnchor(route[0].y - sourceTop), targetEnd: lifelineAnchor(route[route.length - 1].y - targetTop) };
  };

/** Visio's UML sequence lifelines, activations and messages to the sequence's shapes; anything else is skipped. */
export const sequenceVisioMapper = declareVisioMapper({
  shapes: { ...forMasters(LIFELINES, participantShape.type), Activation: activationShape.type },
  connectors: {
    Message: message('synchronous'),
    'Asynchronous message': message('asynchronous'),
    'Return message': message('return'),
  },
});
