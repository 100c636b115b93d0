import type { PluginMessages } from '../../sdk/plugin';

// The company may rename products and services and their categories: the labels nest its entity labels.
export const messages = {
  en: {
    title: '$t(entity:product_and_service.plural)',
    item: '$t(entity:product_and_service.singular)',
    items: '$t(entity:product_and_service.plural)',
    groups: '$t(entity:product_and_service_category.plural)',
  },
} satisfies PluginMessages;
