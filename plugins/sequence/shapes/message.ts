import { defineShape } from '../../../sdk/diagram';

export const MESSAGE_TYPES = ['synchronous', 'asynchronous', 'return'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export interface MessageProps {
  message_type: MessageType;
  link_color: string;
}

const FILLED = 'M 10 -5 0 0 10 5 z';
const OPEN = 'M 10 -5 0 0 10 5';

/** How UML draws each message: a call has a filled head, a signal an open one, a return is dashed. */
export function messageLine(type: MessageType, color: string) {
  const open = { type: 'path', d: OPEN, fill: 'none', stroke: color, 'stroke-width': 1.5 };
  switch (type) {
    case 'asynchronous':
      return { stroke: color, strokeDasharray: 'none', targetMarker: open };
    case 'return':
      return { stroke: color, strokeDasharray: '6 4', targetMarker: open };
    default:
      return { stroke: color, strokeDasharray: 'none', targetMarker: { type: 'path', d: FILLED, fill: color, stroke: color } };
  }
}

/** A message between two lifelines; its vertical place is the y its ends are anchored at (message-order.ts). */
export const messageShape = defineShape<MessageProps>({
  type: 'sequence.Message',
  kind: 'link',
  title: 'Message',
  defaults: {
    attrs: {
      wrapper: { connection: true, strokeWidth: 10, strokeLinejoin: 'round' },
      line: { connection: true, strokeWidth: 1.5, strokeLinejoin: 'round' },
    },
  },
  properties: {
    message_type: { type: 'string', enum: MESSAGE_TYPES, default: 'synchronous', title: 'Message type' },
    link_color: { type: 'string', default: '#333333', title: 'Colour' },
  },
  markup: [
    { tagName: 'path', selector: 'wrapper', attributes: { fill: 'none', cursor: 'pointer', stroke: 'transparent' } },
    { tagName: 'path', selector: 'line', attributes: { fill: 'none', 'pointer-events': 'none' } },
  ],
  present: (props) => ({
    attrs: { line: messageLine(props.message_type, props.link_color) },
    labels: props.title
      ? [{ position: { distance: 0.5, offset: -10 }, attrs: { text: { text: props.title, fill: '#1a1a1a', fontSize: 12, fontFamily: 'Roboto, Helvetica, Arial, sans-serif' }, rect: { fill: '#ffffff' } } }]
      : [],
  }),
});

