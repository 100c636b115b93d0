import { defineManifest } from '../../sdk/manifest';

export const MAPPING_SETTINGS_KEY = 'MappingSettings';
export const FRAMEWORK_ITEM_KEY = 'MappingFrameworkItem';
export const MAPPING_CELL_KEY = 'MappingCell';

/** The sets a matrix maps between: a project registry, or the framework imported into the module. */
export const MAPPING_SOURCES = [
  'stakeholders',
  'stakeholder_roles',
  'product_and_service_items',
  'product_and_service_item_categories',
  'tags',
  'framework',
] as const;
/** What a cell holds: a mark, one RACI letter, or free text. */
export const CELL_MODES = ['mark', 'raci', 'text'] as const;
export const RACI_LETTERS = ['R', 'A', 'C', 'I'] as const;

export const FRAMEWORK_CODE_MAX = 40;
export const FRAMEWORK_NAME_MAX = 200;
export const CELL_TEXT_MAX = 200;
/** An axis key: `stakeholders:12` for a registry row, `framework:1.2` for a framework item by code. */
const AXIS_KEY_MAX = 80;

export default defineManifest({
  typeKey: 'Mappings',
  segment: 'frameworx',
  title: 'Framework mappings',
  description: 'A matrix mapping two sets, such as stakeholders against the processes of a framework (TM Forum eTOM).',
  category: 'Lists',
  family: 'document',
  entityAttributes: [
    {
      key: MAPPING_SETTINGS_KEY,
      singleDocument: true,
      json_schema: {
        type: 'object',
        additionalProperties: false,
        required: ['rows', 'columns', 'mode'],
        properties: {
          rows: { enum: [...MAPPING_SOURCES] },
          columns: { enum: [...MAPPING_SOURCES] },
          mode: { enum: [...CELL_MODES] },
          frameworkName: { type: 'string', maxLength: FRAMEWORK_NAME_MAX },
        },
      },
    },
    {
      key: FRAMEWORK_ITEM_KEY,
      json_schema: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'name'],
        properties: {
          code: { type: 'string', minLength: 1, maxLength: FRAMEWORK_CODE_MAX },
          name: { type: 'string', maxLength: FRAMEWORK_NAME_MAX },
          parent: { type: 'string', maxLength: FRAMEWORK_CODE_MAX },
        },
      },
    },
    {
      key: MAPPING_CELL_KEY,
      json_schema: {
        type: 'object',
        additionalProperties: false,
        required: ['row', 'column', 'value'],
        properties: {
          row: { type: 'string', minLength: 1, maxLength: AXIS_KEY_MAX },
          column: { type: 'string', minLength: 1, maxLength: AXIS_KEY_MAX },
          value: { type: 'string', minLength: 1, maxLength: CELL_TEXT_MAX },
        },
      },
    },
  ],
});
