import { defineCanvasManifest } from '../../sdk/manifest';

export default defineCanvasManifest({
  typeKey: 'GovernanceFrameworkCanvas',
  segment: 'governance-framework-canvas',
  title: 'Governance framework canvas',
  description: 'How decisions are made and controlled: principles, decision rights, roles, policies, processes and more.',
  category: 'Canvases',
  canvas: {
    itemKey: 'GovernanceFrameworkCanvasNote',
    areas: [
      'principles',
      'decisionRights',
      'rolesAndResponsibilities',
      'policiesAndStandards',
      'processes',
      'metricsAndMonitoring',
      'riskAndCompliance',
      'communication',
    ],
    // Principles frame the rest; who decides in the middle; control below; communication reaches everyone.
    layout: [
      'principles principles principles',
      'decisionRights rolesAndResponsibilities policiesAndStandards',
      'processes metricsAndMonitoring riskAndCompliance',
      'communication communication communication',
    ],
  },
});
