import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    item: 'risk',
    fields: {
      title: 'Title',
      description: 'Description',
      impact: 'Impact',
      probability: 'Probability',
    },
    levels: {
      low: 'Low',
      medium: 'Medium',
      high: 'High',
    },
  },
} satisfies PluginMessages;
