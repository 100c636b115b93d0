import { defineListManifest } from '../../sdk/manifest';

export default defineListManifest({
  typeKey: 'Drivers',
  segment: 'drivers',
  title: 'Drivers',
  description: 'The forces behind the change: what each driver is, how much it matters and who owns it.',
  category: 'Lists',
  list: {
    itemKey: 'Driver',
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'description', kind: 'multiline' },
      { name: 'type', kind: 'lookup', lookup: 'driver_item_types' },
      { name: 'importance', kind: 'select', options: ['low', 'medium', 'high', 'critical'] },
      { name: 'owner', kind: 'user' },
    ],
  },
});
