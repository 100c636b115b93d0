import { defineManifest } from '../../sdk/manifest';

export const RISK_ITEM_KEY = 'RiskItem';
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;

export default defineManifest({
  typeKey: 'Risks',
  segment: 'risks',
  title: 'Risks',
  description: 'A list of risks, each with its impact and probability.',
  category: 'Lists',
  family: 'list',
  entityAttributes: [
    {
      key: RISK_ITEM_KEY,
      json_schema: {
        type: 'object',
        additionalProperties: false,
        required: ['title'],
        properties: {
          title: { type: 'string', maxLength: 500 },
          description: { type: 'string', maxLength: 10000 },
          impact: { enum: [...RISK_LEVELS] },
          probability: { enum: [...RISK_LEVELS] },
        },
      },
    },
  ],
});
