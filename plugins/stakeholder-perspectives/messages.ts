import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Stakeholder perspectives',
    item: 'perspective',
    fields: {
      statement: 'Statement',
      role: 'Role',
      needs: 'Needs',
      pains: 'Pains',
      gains: 'Gains',
    },
  },
} satisfies PluginMessages;
