import { defineCanvasManifest } from '../../sdk/manifest';

export default defineCanvasManifest({
  typeKey: 'SwotCanvas',
  segment: 'swot-canvas',
  title: 'SWOT canvas',
  description: 'Strengths, weaknesses, opportunities and threats on one canvas.',
  category: 'Canvases',
  canvas: {
    itemKey: 'SwotNote',
    areas: ['strengths', 'weaknesses', 'opportunities', 'threats'],
    layout: ['strengths weaknesses', 'opportunities threats'],
  },
});
