import { defineListManifest } from '../../sdk/manifest';

export default defineListManifest({
  typeKey: 'StakeholderPerspectives',
  segment: 'stakeholder-perspectives',
  title: 'Stakeholder perspectives',
  description: 'How each party in the ecosystem sees the matter: what they say, need, struggle with and hope to gain.',
  category: 'Lists',
  list: {
    itemKey: 'StakeholderPerspective',
    fields: [
      { name: 'statement', kind: 'text', required: true },
      { name: 'role', kind: 'lookup', lookup: 'ecosystem_roles' },
      { name: 'needs', kind: 'multiline' },
      { name: 'pains', kind: 'multiline' },
      { name: 'gains', kind: 'multiline' },
    ],
  },
});
