import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'SWOT canvas',
    areas: {
      strengths: { title: 'Strengths', hint: 'What does the organisation do well? Which advantages does it have over others?' },
      weaknesses: { title: 'Weaknesses', hint: 'What could be improved? What holds the organisation back?' },
      opportunities: { title: 'Opportunities', hint: 'Which trends, gaps or changes outside could the organisation use?' },
      threats: { title: 'Threats', hint: 'What outside could cause trouble: competitors, regulation, the market?' },
    },
  },
} satisfies PluginMessages;
