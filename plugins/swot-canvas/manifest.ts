import { defineManifest } from '../../sdk/manifest';

export const SWOT_NOTE_KEY = 'SwotNote';
export const SWOT_AREAS = ['strengths', 'weaknesses', 'opportunities', 'threats'] as const;

export default defineManifest({
  typeKey: 'SwotCanvas',
  segment: 'swot-canvas',
  title: 'SWOT canvas',
  description: 'Strengths, weaknesses, opportunities and threats on one canvas.',
  category: 'Canvases',
  family: 'canvas',
  entityAttributes: [
    {
      key: SWOT_NOTE_KEY,
      json_schema: {
        type: 'object',
        additionalProperties: false,
        required: ['area', 'text'],
        properties: {
          area: { enum: [...SWOT_AREAS] },
          text: { type: 'string', maxLength: 5000 },
        },
      },
    },
  ],
});
