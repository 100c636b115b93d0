import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Drivers',
    item: 'driver',
    fields: {
      title: 'Driver',
      description: 'Description',
      type: 'Type',
      importance: 'Importance',
      owner: 'Owner',
    },
    options: {
      importance: {
        low: 'Low',
        medium: 'Medium',
        high: 'High',
        critical: 'Critical',
      },
    },
  },
} satisfies PluginMessages;
