/**
 * JSON Schemas of .../project_scenario_modules/{moduleId}/entity_values and of
 * /api/projects/{projectId}/entity_values.json. `value` is any JSON object here; the server checks it
 * against its entity attribute's own JSON Schema and answers 422 with the failing fields.
 */
import { Type } from 'typebox';
import { BULK_MAX_ITEMS } from '../../core/domain/constants';
import { IdSchema, JsonObjectSchema, PositionSchema } from './resource-schema';

const AssignedIds = (what: string) => Type.Array(IdSchema, { maxItems: BULK_MAX_ITEMS, description: `Ids of the ${what} assigned to the value.` });

/** The assignment arrays (core/domain/registry-types.ts EntityValueAssignments). */
const ASSIGNMENTS = {
  tag_ids: AssignedIds('tags'),
  stakeholder_ids: AssignedIds('stakeholders'),
  product_and_service_item_ids: AssignedIds('products and services'),
  user_ids: AssignedIds('project members'),
};
/** On writes each is optional: left out, it stays (updates) or is [] (creates). */
const OPTIONAL_ASSIGNMENTS = {
  tag_ids: Type.Optional(ASSIGNMENTS.tag_ids),
  stakeholder_ids: Type.Optional(ASSIGNMENTS.stakeholder_ids),
  product_and_service_item_ids: Type.Optional(ASSIGNMENTS.product_and_service_item_ids),
  user_ids: Type.Optional(ASSIGNMENTS.user_ids),
};

export const EntityValueSchema = Type.Object({
  id: Type.Integer(),
  entity_attribute_id: Type.Integer(),
  key: Type.String({ description: "The attribute's key." }),
  module_id: Type.Integer(),
  project_id: Type.Integer(),
  value: JsonObjectSchema,
  position: Type.Integer(),
  updated_at: Type.String({ format: 'date-time' }),
  ...ASSIGNMENTS,
  client_id: Type.Optional(Type.String({ description: "Echoed from the create that carried it; a module's list gives the one each value was created with." })),
  comment_count: Type.Optional(Type.Integer({ description: 'Comments on this value (on reads).' })),
  unread_comment_count: Type.Optional(Type.Integer({ description: 'Of those, not yet read by you (on reads).' })),
  version: Type.Optional(Type.Integer({ minimum: 1, description: 'Starts at 1 and grows with every write of the value.' })),
  merge: Type.Optional(Type.Object({
    kept_fields: Type.Array(Type.String(), { description: 'Fields this write did not change that kept the newer stored values.' }),
    overwritten_fields: Type.Array(Type.String(), { description: 'Fields changed since base_version that this, the later, write overwrote.' }),
  }, { description: 'On the answer to an update based on an older version: how the newer stored value was merged in.' })),
  deleted: Type.Optional(Type.Boolean({ description: 'True when the change left a value that is kept only while it says something (a data use) saying nothing: it was deleted.' })),
});

const ClientId = Type.String({ minLength: 1, maxLength: 200, description: "The client's local id, echoed back." });

export const EntityValueCreateSchema = Type.Object(
  {
    entity_attribute_id: IdSchema,
    value: JsonObjectSchema,
    position: Type.Optional(PositionSchema),
    client_id: Type.Optional(ClientId),
    ...OPTIONAL_ASSIGNMENTS,
  },
  { additionalProperties: false },
);

/** What an update was based on (single and bulk updates alike). */
const BASE = {
  base_version: Type.Optional(Type.Integer({ minimum: 1, description: 'The version this change was based on; a newer stored one is merged field by field.' })),
  base_fields: Type.Optional({ ...JsonObjectSchema, description: 'With base_version: each field of value this change makes, with what it held before.' }),
};

export const EntityValueUpdateSchema = Type.Object(
  {
    value: Type.Optional(JsonObjectSchema),
    position: Type.Optional(PositionSchema),
    ...OPTIONAL_ASSIGNMENTS,
    ...BASE,
  },
  { additionalProperties: false },
);

/**
 * One bulk_update item: with id it updates that value (merged as a single update is when its base_version is
 * outdated); without, it creates one (entity_attribute_id and value needed; a base is ignored).
 */
export const EntityValueBulkItemSchema = Type.Object(
  {
    id: Type.Optional(IdSchema),
    entity_attribute_id: Type.Optional(IdSchema),
    value: Type.Optional(JsonObjectSchema),
    position: Type.Optional(PositionSchema),
    client_id: Type.Optional(ClientId),
    ...OPTIONAL_ASSIGNMENTS,
    ...BASE,
  },
  { additionalProperties: false },
);

export const EntityValueBulkCreateSchema = Type.Object(
  { entity_values: Type.Array(EntityValueCreateSchema, { maxItems: BULK_MAX_ITEMS }) },
  { additionalProperties: false },
);

export const EntityValueBulkUpdateSchema = Type.Object(
  {
    entity_values: Type.Array(EntityValueBulkItemSchema, { maxItems: BULK_MAX_ITEMS }),
    destroy_ids: Type.Optional(Type.Array(IdSchema, { maxItems: BULK_MAX_ITEMS })),
  },
  { additionalProperties: false },
);

export const EntityValueBulkUpdateAnswerSchema = Type.Object({
  entity_values: Type.Array(EntityValueSchema),
  destroyed_ids: Type.Array(Type.Integer()),
});

export const EntityValueIdsSchema = Type.Object(
  { ids: Type.Array(IdSchema, { maxItems: BULK_MAX_ITEMS }) },
  { additionalProperties: false },
);

export const EntityValueListQuerySchema = Type.Object({
  key: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only values of the attribute with this key.' })),
});

export const EntityValueParamsSchema = Type.Object({ projectId: IdSchema, moduleId: IdSchema, id: IdSchema });

const IdList = Type.String({ pattern: '^\\d{1,10}(,\\d{1,10})*$', description: 'One id or a comma-separated list.' });

/** ids=1,2,3 or ids=1&ids=2 (or ids[]=1&ids[]=2, as axios sends arrays). */
export const ProjectEntityValuesQuerySchema = Type.Object({
  ids: Type.Optional(Type.Array(IdList, { maxItems: BULK_MAX_ITEMS })),
  'ids[]': Type.Optional(Type.Array(IdList, { maxItems: BULK_MAX_ITEMS })),
});
