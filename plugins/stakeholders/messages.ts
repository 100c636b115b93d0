import type { PluginMessages } from '../../sdk/plugin';

// The company may rename stakeholders and their roles: the labels nest its entity labels.
export const messages = {
  en: {
    title: '$t(entity:stakeholder.plural)',
    item: '$t(entity:stakeholder.singular)',
    items: '$t(entity:stakeholder.plural)',
    groups: '$t(entity:stakeholder_role.plural)',
  },
} satisfies PluginMessages;
