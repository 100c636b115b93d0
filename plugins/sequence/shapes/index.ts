import { activationShape } from './activation';
import { messageShape } from './message';
import { participantShape } from './participant';

/** The sequence's shapes; `sequence.Message` is its default link (module setting default_link_key). */
export const sequenceShapes = [participantShape, activationShape, messageShape] as const;

export { activationShape, messageShape, participantShape };

/** New links are messages (a module that stored another default_link_key keeps it). */
export const SEQUENCE_DEFAULTS = { default_link_key: messageShape.type } as const;
