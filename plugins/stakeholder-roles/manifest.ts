import { defineRegistryManifest } from '../../sdk/manifest';

export default defineRegistryManifest({
  typeKey: 'StakeholderRoles',
  segment: 'stakeholder-roles',
  title: 'Stakeholder roles',
  description: 'The roles the project’s stakeholders play: sponsor, user, supplier, regulator…',
  category: 'Lists',
  registry: { registry: 'stakeholder_roles' },
});
