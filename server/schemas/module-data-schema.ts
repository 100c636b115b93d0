/** TypeBox schemas of a module's data calls: ties to catalog details, entity value links, the module data interface. */
import { Type } from 'typebox';
import { IdSchema } from './resource-schema';

const Closed = { additionalProperties: false } as const;

export const ModuleChildParamsSchema = Type.Object({ projectId: IdSchema, moduleId: IdSchema, id: IdSchema });
export const ModuleCatalogParamsSchema = Type.Object({ projectId: IdSchema, moduleId: IdSchema, catalogId: IdSchema });

export const DataCatalogDetailsEntityValueSchema = Type.Object({
  id: Type.Integer(),
  entity_value_id: Type.Integer(),
  data_catalog_detail_id: Type.Integer(),
  data_map_id: Type.Union([Type.Integer(), Type.Null()]),
  module_id: Type.Integer(),
});
export const DataCatalogDetailsEntityValueCreateSchema = Type.Object(
  { entity_value_id: IdSchema, data_catalog_detail_id: IdSchema, data_map_id: Type.Optional(Type.Union([IdSchema, Type.Null()])) },
  Closed,
);

export const EntityValueLinkSchema = Type.Object({ id: Type.Integer(), entity_value_id: Type.Integer(), module_id: Type.Integer() });
export const EntityValueLinkCreateSchema = Type.Object({ entity_value_id: IdSchema, module_id: IdSchema }, Closed);
export const EntityValueLinkUpdateSchema = Type.Object({ module_id: IdSchema }, Closed);

export const ModuleDataDetailLinkSchema = Type.Object({
  data_map_id: Type.Integer(),
  detail_id: Type.Integer(),
  linked_detail_id: Type.Integer(),
  linked_group_id: Type.Integer(),
  linked_catalog_id: Type.Integer(),
});
export const ModuleDataCategoryLinkSchema = Type.Object({
  id: Type.Integer(),
  data_map_id: Type.Integer(),
  category_id: Type.Integer(),
  mapped_category_id: Type.Integer(),
  mapped_data_map_id: Type.Integer(),
});
