/** TypeBox schemas of the data catalog calls (core/domain/data-governance-types.ts, as JSON Schema). */
import { Type, type TSchema } from 'typebox';
import { DATA_ITEM_FILTERS, DATA_ITEM_SORTS, LINEAGE_DIRECTIONS, MAX_LINEAGE_DEPTH } from '../../core/domain/data-governance-types';
import { ApiErrorSchema, PermissionFlagsSchema } from './api-schemas';
import { IdSchema } from './resource-schema';
import { DirectoryUserSchema, PermissionKeySchema } from './sharing-schema';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Closed = { additionalProperties: false } as const;
export const DATA_CATALOG_NAME_MAX_LENGTH = 255;
const Name = Type.String({ minLength: 1, maxLength: DATA_CATALOG_NAME_MAX_LENGTH, pattern: '\\S' });
const LongText = Type.String({ maxLength: 5000 });
const ShortText = Type.String({ maxLength: DATA_CATALOG_NAME_MAX_LENGTH });
const Position = Type.Integer({ minimum: 0, maximum: 100000 });

export const DataCatalogParamsSchema = Type.Object({ dataCatalogId: IdSchema });
export const DataCatalogChildParamsSchema = Type.Object({ dataCatalogId: IdSchema, id: IdSchema });
export const DataCatalogDetailParamsSchema = Type.Object({ dataCatalogId: IdSchema, detailId: IdSchema });
export const DataCatalogLinkParamsSchema = Type.Object({ dataCatalogId: IdSchema, detailId: IdSchema, id: IdSchema });
export const DataMapParamsSchema = Type.Object({ dataMapId: IdSchema });

export const DataItemListQuerySchema = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200 })),
  filter: Type.Optional(Type.Enum([...DATA_ITEM_FILTERS])),
  sort: Type.Optional(Type.Enum([...DATA_ITEM_SORTS])),
  direction: Type.Optional(Type.Enum(['asc', 'desc'])),
});

export const DataCatalogSchema = Type.Object({
  id: Type.Integer(),
  company_id: Nullable(Type.Integer()),
  name: Type.String(),
  description: Type.String(),
  created_by: Nullable(Type.Integer()),
  created_at: Type.String(),
  updated_at: Type.String(),
  permissions: PermissionFlagsSchema,
  group_count: Type.Integer(),
  detail_count: Type.Integer(),
});
export const DataCatalogCreateSchema = Type.Object({ name: Name, description: Type.Optional(LongText) }, Closed);
export const DataCatalogUpdateSchema = Type.Partial(DataCatalogCreateSchema, Closed);
/** Copies of a catalog or a map take an optional name; "<name> (copy)" otherwise. */
export const DataItemCopySchema = Type.Object({ name: Type.Optional(Name) }, Closed);
export const DataCatalogCopyFromSchema = Type.Object({ data_catalog_id: IdSchema, name: Type.Optional(Name) }, Closed);

export const DataCatalogGroupSchema = Type.Object({
  id: Type.Integer(),
  data_catalog_id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  position: Type.Integer(),
});
export const DataCatalogGroupCreateSchema = Type.Object({ name: Name, description: Type.Optional(LongText), position: Type.Optional(Position) }, Closed);
export const DataCatalogGroupUpdateSchema = Type.Partial(DataCatalogGroupCreateSchema, Closed);

export const DataCatalogDetailSchema = Type.Object({
  id: Type.Integer(),
  data_catalog_id: Type.Integer(),
  group_id: Type.Integer(),
  parent_id: Nullable(Type.Integer()),
  level: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  type: Type.String(),
  owner: Type.String(),
  classification: Type.String(),
  position: Type.Integer(),
  data_map_category_ids: Type.Array(Type.Integer()),
});
const detailFields = {
  parent_id: Type.Optional(Nullable(IdSchema)),
  name: Name,
  description: Type.Optional(LongText),
  type: Type.Optional(ShortText),
  owner: Type.Optional(ShortText),
  classification: Type.Optional(ShortText),
  position: Type.Optional(Position),
};
export const DataCatalogDetailCreateSchema = Type.Object({ group_id: IdSchema, ...detailFields }, Closed);
export const DataCatalogDetailUpdateSchema = Type.Partial(DataCatalogDetailCreateSchema, Closed);
export const DataCatalogDetailDeletionSchema = Type.Object({ deleted_ids: Type.Array(Type.Integer()) });

export const DataCatalogDetailLinkSchema = Type.Object({
  id: Type.Integer(),
  data_catalog_detail_id: Type.Integer(),
  linked_detail_id: Type.Integer(),
  linked_group_id: Type.Integer(),
  linked_catalog_id: Type.Integer(),
});
export const DataCatalogDetailLinkCreateSchema = Type.Object({ linked_detail_id: IdSchema }, Closed);

export const LineageQuerySchema = Type.Object({
  direction: Type.Optional(Type.Enum([...LINEAGE_DIRECTIONS])),
  depth: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LINEAGE_DEPTH })),
});
export const DataCatalogLineageSchema = Type.Object({
  detail_id: Type.Integer(),
  direction: Type.Enum([...LINEAGE_DIRECTIONS]),
  depth: Type.Integer(),
  nodes: Type.Array(
    Type.Object({
      detail_id: Type.Integer(),
      catalog_id: Type.Integer(),
      group_id: Type.Integer(),
      name: Nullable(Type.String()),
      catalog_name: Nullable(Type.String()),
      distance: Type.Integer(),
    }),
  ),
  edges: Type.Array(Type.Object({ from_detail_id: Type.Integer(), to_detail_id: Type.Integer() })),
});

export const DeltaQuerySchema = Type.Object({ destination_id: IdSchema });
export const DataCatalogDeltaSchema = Type.Object({
  source_id: Type.Integer(),
  destination_id: Type.Integer(),
  added: Type.Array(Type.String()),
  removed: Type.Array(Type.String()),
  changed: Type.Array(Type.Object({ path: Type.String(), fields: Type.Record(Type.String(), Type.Object({ from: Type.String(), to: Type.String() })) })),
});

const UploadErrorSchema = Type.Object({ line: Type.Integer(), reason: Type.String() });
export const DataCatalogUploadPreviewSchema = Type.Object({
  rows: Type.Array(
    Type.Object({
      line: Type.Integer(),
      group: Type.String(),
      path: Type.String(),
      name: Type.String(),
      description: Type.String(),
      type: Type.String(),
      owner: Type.String(),
      classification: Type.String(),
    }),
  ),
  errors: Type.Array(UploadErrorSchema),
  group_count: Type.Integer(),
  detail_count: Type.Integer(),
});
export const UploadErrorsSchema = Type.Array(UploadErrorSchema);
/** A refused upload: the usual error body plus every problem by row. */
export const UploadRefusedSchema = Type.Intersect([ApiErrorSchema, Type.Object({ errors: Type.Optional(UploadErrorsSchema) })]);

export const DataCatalogUserPermissionSchema = Type.Object({
  id: Type.Integer(),
  data_catalog_id: Type.Integer(),
  user_id: Type.Integer(),
  user: DirectoryUserSchema,
  permission_key: PermissionKeySchema,
});
export const DataCatalogRolePermissionSchema = Type.Object({
  id: Type.Integer(),
  data_catalog_id: Type.Integer(),
  role_id: Type.Integer(),
  role: Type.Object({ id: Type.Integer(), name: Type.String() }),
  permission_key: PermissionKeySchema,
});
