import { defineCanvasManifest } from '../../sdk/manifest';

export default defineCanvasManifest({
  typeKey: 'MissionModelCanvas',
  segment: 'mission-model-canvas',
  title: 'Mission model canvas',
  description: 'The Mission Model Canvas: the Business Model Canvas for missions measured by impact, not revenue.',
  category: 'Canvases',
  canvas: {
    itemKey: 'MissionModelCanvasNote',
    areas: [
      'beneficiaries',
      'valuePropositions',
      'deployment',
      'buyInAndSupport',
      'missionAchievement',
      'keyResources',
      'keyActivities',
      'keyPartners',
      'missionBudgetAndCost',
    ],
    // Steve Blank's Mission Model Canvas: the Business Model Canvas's layout with mission blocks.
    layout: [
      'keyPartners keyPartners keyActivities keyActivities valuePropositions valuePropositions buyInAndSupport buyInAndSupport beneficiaries beneficiaries',
      'keyPartners keyPartners keyResources keyResources valuePropositions valuePropositions deployment deployment beneficiaries beneficiaries',
      'missionBudgetAndCost missionBudgetAndCost missionBudgetAndCost missionBudgetAndCost missionBudgetAndCost missionAchievement missionAchievement missionAchievement missionAchievement missionAchievement',
    ],
  },
});
