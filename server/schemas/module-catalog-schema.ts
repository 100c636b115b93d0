/** JSON Schemas of the module catalogue (/api/scenario_modules, /api/admin/scenario_modules) and /api/entity_attributes. */
import { Type } from 'typebox';
import { IdSchema, JsonObjectSchema } from './resource-schema';

export const ScenarioModuleSchema = Type.Object({
  id: Type.Integer(),
  type_key: Type.String(),
  segment: Type.String(),
  title: Type.String(),
  category: Type.String(),
  family: Type.String(),
  description: Type.String(),
  icon: Type.Union([Type.String(), Type.Null()]),
  available: Type.Boolean(),
});

export const AdminScenarioModuleSchema = Type.Object({
  ...ScenarioModuleSchema.properties,
  default_title: Type.String(),
  default_category: Type.String(),
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
