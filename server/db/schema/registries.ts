/**
 * Project registries (data-layer.md §3, §4): stakeholders and their roles, products and services and
 * their categories, tags and their categories, where each sits on a module's map, and the further links
 * of a stakeholder or a product. Role and category ids are held as integer arrays on the rows that carry
 * them (like the assignment arrays on entity_values); the domain code removes an id everywhere when its
 * row is deleted.
 */
import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { projectModules, projects } from './core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

const projectRow = () => ({
  id: serial('id').primaryKey(),
  project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
  created_at: moment('created_at'),
  updated_at: moment('updated_at'),
});

const positioned = () => ({
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

const ids = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);

const category = (table: string) =>
  pgTable(table, { ...projectRow(), ...positioned(), color: text('color') }, (t) => [index(`${table}_project_idx`).on(t.project_id, t.position)]);

export const stakeholderRoles = category('stakeholder_roles');
export const productAndServiceItemCategories = category('product_and_service_item_categories');
export const tagCategories = category('tag_categories');

export const stakeholders = pgTable(
  'stakeholders',
  {
    ...projectRow(),
    ...positioned(),
    link_title: text('link_title').notNull().default(''),
    link_url: text('link_url').notNull().default(''),
    stakeholder_role_ids: ids('stakeholder_role_ids'),
  },
  (t) => [index('stakeholders_project_idx').on(t.project_id, t.position)],
);

export const productAndServiceItems = pgTable(
  'product_and_service_items',
  {
    ...projectRow(),
    ...positioned(),
    link_title: text('link_title').notNull().default(''),
    link_url: text('link_url').notNull().default(''),
    product_and_service_item_category_ids: ids('product_and_service_item_category_ids'),
  },
  (t) => [index('product_and_service_items_project_idx').on(t.project_id, t.position)],
);

export const tags = pgTable(
  'tags',
  { ...projectRow(), ...positioned(), color: text('color'), tag_category_ids: ids('tag_category_ids') },
  (t) => [index('tags_project_idx').on(t.project_id, t.position)],
);

const mapItemColumns = () => ({
  ...projectRow(),
  module_id: integer('module_id').notNull().references(() => projectModules.id, { onDelete: 'cascade' }),
  x: doublePrecision('x').notNull(),
  y: doublePrecision('y').notNull(),
});

export const stakeholderMapItems = pgTable(
  'stakeholder_map_items',
  { ...mapItemColumns(), stakeholder_id: integer('stakeholder_id').notNull().references(() => stakeholders.id, { onDelete: 'cascade' }) },
  (t) => [uniqueIndex('stakeholder_map_items_unique').on(t.module_id, t.stakeholder_id)],
);

export const productAndServiceMapItems = pgTable(
  'product_and_service_map_items',
  {
    ...mapItemColumns(),
    product_and_service_item_id: integer('product_and_service_item_id')
      .notNull()
      .references(() => productAndServiceItems.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('product_and_service_map_items_unique').on(t.module_id, t.product_and_service_item_id)],
);

export const tagMapItems = pgTable(
  'tag_map_items',
  { ...mapItemColumns(), tag_id: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }) },
  (t) => [uniqueIndex('tag_map_items_unique').on(t.module_id, t.tag_id)],
);

/**
 * Further links of a stakeholder or a product. The owner is polymorphic, so no foreign key: the domain
 * code deletes an owner's links with it, and project_id (the owner's project) cascades.
 */
export const links = pgTable(
  'links',
  {
    ...projectRow(),
    linkable_type: text('linkable_type').notNull(),
    linkable_id: integer('linkable_id').notNull(),
    title: text('title').notNull().default(''),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('links_owner_idx').on(t.linkable_type, t.linkable_id, t.position)],
);
