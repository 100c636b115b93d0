/** TypeBox schemas of the data map calls (core/domain/data-governance-types.ts, as JSON Schema). */
import { Type, type TSchema } from 'typebox';
import { DETAIL_MAPPING_BULK_MAX, MAPPING_SUGGESTIONS_PER_DETAIL } from '../../core/domain/data-governance-types';
import { PermissionFlagsSchema } from './api-schemas';
import { DATA_CATALOG_NAME_MAX_LENGTH, DataCatalogDetailLinkSchema, DataCatalogSchema, UploadErrorsSchema } from './data-catalog-schema';
import { IdSchema } from './resource-schema';
import { DirectoryUserSchema, PermissionKeySchema } from './sharing-schema';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Closed = { additionalProperties: false } as const;
const Name = Type.String({ minLength: 1, maxLength: DATA_CATALOG_NAME_MAX_LENGTH, pattern: '\\S' });
const LongText = Type.String({ maxLength: 5000 });
const Position = Type.Integer({ minimum: 0, maximum: 100000 });
const Color = Type.String({ pattern: '^#[0-9A-Fa-f]{6}$' });
const CanvasCoordinate = Type.Number({ minimum: -1_000_000, maximum: 1_000_000 });

export const DataMapChildParamsSchema = Type.Object({ dataMapId: IdSchema, id: IdSchema });

export const DataMapDetailLinkSchema = Type.Object({ ...DataCatalogDetailLinkSchema.properties, data_catalog_id: Type.Integer() });

export const DataMapSchema = Type.Object({
  id: Type.Integer(),
  company_id: Nullable(Type.Integer()),
  name: Type.String(),
  description: Type.String(),
  created_by: Nullable(Type.Integer()),
  created_at: Type.String(),
  updated_at: Type.String(),
  permissions: PermissionFlagsSchema,
  image_url: Nullable(Type.String()),
  category_count: Type.Integer(),
  catalog_count: Type.Integer(),
  mapped_detail_count: Type.Integer(),
  detail_count: Type.Integer(),
});
const DataMapFields = { name: Name, description: Type.Optional(LongText) };
export const DataMapCreateSchema = Type.Object({ ...DataMapFields, global: Type.Optional(Type.Boolean()) }, Closed);
export const DataMapUpdateSchema = Type.Partial(Type.Object(DataMapFields), Closed);

export const DataMapCategorySchema = Type.Object({
  id: Type.Integer(),
  data_map_id: Type.Integer(),
  parent_id: Nullable(Type.Integer()),
  level: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  color: Type.String(),
  position: Type.Integer(),
});
export const DataMapCategoryCreateSchema = Type.Object(
  { parent_id: Type.Optional(Nullable(IdSchema)), name: Name, description: Type.Optional(LongText), color: Type.Optional(Color), position: Type.Optional(Position) },
  Closed,
);
export const DataMapCategoryUpdateSchema = Type.Partial(DataMapCategoryCreateSchema, Closed);
export const DataMapCategoryDeletionSchema = Type.Object({ deleted_ids: Type.Array(Type.Integer()) });

export const DataMapDataCatalogSchema = Type.Object({
  id: Type.Integer(),
  data_map_id: Type.Integer(),
  data_catalog_id: Type.Integer(),
  position_x: Type.Number(),
  position_y: Type.Number(),
});
export const DataMapDataCatalogCreateSchema = Type.Object(
  { data_catalog_id: IdSchema, position_x: Type.Optional(CanvasCoordinate), position_y: Type.Optional(CanvasCoordinate) },
  Closed,
);
export const DataMapDataCatalogUpdateSchema = Type.Object({ position_x: CanvasCoordinate, position_y: CanvasCoordinate }, Closed);
export const DataMapDataCatalogPositionsSchema = Type.Object(
  { positions: Type.Array(Type.Object({ id: IdSchema, position_x: CanvasCoordinate, position_y: CanvasCoordinate }, Closed), { maxItems: 1000 }) },
  Closed,
);

const DetailPair = { data_catalog_detail_id: IdSchema, data_map_category_id: IdSchema };
export const DataMapDetailMappingSchema = Type.Object({
  id: Type.Integer(),
  data_map_id: Type.Integer(),
  data_catalog_detail_id: Type.Integer(),
  data_map_category_id: Type.Integer(),
});
export const DataMapDetailMappingCreateSchema = Type.Object(DetailPair, Closed);
export const DataMapDetailMappingBulkSchema = Type.Object({ mappings: Type.Array(Type.Object(DetailPair, Closed), { maxItems: DETAIL_MAPPING_BULK_MAX }) }, Closed);

