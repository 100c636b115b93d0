import type { PluginMessages } from '../../sdk/plugin';

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
    views: { matrix: 'Matrix' },
    matrix: {
      label: 'Risk matrix',
      caption: 'Probability against impact; the redder a cell, the greater the risk.',
      cell: 'Impact {{impact}}, probability {{probability}}',
      unplaced: 'Without impact or probability',
    },
  },
} satisfies PluginMessages;
