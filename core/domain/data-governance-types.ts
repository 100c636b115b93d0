/**
 * Data governance (data-layer.md §3, §4, §6, §7): data catalogs say what data exists (groups holding a tree of
 * details, details linked across catalogs for lineage); data maps sort that data into business categories (a tree),
 * by mapping details to categories and categories to categories; projects and their modules show which data their
 * work touches. Shapes the API answers and accepts, shared by the server and the client; snake_case, numeric ids,
 * ISO 8601 timestamps, as in api-types.ts.
 *
 * Who may do what (§6; one rule for catalogs and maps, core/domain/data-governance-access.ts):
 * - a shared user: nothing, ever;
 * - a global item (company_id null): every other signed-in user reads it; system admins are admin on it; its own
 *   user permissions may grant more (no company check: a global item has no company);
 * - a local item: its own permission (the direct user permission raised by the person's teams, §4) together with the
 *   company permission for the action, as for projects (admin needs company write); the creator gets admin, company
 *   admins are admin on every item of their company.
 * Read: see it and its content. Write: change its content and details. Admin: its permissions, delete it.
 */
import type { Id } from './id';
import type { PermissionFlags, PermissionKey } from './permissions';
import type { DirectoryUser } from './sharing-types';

/** The list pages' filter (/data-catalogs, /data-maps): all readable, global only, local only, created by me. */
export const DATA_ITEM_FILTERS = ['all', 'global', 'local', 'mine'] as const;
export type DataItemFilter = (typeof DATA_ITEM_FILTERS)[number];
export const DEFAULT_DATA_ITEM_FILTER: DataItemFilter = 'all';
/** Both list pages sort by name ascending by default (§4). */
export const DATA_ITEM_SORTS = ['name', 'updated_at', 'created_at'] as const;
export type DataItemSort = (typeof DATA_ITEM_SORTS)[number];

/** GET /api/data_catalogs.json and /api/data_maps.json query. */
export interface DataItemListQuery {
  search?: string;
  filter?: DataItemFilter;
  sort?: DataItemSort;
  direction?: 'asc' | 'desc';
}

/** What a catalog and a map have in common in lists and headers. */
export interface DataItemSummary {
  id: Id;
  /** Null: global. */
  company_id: Id | null;
  name: string;
  description: string;
  created_by: Id | null;
  created_at: string;
  updated_at: string;
  /** The caller's effective level (§6). */
  permissions: PermissionFlags;
}

/* ---------- Data catalogs ---------- */

/** Catalog page view modes (§4: catalog by default) and management page view modes (tree by default). */
export const DATA_CATALOG_VIEW_MODES = ['catalog', 'table'] as const;
export type DataCatalogViewMode = (typeof DATA_CATALOG_VIEW_MODES)[number];
export const DEFAULT_DATA_CATALOG_VIEW_MODE: DataCatalogViewMode = 'catalog';
export const DATA_CATALOG_MANAGEMENT_VIEW_MODES = ['tree', 'table'] as const;
export type DataCatalogManagementViewMode = (typeof DATA_CATALOG_MANAGEMENT_VIEW_MODES)[number];
export const DEFAULT_DATA_CATALOG_MANAGEMENT_VIEW_MODE: DataCatalogManagementViewMode = 'tree';

export interface DataCatalog extends DataItemSummary {
  group_count: number;
  detail_count: number;
}

/** POST /api/data_catalogs.json: a local catalog of the caller's company (company write). */
export interface DataCatalogCreate {
  name: string;
  description?: string;
}
/** PUT /api/data_catalogs/{id}.json (catalog write); omitted fields stay. */
export type DataCatalogUpdate = Partial<DataCatalogCreate>;

/** /api/data_catalogs/{catalogId}/data_catalog_groups */
export interface DataCatalogGroup {
  id: Id;
  data_catalog_id: Id;
  name: string;
  description: string;
  position: number;
}
export interface DataCatalogGroupCreate {
  name: string;
  description?: string;
  /** Default: after the last group. */
  position?: number;
}
export type DataCatalogGroupUpdate = Partial<DataCatalogGroupCreate>;

