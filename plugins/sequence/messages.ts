import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Sequence',
    palette: {
      sequence: 'Sequence',
      participant: 'Participant',
      activation: 'Activation bar',
    },
    properties: {
      shape_fill: 'Fill',
      shape_outline: 'Outline',
      message_type: 'Message type',
      link_color: 'Colour',
    },
    messageTypes: {
      synchronous: 'Synchronous',
      asynchronous: 'Asynchronous',
      return: 'Return',
    },
  },
} satisfies PluginMessages;
