import { defineRegistryManifest } from '../../sdk/manifest';

export default defineRegistryManifest({
  typeKey: 'KeyParticipants',
  segment: 'stakeholders',
  title: 'Stakeholders',
  description: 'The people and groups the project affects, with their roles, on a list and on a power/interest grid.',
  category: 'Lists',
  registry: { registry: 'stakeholders', groups: 'stakeholder_roles', maps: ['powerInterest', 'free'] },
});