/** /api/data_catalogs/{catalogId}/data_catalog_details: every detail of the catalog, flat, ordered by group, tree, position. */
export interface DataCatalogDetail {
  id: Id;
  data_catalog_id: Id;
  group_id: Id;
  /** Null at the top of its group. */
  parent_id: Id | null;
  /** 0 at the top; the server keeps it equal to the parent's level plus one. */
  level: number;
  name: string;
  description: string;
  type: string;
  owner: string;
  classification: string;
  position: number;
  /** The categories this detail is mapped to, in every map the caller may read. */
  data_map_category_ids: Id[];
}

export interface DataCatalogDetailCreate {
  group_id: Id;
  parent_id?: Id | null;
  name: string;
  description?: string;
  type?: string;
  owner?: string;
  classification?: string;
  /** Default: after the last sibling. */
  position?: number;
}
/**
 * PUT .../data_catalog_details/{id}.json. A move sets group_id, parent_id and position together: the detail and its
 * descendants follow (levels recomputed); a parent must be in the same catalog and group and not below the detail.
 */
export type DataCatalogDetailUpdate = Partial<DataCatalogDetailCreate>;

/** DELETE .../data_catalog_details/{id}.json answers the ids it removed: the detail and all its descendants (§4). */
export interface DataCatalogDetailDeletion {
  deleted_ids: Id[];
}

/** .../data_catalog_details/{detailId}/data_catalog_detail_links: the detail's data flows to linked_detail_id. */
export interface DataCatalogDetailLink {
  id: Id;
  data_catalog_detail_id: Id;
  linked_detail_id: Id;
  linked_group_id: Id;
  linked_catalog_id: Id;
}
export interface DataCatalogDetailLinkCreate {
  linked_detail_id: Id;
}

/**
 * GET /api/data_maps/{id}/data_catalog_detail_links.json: a link between details of two catalogs placed on the map
 * (both readable by the caller); data_catalog_id is the catalog of the detail the data flows from.
 */
export interface DataMapDetailLink extends DataCatalogDetailLink {
  data_catalog_id: Id;
}

/** GET .../data_catalog_details/{detailId}/lineage.json?direction=&depth= */
export const LINEAGE_DIRECTIONS = ['upstream', 'downstream', 'both'] as const;
export type LineageDirection = (typeof LINEAGE_DIRECTIONS)[number];
export const DEFAULT_LINEAGE_DEPTH = 2;
export const MAX_LINEAGE_DEPTH = 6;

export interface LineageNode {
  detail_id: Id;
  catalog_id: Id;
  group_id: Id;
  /** Names the caller may not read are null (the node stays, so the graph keeps its shape). */
  name: string | null;
  catalog_name: string | null;
  /** Steps from the detail asked about: negative upstream, positive downstream, 0 for itself. */
  distance: number;
}
export interface LineageEdge {
  from_detail_id: Id;
  to_detail_id: Id;
}
export interface DataCatalogLineage {
  detail_id: Id;
  direction: LineageDirection;
  depth: number;
  nodes: LineageNode[];
  edges: LineageEdge[];
}

/**
 * GET /api/data_catalogs/{id}/delta.json?destination_id= (read on both): how the destination differs from this
 * catalog, details matched by path ("Group / Parent / Detail"); served as a download.
 */
export interface DataCatalogDeltaChange {
  path: string;
  /** Changed fields with this catalog's value and the destination's. */
  fields: Record<string, { from: string; to: string }>;
}
export interface DataCatalogDelta {
  source_id: Id;
  destination_id: Id;
  /** In the destination, not here. */
  added: string[];
  /** Here, not in the destination. */
  removed: string[];
  changed: DataCatalogDeltaChange[];
}

