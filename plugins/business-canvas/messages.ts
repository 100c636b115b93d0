import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Business model canvas',
    areas: {
      customerSegments: { title: 'Customer segments', hint: 'For whom are we creating value? Who are our most important customers?' },
      valuePropositions: { title: 'Value propositions', hint: 'What value do we deliver? Which customer problems do we help solve, which needs do we meet?' },
      channels: { title: 'Channels', hint: 'Through which channels do our customers want to be reached? How do we deliver the value?' },
      customerRelationships: { title: 'Customer relationships', hint: 'What relationship does each segment expect us to build and keep?' },
      revenueStreams: { title: 'Revenue streams', hint: 'For what value are customers willing to pay? How do they pay, and how much?' },
      keyResources: { title: 'Key resources', hint: 'What resources do our value propositions, channels and relationships require?' },
      keyActivities: { title: 'Key activities', hint: 'What must we do well for the value propositions, channels and relationships?' },
      keyPartners: { title: 'Key partners', hint: 'Who are our key partners and suppliers? What do they provide or do for us?' },
      costStructure: { title: 'Cost structure', hint: 'What are the most important costs? Which resources and activities cost most?' },
    },
  },
} satisfies PluginMessages;
