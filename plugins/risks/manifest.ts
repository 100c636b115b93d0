import { defineListManifest } from '../../sdk/manifest';

export default defineListManifest({
  typeKey: 'Risks',
  segment: 'risks',
  title: 'Risks',
  description: 'A list of risks, each with its impact and probability, and their matrix.',
  category: 'Lists',
  assistantActions: ['suggest_risks'],
  list: {
    itemKey: 'RiskItem',
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'description', kind: 'multiline' },
      { name: 'impact', kind: 'lookup', lookup: 'risk_item_impacts' },
      { name: 'probability', kind: 'lookup', lookup: 'risk_item_probabilities' },
    ],
  },
});
