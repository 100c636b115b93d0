import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Overall values',
    item: 'value',
    fields: {
      value: 'Value',
      description: 'Description',
      measure: 'Measure',
      target: 'Target',
      beneficiary: 'Beneficiary',
    },
  },
} satisfies PluginMessages;
