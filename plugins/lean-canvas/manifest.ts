import { defineCanvasManifest } from '../../sdk/manifest';

export default defineCanvasManifest({
  typeKey: 'LeanCanvas',
  segment: 'lean-canvas',
  title: 'Lean canvas',
  description: 'The Lean Canvas: problem, customers, unique value proposition, solution and the numbers behind them.',
  category: 'Canvases',
  canvas: {
    itemKey: 'LeanCanvasNote',
    areas: [
      'problem',
      'customerSegments',
      'uniqueValueProposition',
      'solution',
      'channels',
      'revenueStreams',
      'costStructure',
      'keyMetrics',
      'unfairAdvantage',
    ],
    // Ash Maurya's Lean Canvas: five columns; costs and revenue share the bottom row.
    layout: [
      'problem problem solution solution uniqueValueProposition uniqueValueProposition unfairAdvantage unfairAdvantage customerSegments customerSegments',
      'problem problem keyMetrics keyMetrics uniqueValueProposition uniqueValueProposition channels channels customerSegments customerSegments',
      'costStructure costStructure costStructure costStructure costStructure revenueStreams revenueStreams revenueStreams revenueStreams revenueStreams',
    ],
  },
});