/**
 * POST /api/data_catalogs/file_upload.json (multipart field `file`, CSV or XLSX; `name` field; ?preview=true writes
 * nothing). Columns by header: group, path (details separated by " / ") or parent plus name, description, type,
 * owner, classification. A file with any row error writes nothing.
 */
export interface DataCatalogUploadRow {
  /** The spreadsheet row (the header is row 1). */
  line: number;
  group: string;
  /** "Parent / Child" within the group. */
  path: string;
  name: string;
  description: string;
  type: string;
  owner: string;
  classification: string;
}
export interface DataCatalogUploadPreview {
  rows: DataCatalogUploadRow[];
  errors: Array<{ line: number; reason: string }>;
  group_count: number;
  detail_count: number;
}

/* ---------- Data maps ---------- */

/** The map page starts on its overview (§4). */
export const DATA_MAP_PAGES = ['overview', 'categories', 'catalogs'] as const;
export type DataMapPage = (typeof DATA_MAP_PAGES)[number];
export const DEFAULT_DATA_MAP_PAGE: DataMapPage = 'overview';

export interface DataMap extends DataItemSummary {
  /** URL of the map's picture, or null. */
  image_url: string | null;
  category_count: number;
  catalog_count: number;
  /** Coverage: details of the map's catalogs mapped to at least one of its categories, of all of them. */
  mapped_detail_count: number;
  detail_count: number;
}
/** POST /api/data_maps.json: a local map of the caller's company (company write), or a global one (system admins). */
export interface DataMapCreate {
  name: string;
  description?: string;
  /** Company null: read by every signed-in account (§6). */
  global?: boolean;
}
/** PUT /api/data_maps/{id}.json (write); omitted fields stay. Where a map lives is kept: copies move it. */
export type DataMapUpdate = Partial<Omit<DataMapCreate, 'global'>>;

/** /api/data_maps/{mapId}/data_map_categories: the category tree, flat. */
export interface DataMapCategory {
  id: Id;
  data_map_id: Id;
  parent_id: Id | null;
  level: number;
  name: string;
  description: string;
  color: string;
  position: number;
}
export interface DataMapCategoryCreate {
  parent_id?: Id | null;
  name: string;
  description?: string;
  color?: string;
  position?: number;
}
export type DataMapCategoryUpdate = Partial<DataMapCategoryCreate>;

/**
 * POST /api/data_maps/file_upload.json (multipart `file`, CSV or XLSX; `name` field; ?preview=true writes nothing): a
 * new map with its category tree. Columns by header: path (categories separated by " / ") or parent plus name,
 * description, color. A file with any row error writes nothing.
 */
export interface DataMapUploadRow {
  line: number;
  path: string;
  name: string;
  description: string;
  color: string;
}
export interface DataMapUploadPreview {
  rows: DataMapUploadRow[];
  errors: Array<{ line: number; reason: string }>;
  category_count: number;
}

/** /api/data_maps/{mapId}/data_map_data_catalogs: a catalog the map uses, at its place on the overview canvas. */
export interface DataMapDataCatalog {
  id: Id;
  data_map_id: Id;
  data_catalog_id: Id;
  position_x: number;
  position_y: number;
}
export interface DataMapDataCatalogCreate {
  data_catalog_id: Id;
  position_x?: number;
  position_y?: number;
}
export type DataMapDataCatalogUpdate = Pick<DataMapDataCatalog, 'position_x' | 'position_y'>;
/**
 * POST .../data_map_data_catalogs/update_positions.json: a placed catalog's position is its place on the canvas, not
 * an order, so this moves the named placements at once (an arrangement of the canvas); the others stay where they are.
 */
export interface DataMapDataCatalogPositions {
  positions: Array<{ id: Id } & DataMapDataCatalogUpdate>;
}

