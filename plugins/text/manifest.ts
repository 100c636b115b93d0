import { defineManifest, RICH_TEXT_MEDIA_TYPE } from '../../sdk/manifest';

export const TEXT_DOCUMENT_KEY = 'FreeTextDocument';

export default defineManifest({
  typeKey: 'FreeTexts',
  segment: 'text',
  title: 'Text',
  description: 'Free rich text: notes, context and decisions.',
  category: 'Documents',
  family: 'document',
  entityAttributes: [
    {
      key: TEXT_DOCUMENT_KEY,
      singleDocument: true,
      json_schema: {
        type: 'object',
        additionalProperties: false,
        required: ['html'],
        properties: {
          html: { type: 'string', maxLength: 200000, contentMediaType: RICH_TEXT_MEDIA_TYPE },
          // The shared document's Yjs state (base64), from which the HTML was made: several people edit it at once.
          yjs: { type: 'string', maxLength: 2000000, contentEncoding: 'base64' },
        },
      },
    },
  ],
});
