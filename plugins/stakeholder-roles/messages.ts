import type { PluginMessages } from '../../sdk/plugin';

// The company may rename stakeholder roles: the labels nest its entity labels. A role's "items" are the
// stakeholders that carry it ("3 Stakeholders" in the Used in column).
export const messages = {
  en: {
    title: '$t(entity:stakeholder_role.plural)',
    item: '$t(entity:stakeholder_role.singular)',
    items: '$t(entity:stakeholder.plural)',
  },
} satisfies PluginMessages;
