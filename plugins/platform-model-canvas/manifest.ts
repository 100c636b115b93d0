import { defineCanvasManifest } from '../../sdk/manifest';

export default defineCanvasManifest({
  typeKey: 'PlatformModelCanvas',
  segment: 'platform-model-canvas',
  title: 'Platform model canvas',
  description: 'A platform design canvas: who produces and consumes value, what they exchange, and what the platform provides.',
  category: 'Canvases',
  canvas: {
    itemKey: 'PlatformModelCanvasNote',
    areas: [
      'peerProducers',
      'peerConsumers',
      'partners',
      'valuePropositions',
      'transactions',
      'valueUnits',
      'channels',
      'services',
      'infrastructure',
    ],
    // The Platform Design Toolkit's Platform Design Canvas: supply on the left, demand on the right, exchanges between.
    layout: [
      'partners peerProducers transactions valuePropositions channels peerConsumers',
      'partners peerProducers valueUnits valuePropositions channels peerConsumers',
      'infrastructure infrastructure infrastructure services services services',
    ],
  },
});
