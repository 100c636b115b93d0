import type { PluginMessages } from '../../sdk/plugin';

const levels = { low: 'Low', medium: 'Medium', high: 'High' };

export const messages = {
  en: {
    title: 'Risks',
    item: 'risk',
    fields: {
      title: 'Title',
      description: 'Description',
      impact: 'Impact',
      probability: 'Probability',
    },
    options: { impact: levels, probability: levels },
  },
} satisfies PluginMessages;
