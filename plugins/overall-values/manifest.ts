import { defineListManifest } from '../../sdk/manifest';

export default defineListManifest({
  typeKey: 'OverallValues',
  segment: 'overall-values',
  title: 'Overall values',
  description: 'The value the work should create, how it is measured, the target and who benefits.',
  category: 'Lists',
  list: {
    itemKey: 'OverallValue',
    fields: [
      { name: 'value', kind: 'text', required: true },
      { name: 'description', kind: 'multiline' },
      { name: 'measure', kind: 'text' },
      { name: 'target', kind: 'text' },
      { name: 'beneficiary', kind: 'text' },
    ],
  },
});
