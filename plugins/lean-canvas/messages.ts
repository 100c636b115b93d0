import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Lean canvas',
    areas: {
      problem: { title: 'Problem', hint: 'The top one to three problems of your customers, and how they solve them today.' },
      customerSegments: { title: 'Customer segments', hint: 'Who are your target customers? Who are the early adopters?' },
      uniqueValueProposition: { title: 'Unique value proposition', hint: 'One clear message: why you are different and worth attention.' },
      solution: { title: 'Solution', hint: 'The top three features that solve the problems.' },
      channels: { title: 'Channels', hint: 'Your paths to customers.' },
      revenueStreams: { title: 'Revenue streams', hint: 'Revenue model, lifetime value, revenue, gross margin.' },
      costStructure: { title: 'Cost structure', hint: 'Customer acquisition costs, distribution, hosting, people…' },
      keyMetrics: { title: 'Key metrics', hint: 'The key activities you measure.' },
      unfairAdvantage: { title: 'Unfair advantage', hint: 'What cannot easily be copied or bought.' },
    },
  },
} satisfies PluginMessages;
