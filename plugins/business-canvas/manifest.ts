import { defineCanvasManifest } from '../../sdk/manifest';

export default defineCanvasManifest({
  typeKey: 'BusinessCanvas',
  segment: 'business-canvas',
  title: 'Business model canvas',
  description: 'The Business Model Canvas: nine blocks from key partners to customer segments, costs and revenue.',
  category: 'Canvases',
  canvas: {
    itemKey: 'BusinessCanvasNote',
    areas: [
      'customerSegments',
      'valuePropositions',
      'channels',
      'customerRelationships',
      'revenueStreams',
      'keyResources',
      'keyActivities',
      'keyPartners',
      'costStructure',
    ],
    // Osterwalder's Business Model Canvas: five columns, the middle one the value propositions; costs and revenue share the bottom row.
    layout: [
      'keyPartners keyPartners keyActivities keyActivities valuePropositions valuePropositions customerRelationships customerRelationships customerSegments customerSegments',
      'keyPartners keyPartners keyResources keyResources valuePropositions valuePropositions channels channels customerSegments customerSegments',
      'costStructure costStructure costStructure costStructure costStructure revenueStreams revenueStreams revenueStreams revenueStreams revenueStreams',
    ],
  },
});
