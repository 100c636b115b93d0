import { defineManifest } from '../../sdk/manifest';

export const CHECKLIST_ITEM_KEY = 'ChecklistItem';
/** Items are nested one level: a sub-item (level 1) belongs to the nearest item of level 0 above it. */
export const MAX_LEVEL = 1;
export const ITEM_TEXT_MAX_LENGTH = 500;

export default defineManifest({
  typeKey: 'Checklists',
  segment: 'checklists',
  title: 'Checklist',
  description: 'Things to do, ticked off as they are done: sub-items, due dates, assignees and progress.',
  category: 'Lists',
  family: 'list',
  entityAttributes: [
    {
      key: CHECKLIST_ITEM_KEY,
      json_schema: {
        type: 'object',
        additionalProperties: false,
        required: ['text', 'done', 'level'],
        properties: {
          text: { type: 'string', maxLength: ITEM_TEXT_MAX_LENGTH },
          done: { type: 'boolean' },
          level: { type: 'integer', minimum: 0, maximum: MAX_LEVEL },
          due: { type: ['string', 'null'], format: 'date' },
          assignee: { type: ['integer', 'null'], minimum: 1, description: 'A member of the project (user id).' },
        },
      },
    },
  ],
  cardSummary: { attributeKey: CHECKLIST_ITEM_KEY, doneProperty: 'done' },
});
