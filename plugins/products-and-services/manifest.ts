import { defineRegistryManifest } from '../../sdk/manifest';

export default defineRegistryManifest({
  typeKey: 'ProductAndServices',
  segment: 'products-and-services',
  title: 'Products and services',
  description: 'What the organisation offers, by category, on a list and on a map.',
  category: 'Lists',
  registry: { registry: 'product_and_service_items', groups: 'product_and_service_item_categories', maps: ['free'] },
});
