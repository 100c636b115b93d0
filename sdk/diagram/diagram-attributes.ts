/**
 * The entity attributes every diagram module declares, as pure data: a diagram plugin's manifest.ts
 * lists `diagramCellAttribute()` and `diagramSettingsAttribute()` (through sdk/manifest.ts), the server
 * validates the cells and the settings against these schemas, and DiagramModuleView reads and writes them.
 * No JointJS and no React here: the server imports this file.
 */
import type { EntityAttributeManifest, JsonSchema } from '../entity-attribute';

/** The attribute key of a diagram's cells (shapes and links), one entity value per cell. */
export const DIAGRAM_CELL_KEY = 'DiagramCell';
/** The attribute key of a diagram's module settings (§3 "Module entity value") and its layers. */
export const DIAGRAM_SETTINGS_KEY = 'DiagramSettings';

const point: JsonSchema = {
  type: 'object',
  required: ['x', 'y'],
  properties: { x: { type: 'number' }, y: { type: 'number' } },
};
const size: JsonSchema = {
  type: 'object',
  required: ['width', 'height'],
  properties: { width: { type: 'number', minimum: 0 }, height: { type: 'number', minimum: 0 } },
};
const end: JsonSchema = { type: 'object', properties: { id: { type: 'string' }, x: { type: 'number' }, y: { type: 'number' } } };

/**
 * §3 "Diagram cell": the fields every cell has. Shape properties (activity_type, flowType, ...) are open
 * (`additionalProperties`), because each plugin's shapes define their own; the codec writes only the
 * fields a shape declares.
 */
export const DIAGRAM_CELL_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['jsid', 'type'],
  additionalProperties: true,
  properties: {
    jsid: { type: 'string', minLength: 1, maxLength: 200 },
    type: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z][A-Za-z0-9_]*)+$' },
    layer_id: { type: ['string', 'null'] },
    mode: { enum: ['canvas', 'stencil', 'preview'] },
    title: { type: 'string', maxLength: 10000 },
    position: point,
    size,
    angle: { type: 'number' },
    z: { type: 'number' },
    embeds: { type: 'array', items: { type: 'string' } },
    locked: { type: 'boolean' },
    celltype: { type: ['string', 'null'] },
    image: {
      anyOf: [{ type: 'null' }, { type: 'object', properties: { url: { type: ['string', 'null'] } } }],
    },
    entity_order: { type: 'number' },
    data_catalog_detail_entity_value_ids: { type: 'array', items: { type: 'integer' } },
    source: end,
    target: end,
    vertices: { type: 'array', items: point },
  },
};

/** §3 "Module entity value (settings)", plus the diagram's layers (the layers panel's order). */
export const DIAGRAM_SETTINGS_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: true,
  properties: {
    show_gridlines: { type: 'boolean' },
    show_snaplines: { type: 'boolean' },
    default_connection_type: { enum: ['normal', 'manhattan', 'gap'] },
    embedding_enabled: { type: 'boolean' },
    default_link_key: { type: 'string' },
    connection_strategy: { type: 'string' },
    default_anchor: { type: 'string' },
    default_connection_point: { type: 'string' },
    reload_layout: { type: 'boolean' },
    layers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'string' }, name: { type: 'string', maxLength: 200 }, hidden: { type: 'boolean' } },
      },
    },
  },
};

/** The cells attribute for a diagram plugin's manifest (`entityAttributes: [diagramCellAttribute(), diagramSettingsAttribute()]`). */
export function diagramCellAttribute(key: string = DIAGRAM_CELL_KEY): EntityAttributeManifest {
  return { key, json_schema: DIAGRAM_CELL_SCHEMA };
}

/** The module settings attribute for a diagram plugin's manifest. */
export function diagramSettingsAttribute(key: string = DIAGRAM_SETTINGS_KEY): EntityAttributeManifest {
  return { key, json_schema: DIAGRAM_SETTINGS_SCHEMA, singleDocument: true };
}
