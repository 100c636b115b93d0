import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Ecosystem',
    palette: {
      actors: 'Actors',
      actor: 'Actor',
      customer: 'Customer',
      supplier: 'Supplier',
      partner: 'Partner',
      boundaries: 'Boundaries',
      boundary: 'Boundary',
    },
    properties: {
      ecosystem_role: 'Role',
      shape_fill: 'Fill',
      shape_outline: 'Outline',
      linkType: 'Relationship type',
    },
    roles: {
      customer: 'Customer',
      supplier: 'Supplier',
      partner: 'Partner',
      complementor: 'Complementor',
      intermediary: 'Intermediary',
      competitor: 'Competitor',
      regulator: 'Regulator',
      investor: 'Investor',
      platform_owner: 'Platform owner',
      other: 'Other',
    },
    linkTypes: {
      aggregation: 'Aggregation',
      composition: 'Composition',
      assignment: 'Assignment',
      realization: 'Realization',
      serving: 'Serving',
      access: 'Access',
      influence: 'Influence',
      trigger: 'Trigger',
      flow: 'Flow',
      special: 'Specialization',
      association: 'Association',
    },
  },
} satisfies PluginMessages;
