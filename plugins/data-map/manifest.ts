import { defineManifest } from '../../sdk/manifest';

/** One row of the module: how the project uses one catalog detail. */
export const DATA_USE_KEY = 'DataInterface';

export const DATA_USE_TEXT_MAX_LENGTH = 4000;
export const DATA_USE_MAX_LINKS = 100;
/** What a data use says; with both empty and no comments it is deleted (screens-and-editor.md §4). */
export const DATA_USE_CONTENT_FIELDS = ['text', 'link_ids'] as const;

export default defineManifest({
  typeKey: 'DataInterfaces',
  segment: 'data-map',
  title: 'Data map',
  description: 'Which catalog details and categories the project’s processes use, and how.',
  category: 'Lists',
  family: 'document',
  cardSummary: { attributeKey: DATA_USE_KEY },
  entityAttributes: [
    {
      key: DATA_USE_KEY,
      keptWhileFilled: DATA_USE_CONTENT_FIELDS,
      json_schema: {
        type: 'object',
        additionalProperties: false,
        required: ['data_catalog_detail_id'],
        properties: {
          data_catalog_detail_id: { type: 'integer', minimum: 1 },
          text: { type: 'string', maxLength: DATA_USE_TEXT_MAX_LENGTH },
          link_ids: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: DATA_USE_MAX_LINKS, uniqueItems: true },
        },
      },
    },
  ],
});
