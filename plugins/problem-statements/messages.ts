import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Problem statements',
    item: 'problem statement',
    fields: {
      problem: 'Problem',
      who: 'Who has it',
      impact: 'Impact',
      rootCause: 'Root cause',
      evidence: 'Evidence',
      howMightWe: 'How might we…',
    },
  },
} satisfies PluginMessages;