/** /api/data_maps/{mapId}/data_map_detail_mappings: element mapping, a detail in a category. */
export interface DataMapDetailMapping {
  id: Id;
  data_map_id: Id;
  data_catalog_detail_id: Id;
  data_map_category_id: Id;
}
export interface DataMapDetailMappingCreate {
  data_catalog_detail_id: Id;
  data_map_category_id: Id;
}
/** POST .../data_map_detail_mappings/bulk_create.json and bulk_destroy.json: many at once, in one transaction. */
export const DETAIL_MAPPING_BULK_MAX = 5000;
export interface DataMapDetailMappingBulk {
  mappings: DataMapDetailMappingCreate[];
}

/** /api/data_maps/{mapId}/data_map_category_mappings: category mapping, a category matched to another. */
export interface DataMapCategoryMapping {
  id: Id;
  data_map_id: Id;
  data_map_category_id: Id;
  mapped_category_id: Id;
  /** The mapped category's own map (this one or another the caller may read). */
  mapped_data_map_id: Id;
}
export interface DataMapCategoryMappingCreate {
  data_map_category_id: Id;
  mapped_category_id: Id;
}

/**
 * POST /api/data_maps/{id}/data_map_detail_mappings/file_upload.json and .../data_map_category_mappings/file_upload.json
 * (multipart `file`, ?preview=true writes nothing): the mappings a file names. Detail mappings: columns catalog (a
 * catalog the map places), path (group / parent / detail), category (path "Parent / Child"). Category mappings:
 * category, mapped_map (another readable map by name; empty: this one), mapped_category. The rows that name what
 * exists are mapped (`mappings`, already mapped pairs included); every other row is reported in `errors`.
 */
export interface DataMapMappingUpload<M> {
  mappings: M[];
  errors: Array<{ line: number; reason: string }>;
}

/* ---------- AI-assisted mapping ---------- */

/** How suggestions were scored: the embeddings model the company reaches, or local lexical similarity without one. */
export type MappingSuggestionWay = 'embeddings' | 'lexical';

/**
 * GET and POST /api/data_maps/{id}/vectorize_data_map.json: the vectors of the map's categories and its placed
 * catalogs' details. POST (map write) starts the work in the background, only for what changed since the last run;
 * both answer its progress.
 */
export interface DataMapVectorizeProgress {
  state: 'idle' | 'running' | 'done' | 'failed';
  way: MappingSuggestionWay;
  /** Texts (categories and details) the run has to vectorize, and how many of them are done. */
  total: number;
  done: number;
  /** When the last run ended (ISO time), null before the first. */
  finished_at: string | null;
  /** Why the last run failed, in English (state failed). */
  error?: string;
}

/** A category a detail may be mapped to, with how well it fits: 0 (not at all) to 1. */
export interface MappingSuggestionCategory {
  data_map_category_id: Id;
  /** "Parent / Child" in the map. */
  path: string;
  score: number;
}

/** One row of the uploaded file: the detail it names and the categories suggested for it, best first. */
export interface MappingSuggestion {
  line: number;
  data_catalog_detail_id: Id;
  data_catalog_id: Id;
  catalog_name: string;
  /** "Group / Parent / Detail" in its catalog. */
  path: string;
  /** At most MAPPING_SUGGESTIONS_PER_DETAIL, best first; empty when nothing fits at all. */
  categories: MappingSuggestionCategory[];
}

export const MAPPING_SUGGESTIONS_PER_DETAIL = 3;

/**
 * POST /api/data_maps/{id}/ai_map_upload.json (multipart `file`, CSV or XLSX, map write): the data elements of the
 * file (columns catalog, a catalog the map places, and path, "Group / Parent / Detail"; description optional) with
 * suggested categories of this map. Writes nothing: the user accepts suggestions through the detail mapping calls.
 * Rows that name no detail of a placed catalog come back in `errors`.
 */
export interface DataMapSuggestions {
  way: MappingSuggestionWay;
  suggestions: MappingSuggestion[];
  errors: Array<{ line: number; reason: string }>;
}

