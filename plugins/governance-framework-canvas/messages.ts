import type { PluginMessages } from '../../sdk/plugin';

export const messages = {
  en: {
    title: 'Governance framework canvas',
    areas: {
      principles: { title: 'Principles', hint: 'The few principles every decision follows.' },
      decisionRights: { title: 'Decision rights', hint: 'Who decides what, who is consulted and who is informed?' },
      rolesAndResponsibilities: { title: 'Roles and responsibilities', hint: 'Which roles and bodies exist, and what is each accountable for?' },
      policiesAndStandards: { title: 'Policies and standards', hint: 'Which policies and standards apply, and who owns them?' },
      processes: { title: 'Processes', hint: 'How are decisions prepared, taken, escalated and reviewed?' },
      metricsAndMonitoring: { title: 'Metrics and monitoring', hint: 'What is measured to show that governance works, and how often?' },
      riskAndCompliance: { title: 'Risk and compliance', hint: 'Which risks and obligations must be controlled, and how?' },
      communication: { title: 'Communication', hint: 'Who hears about decisions, when and through which channels?' },
    },
  },
} satisfies PluginMessages;
