/** JSON Schemas of /api/scenario_modules and /api/entity_attributes (read-only: they come from manifests). */
import { Type } from 'typebox';
import { IdSchema, JsonObjectSchema } from './resource-schema';

export const ScenarioModuleSchema = Type.Object({
  id: Type.Integer(),
  type_key: Type.String(),
  segment: Type.String(),
  title: Type.String(),
  category: Type.String(),
  family: Type.String(),
});

export const EntityAttributeSchema = Type.Object({
  id: Type.Integer(),
  module_type_id: Type.Integer(),
  key: Type.String(),
  json_schema: JsonObjectSchema,
});

export const EntityAttributeQuerySchema = Type.Object({
  module_type_id: Type.Optional(IdSchema),
});

export const CatalogIdParamsSchema = Type.Object({ id: IdSchema });
