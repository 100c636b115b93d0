import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Mission model canvas',
    areas: {
      beneficiaries: { title: 'Beneficiaries', hint: 'Who benefits from the mission? Who must it serve, and who else has a stake?' },
      valuePropositions: { title: 'Value propositions', hint: 'What value do we deliver to the beneficiaries? Which of their problems do we solve?' },
      deployment: { title: 'Deployment', hint: 'What does it take to deploy the solution and get it used?' },
      buyInAndSupport: { title: 'Buy-in and support', hint: 'Whose support and approval does the mission need, and how do we earn it?' },
      missionAchievement: { title: 'Mission achievement', hint: 'What does success look like? Which impact factors show the mission is achieved?' },
      keyResources: { title: 'Key resources', hint: 'What people, knowledge, facilities and money does the mission rely on?' },
      keyActivities: { title: 'Key activities', hint: 'What must we do well to deliver the value propositions?' },
      keyPartners: { title: 'Key partners', hint: 'Which partners, agencies and suppliers do we work with?' },
      missionBudgetAndCost: { title: 'Mission budget and cost', hint: 'What does the mission cost, and which budget pays for it?' },
    },
  },
} satisfies PluginMessages;
