/**
 * Data governance (core/domain/data-governance-types.ts): data catalogs (groups holding a tree of details, details
 * linked across catalogs), data maps (a tree of categories, the catalogs a map places on its canvas, details mapped to
 * categories, categories mapped to categories), who may use each (user and team permissions), and where projects and
 * their modules use them. A catalog or map with no company is global: every company reads it.
 * Deleting a catalog, a map or a detail takes everything below it along (a detail's descendants by parent_id).
 */
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, doublePrecision, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, entityValues, projectModules, projects, roles, users } from './core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/* ---------- Data catalogs ---------- */

export const dataCatalogs = pgTable(
  'data_catalogs',
  {
    id: serial('id').primaryKey(),
    /** Null: a global catalog, read by every company and kept by system admins. */
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('data_catalogs_company_idx').on(t.company_id)],
);

export const dataCatalogGroups = pgTable(
  'data_catalog_groups',
  {
    id: serial('id').primaryKey(),
    data_catalog_id: integer('data_catalog_id').notNull().references(() => dataCatalogs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('data_catalog_groups_catalog_idx').on(t.data_catalog_id, t.position)],
);

export const dataCatalogDetails = pgTable(
  'data_catalog_details',
  {
    id: serial('id').primaryKey(),
    data_catalog_id: integer('data_catalog_id').notNull().references(() => dataCatalogs.id, { onDelete: 'cascade' }),
    group_id: integer('group_id').notNull().references(() => dataCatalogGroups.id, { onDelete: 'cascade' }),
    /** Null at the top of its group; a child is in its parent's group. */
    parent_id: integer('parent_id').references((): AnyPgColumn => dataCatalogDetails.id, { onDelete: 'cascade' }),
    /** 0 at the top of the group, the parent's level plus one below it. */
    level: integer('level').notNull().default(0),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** What kind of data: 'entity', 'attribute', 'table', 'field', 'document'… as the catalog's owners write it. */
    type: text('type').notNull().default(''),
    /** Who answers for the data (a person, a team or a system), as written. */
    owner: text('owner').notNull().default(''),
    /** Its sensitivity: 'public', 'internal', 'confidential', 'restricted', or the company's own words. */
    classification: text('classification').notNull().default(''),
    /** Order among the siblings (same group and parent). */
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('data_catalog_details_catalog_idx').on(t.data_catalog_id),
    index('data_catalog_details_siblings_idx').on(t.group_id, t.parent_id, t.position),
    index('data_catalog_details_parent_idx').on(t.parent_id),
  ],
);

/** A detail's link to a detail (usually of another catalog) its data flows to: downstream from the detail. */
export const dataCatalogDetailLinks = pgTable(
  'data_catalog_detail_links',
  {
    id: serial('id').primaryKey(),
    data_catalog_detail_id: integer('data_catalog_detail_id').notNull().references(() => dataCatalogDetails.id, { onDelete: 'cascade' }),
    linked_detail_id: integer('linked_detail_id').notNull().references(() => dataCatalogDetails.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_catalog_detail_links_unique').on(t.data_catalog_detail_id, t.linked_detail_id),
    index('data_catalog_detail_links_linked_idx').on(t.linked_detail_id),
    check('data_catalog_detail_links_not_self', sql`${t.data_catalog_detail_id} <> ${t.linked_detail_id}`),
  ],
);

/** 'read' | 'write' | 'admin' on one catalog, for one person or one team of its company. */
export const dataCatalogUserPermissions = pgTable(
  'data_catalog_user_permissions',
  {
    id: serial('id').primaryKey(),
    data_catalog_id: integer('data_catalog_id').notNull().references(() => dataCatalogs.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    permission_key: text('permission_key').notNull(),
  },
  (t) => [uniqueIndex('data_catalog_user_permissions_unique').on(t.data_catalog_id, t.user_id)],
);

export const dataCatalogRolePermissions = pgTable(
  'data_catalog_role_permissions',
  {
    id: serial('id').primaryKey(),
    data_catalog_id: integer('data_catalog_id').notNull().references(() => dataCatalogs.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission_key: text('permission_key').notNull(),
  },
  (t) => [uniqueIndex('data_catalog_role_permissions_unique').on(t.data_catalog_id, t.role_id)],
);

/* ---------- Data maps ---------- */

export const dataMaps = pgTable(
  'data_maps',
  {
    id: serial('id').primaryKey(),
    /** Null: a global map, read by every company and kept by system admins. */
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The URL of the map's overview picture (upload_image.json; an account image of kind data_map_image), or null. */
    image: text('image'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('data_maps_company_idx').on(t.company_id)],
);

export const dataMapCategories = pgTable(
  'data_map_categories',
  {
    id: serial('id').primaryKey(),
    data_map_id: integer('data_map_id').notNull().references(() => dataMaps.id, { onDelete: 'cascade' }),
    /** Null at the top of the map's category tree. */
    parent_id: integer('parent_id').references((): AnyPgColumn => dataMapCategories.id, { onDelete: 'cascade' }),
    level: integer('level').notNull().default(0),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('#D2D6E2'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('data_map_categories_map_idx').on(t.data_map_id, t.parent_id, t.position)],
);

/** A catalog the map uses, at its place on the map's overview canvas. */
export const dataMapDataCatalogs = pgTable(
  'data_map_data_catalogs',
  {
    id: serial('id').primaryKey(),
    data_map_id: integer('data_map_id').notNull().references(() => dataMaps.id, { onDelete: 'cascade' }),
    data_catalog_id: integer('data_catalog_id').notNull().references(() => dataCatalogs.id, { onDelete: 'cascade' }),
    position_x: doublePrecision('position_x').notNull().default(0),
    position_y: doublePrecision('position_y').notNull().default(0),
  },
  (t) => [
    uniqueIndex('data_map_data_catalogs_unique').on(t.data_map_id, t.data_catalog_id),
    index('data_map_data_catalogs_catalog_idx').on(t.data_catalog_id),
  ],
);

/** Element mapping: a catalog detail placed in one of the map's categories. */
export const dataMapDetailMappings = pgTable(
  'data_map_detail_mappings',
  {
    id: serial('id').primaryKey(),
    data_map_id: integer('data_map_id').notNull().references(() => dataMaps.id, { onDelete: 'cascade' }),
    data_catalog_detail_id: integer('data_catalog_detail_id').notNull().references(() => dataCatalogDetails.id, { onDelete: 'cascade' }),
    data_map_category_id: integer('data_map_category_id').notNull().references(() => dataMapCategories.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_map_detail_mappings_unique').on(t.data_map_category_id, t.data_catalog_detail_id),
    index('data_map_detail_mappings_map_idx').on(t.data_map_id),
    index('data_map_detail_mappings_detail_idx').on(t.data_catalog_detail_id),
  ],
);

/** Category mapping: one of the map's categories matched to a category of this or another map. */
export const dataMapCategoryMappings = pgTable(
  'data_map_category_mappings',
  {
    id: serial('id').primaryKey(),
    data_map_id: integer('data_map_id').notNull().references(() => dataMaps.id, { onDelete: 'cascade' }),
    data_map_category_id: integer('data_map_category_id').notNull().references(() => dataMapCategories.id, { onDelete: 'cascade' }),
    mapped_category_id: integer('mapped_category_id').notNull().references(() => dataMapCategories.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_map_category_mappings_unique').on(t.data_map_category_id, t.mapped_category_id),
    index('data_map_category_mappings_map_idx').on(t.data_map_id),
    index('data_map_category_mappings_mapped_idx').on(t.mapped_category_id),
    check('data_map_category_mappings_not_self', sql`${t.data_map_category_id} <> ${t.mapped_category_id}`),
  ],
);

/** 'read' | 'write' | 'admin' on one map, for one person or one team of its company. */
export const dataMapUserPermissions = pgTable(
  'data_map_user_permissions',
  {
    id: serial('id').primaryKey(),
    data_map_id: integer('data_map_id').notNull().references(() => dataMaps.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    permission_key: text('permission_key').notNull(),
  },
  (t) => [uniqueIndex('data_map_user_permissions_unique').on(t.data_map_id, t.user_id)],
);

export const dataMapRolePermissions = pgTable(
  'data_map_role_permissions',
  {
    id: serial('id').primaryKey(),
    data_map_id: integer('data_map_id').notNull().references(() => dataMaps.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission_key: text('permission_key').notNull(),
  },
  (t) => [uniqueIndex('data_map_role_permissions_unique').on(t.data_map_id, t.role_id)],
);

/* ---------- Where projects and modules use them ---------- */

/** The data maps a project works with (GET/POST/DELETE /api/projects/{id}/data_maps). */
export const projectDataMaps = pgTable(
  'project_data_maps',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    data_map_id: integer('data_map_id').notNull().references(() => dataMaps.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('project_data_maps_unique').on(t.project_id, t.data_map_id), index('project_data_maps_map_idx').on(t.data_map_id)],
);

/** The data catalogs a project works with (GET/POST/DELETE /api/projects/{id}/data_catalogs). */
export const projectDataCatalogs = pgTable(
  'project_data_catalogs',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    data_catalog_id: integer('data_catalog_id').notNull().references(() => dataCatalogs.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('project_data_catalogs_unique').on(t.project_id, t.data_catalog_id),
    index('project_data_catalogs_catalog_idx').on(t.data_catalog_id),
  ],
);

/** A catalog detail a project's work touches (/api/projects/{id}/associated_data_elements), through a map or not. */
export const associatedDataElements = pgTable(
  'associated_data_elements',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    data_catalog_id: integer('data_catalog_id').notNull().references(() => dataCatalogs.id, { onDelete: 'cascade' }),
    data_map_id: integer('data_map_id').references(() => dataMaps.id, { onDelete: 'cascade' }),
    data_catalog_detail_id: integer('data_catalog_detail_id').notNull().references(() => dataCatalogDetails.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('associated_data_elements_unique').on(t.project_id, t.data_catalog_detail_id, t.data_map_id).nullsNotDistinct(),
    index('associated_data_elements_detail_idx').on(t.data_catalog_detail_id),
  ],
);

/**
 * A module content item (an entity value: a diagram cell, a data interface row) pointing at a catalog detail, through
 * a map or not. The item's data_catalog_detail_entity_value_ids are the ids of its rows here.
 */
export const dataCatalogDetailsEntityValues = pgTable(
  'data_catalog_details_entity_values',
  {
    id: serial('id').primaryKey(),
    entity_value_id: integer('entity_value_id').notNull().references(() => entityValues.id, { onDelete: 'cascade' }),
    data_catalog_detail_id: integer('data_catalog_detail_id').notNull().references(() => dataCatalogDetails.id, { onDelete: 'cascade' }),
    data_map_id: integer('data_map_id').references(() => dataMaps.id, { onDelete: 'set null' }),
    module_id: integer('module_id').notNull().references(() => projectModules.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('data_catalog_details_entity_values_unique').on(t.entity_value_id, t.data_catalog_detail_id),
    index('data_catalog_details_entity_values_module_idx').on(t.module_id),
    index('data_catalog_details_entity_values_detail_idx').on(t.data_catalog_detail_id),
  ],
);

/** A module content item's link to a module it concerns (a data interface row to the diagram that uses the data). */
export const entityValueLinks = pgTable(
  'entity_value_links',
  {
    id: serial('id').primaryKey(),
    entity_value_id: integer('entity_value_id').notNull().references(() => entityValues.id, { onDelete: 'cascade' }),
    module_id: integer('module_id').notNull().references(() => projectModules.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entity_value_links_unique').on(t.entity_value_id, t.module_id),
    index('entity_value_links_module_idx').on(t.module_id),
  ],
);