/* ---------- Permissions (user and team, like projects') ---------- */

export interface DataCatalogUserPermission {
  id: Id;
  data_catalog_id: Id;
  user_id: Id;
  user: DirectoryUser;
  permission_key: PermissionKey;
}
export interface DataCatalogRolePermission {
  id: Id;
  data_catalog_id: Id;
  role_id: Id;
  role: { id: Id; name: string };
  permission_key: PermissionKey;
}
export interface DataMapUserPermission {
  id: Id;
  data_map_id: Id;
  user_id: Id;
  user: DirectoryUser;
  permission_key: PermissionKey;
}
export interface DataMapRolePermission {
  id: Id;
  data_map_id: Id;
  role_id: Id;
  role: { id: Id; name: string };
  permission_key: PermissionKey;
}
/* Create and update bodies: UserPermissionCreate, RolePermissionCreate and PermissionUpdate (sharing-types.ts). */

/* ---------- Projects and modules ---------- */

/** /api/projects/{projectId}/data_maps and data_catalogs: attach (POST { data_map_id } / { data_catalog_id }), detach (DELETE). */
export interface ProjectDataMap {
  id: Id;
  project_id: Id;
  data_map_id: Id;
  data_map: DataMap;
}
export interface ProjectDataCatalog {
  id: Id;
  project_id: Id;
  data_catalog_id: Id;
  data_catalog: DataCatalog;
}

/** /api/projects/{projectId}/associated_data_elements (export.json: the same rows with names, as a download). */
export interface AssociatedDataElement {
  id: Id;
  project_id: Id;
  data_catalog_id: Id;
  data_map_id: Id | null;
  data_catalog_detail_id: Id;
  /** The project's modules whose content items point at the detail (through this map, or directly). */
  module_ids: Id[];
}

/** .../project_scenario_modules/{moduleId}/data_catalog_details_entity_values: list, create, delete. */
export interface DataCatalogDetailsEntityValue {
  id: Id;
  entity_value_id: Id;
  data_catalog_detail_id: Id;
  data_map_id: Id | null;
  module_id: Id;
}
export interface DataCatalogDetailsEntityValueCreate {
  entity_value_id: Id;
  data_catalog_detail_id: Id;
  data_map_id?: Id | null;
}

/**
 * .../project_scenario_modules/{moduleId}/entity_value_links: a content item of this module (entity_value_id) linked
 * to a module of the same project it concerns (module_id), e.g. a data interface row to the diagram using the data.
 */
export interface EntityValueLink {
  id: Id;
  entity_value_id: Id;
  module_id: Id;
}
export type EntityValueLinkCreate = Pick<EntityValueLink, 'entity_value_id' | 'module_id'>;
/** PUT: point the link at another module of the project. */
export type EntityValueLinkUpdate = Pick<EntityValueLink, 'module_id'>;

/*
 * The module data interface (GET .../project_scenario_modules/{moduleId}/...): what a data interface module shows,
 * drawn from the data maps and catalogs attached to the module's project, narrowed to those the caller may read.
 * data_map_categories: DataMapCategory[] of those maps; data_catalogs: DataCatalog[] (attached to the project or
 * placed on one of those maps); data_catalogs/{catalogId}/data_catalog_groups and data_catalog_details: as the
 * catalog's own calls answer them.
 */

/** .../data_map_detail_links: a detail link (lineage) between details of two catalogs placed on the same map. */
export interface ModuleDataDetailLink {
  data_map_id: Id;
  detail_id: Id;
  linked_detail_id: Id;
  linked_group_id: Id;
  linked_catalog_id: Id;
}

/** .../data_map_category_links: a category mapping of one of the maps (its category to one of a readable map). */
export interface ModuleDataCategoryLink {
  id: Id;
  data_map_id: Id;
  category_id: Id;
  mapped_category_id: Id;
  mapped_data_map_id: Id;
}
