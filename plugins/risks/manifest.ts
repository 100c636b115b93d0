import { defineListManifest } from '../../sdk/manifest';

const LEVELS = ['low', 'medium', 'high'];

export default defineListManifest({
  typeKey: 'Risks',
  segment: 'risks',
  title: 'Risks',
  description: 'A list of risks, each with its impact and probability.',
  category: 'Lists',
  list: {
    itemKey: 'RiskItem',
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'description', kind: 'multiline' },
      { name: 'impact', kind: 'select', options: LEVELS },
      { name: 'probability', kind: 'select', options: LEVELS },
    ],
  },
});