export const DataMapCategoryMappingSchema = Type.Object({
  id: Type.Integer(),
  data_map_id: Type.Integer(),
  data_map_category_id: Type.Integer(),
  mapped_category_id: Type.Integer(),
  mapped_data_map_id: Type.Integer(),
});
export const DataMapCategoryMappingCreateSchema = Type.Object({ data_map_category_id: IdSchema, mapped_category_id: IdSchema }, Closed);

/** A mapping upload's answer: the mappings (created, or to be created in a preview) and the rows it could not map. */
const MappingUploadSchema = <T extends TSchema>(mapping: T) => Type.Object({ mappings: Type.Array(mapping), errors: UploadErrorsSchema });
export const DetailMappingUploadSchema = MappingUploadSchema(Type.Union([DataMapDetailMappingSchema, Type.Object(DetailPair)]));
export const CategoryMappingUploadSchema = MappingUploadSchema(Type.Union([DataMapCategoryMappingSchema, DataMapCategoryMappingCreateSchema]));

/** vectorize_data_map.json: the progress of computing the map's text vectors (DataMapVectorizeProgress). */
const MappingSuggestionWaySchema = Type.Union([Type.Literal('embeddings'), Type.Literal('lexical')]);
export const DataMapVectorizeProgressSchema = Type.Object({
  state: Type.Union([Type.Literal('idle'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  way: MappingSuggestionWaySchema,
  total: Type.Integer(),
  done: Type.Integer(),
  finished_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  error: Type.Optional(Type.String()),
});

/** ai_map_upload.json: suggested categories per uploaded detail (DataMapSuggestions). */
export const DataMapSuggestionsSchema = Type.Object({
  way: MappingSuggestionWaySchema,
  suggestions: Type.Array(
    Type.Object({
      line: Type.Integer(),
      data_catalog_detail_id: Type.Integer(),
      data_catalog_id: Type.Integer(),
      catalog_name: Type.String(),
      path: Type.String(),
      categories: Type.Array(Type.Object({ data_map_category_id: Type.Integer(), path: Type.String(), score: Type.Number({ minimum: 0, maximum: 1 }) }), { maxItems: MAPPING_SUGGESTIONS_PER_DETAIL }),
    }),
  ),
  errors: UploadErrorsSchema,
});

export const DataMapUploadPreviewSchema = Type.Object({
  rows: Type.Array(Type.Object({ line: Type.Integer(), path: Type.String(), name: Type.String(), description: Type.String(), color: Type.String() })),
  errors: UploadErrorsSchema,
  category_count: Type.Integer(),
});

export const DataMapUserPermissionSchema = Type.Object({
  id: Type.Integer(),
  data_map_id: Type.Integer(),
  user_id: Type.Integer(),
  user: DirectoryUserSchema,
  permission_key: PermissionKeySchema,
});
export const DataMapRolePermissionSchema = Type.Object({
  id: Type.Integer(),
  data_map_id: Type.Integer(),
  role_id: Type.Integer(),
  role: Type.Object({ id: Type.Integer(), name: Type.String() }),
  permission_key: PermissionKeySchema,
});

export const ProjectDataMapSchema = Type.Object({ id: Type.Integer(), project_id: Type.Integer(), data_map_id: Type.Integer(), data_map: DataMapSchema });
export const ProjectDataCatalogSchema = Type.Object({ id: Type.Integer(), project_id: Type.Integer(), data_catalog_id: Type.Integer(), data_catalog: DataCatalogSchema });
export const ProjectDataMapCreateSchema = Type.Object({ data_map_id: IdSchema }, Closed);
export const ProjectDataCatalogCreateSchema = Type.Object({ data_catalog_id: IdSchema }, Closed);
export const ProjectLinkDeletionSchema = Type.Object({ id: Type.Integer() });
const elementFields = {
  id: Type.Integer(),
  project_id: Type.Integer(),
  data_catalog_id: Type.Integer(),
  data_map_id: Nullable(Type.Integer()),
  data_catalog_detail_id: Type.Integer(),
  module_ids: Type.Array(Type.Integer(), { description: 'The project’s modules whose content items point at the detail' }),
};
export const AssociatedDataElementSchema = Type.Object(elementFields);
export const AssociatedDataElementExportSchema = Type.Object({
  ...elementFields,
  data_catalog_name: Type.String(),
  data_catalog_detail_name: Type.String(),
  data_map_name: Nullable(Type.String()),
});
