/**
 * The rows and bodies of the registry API contract, by resource. Row shapes come from the server's
 * answers; this file names them per resource so the client and the store are typed by resource name.
 */

export interface RegistryRowBase {
  id: number;
  project_id: number;
  created_at: string;
  updated_at: string;
}

export interface Link {
  id: number;
  linkable_type: 'Stakeholder' | 'ProductAndServiceItem';
  linkable_id: number;
  title: string;
  url: string;
  position: number;
}
export type LinkCreate = Pick<Link, 'linkable_type' | 'linkable_id' | 'title' | 'url'>;
export type LinkUpdate = Partial<Pick<Link, 'title' | 'url'>>;

/** A role, a category or a tag category: a named, coloured group of a registry's items. */
export interface RegistryGroupRow extends RegistryRowBase {
  name: string;
  description: string;
  color: string | null;
  position: number;
}
export interface RegistryGroupCreate {
  name: string;
  description?: string;
  color?: string | null;
}

interface RegistryItemFields {
  name: string;
  description: string;
  link_title: string;
  link_url: string;
  position: number;
  links: Link[];
}
export interface StakeholderRow extends RegistryRowBase, RegistryItemFields {
  stakeholder_role_ids: number[];
}
export interface ProductAndServiceItemRow extends RegistryRowBase, RegistryItemFields {
  product_and_service_item_category_ids: number[];
}
export interface TagRow extends RegistryRowBase {
  name: string;
  description: string;
  color: string | null;
  position: number;
  tag_category_ids: number[];
}

type ItemCreate<Row> = Partial<Omit<Row, keyof RegistryRowBase | 'position' | 'links'>>;

export interface MapItemRow extends RegistryRowBase {
  module_id: number;
  x: number;
  y: number;
}
export type StakeholderMapItemRow = MapItemRow & { stakeholder_id: number };
export type ProductAndServiceMapItemRow = MapItemRow & { product_and_service_item_id: number };
export type TagMapItemRow = MapItemRow & { tag_id: number };
type MapItemCreate<Row> = Omit<Row, keyof RegistryRowBase>;

export interface RegistryRows {
  stakeholder_roles: RegistryGroupRow;
  stakeholders: StakeholderRow;
  stakeholder_map_items: StakeholderMapItemRow;
  product_and_service_item_categories: RegistryGroupRow;
  product_and_service_items: ProductAndServiceItemRow;
  product_and_service_map_items: ProductAndServiceMapItemRow;
  tag_categories: RegistryGroupRow;
  tags: TagRow;
  tag_map_items: TagMapItemRow;
}

export interface RegistryCreates {
  stakeholder_roles: RegistryGroupCreate;
  stakeholders: ItemCreate<StakeholderRow>;
  stakeholder_map_items: MapItemCreate<StakeholderMapItemRow>;
  product_and_service_item_categories: RegistryGroupCreate;
  product_and_service_items: ItemCreate<ProductAndServiceItemRow>;
  product_and_service_map_items: MapItemCreate<ProductAndServiceMapItemRow>;
  tag_categories: RegistryGroupCreate;
  tags: ItemCreate<TagRow>;
  tag_map_items: MapItemCreate<TagMapItemRow>;
}

export type RegistryUpdates = { [R in keyof RegistryCreates]: Partial<RegistryCreates[R]> };

/** The registries whose items entity values carry, with a "where used" index. */
export type UsedRegistry = 'stakeholders' | 'product_and_service_items' | 'tags';

export interface AssignedItem {
  entity_value_id: number;
  module_id: number;
  module_name: string;
  module_segment: string;
  title: string;
}
export interface AssignedItemsIndexEntry {
  id: number;
  assigned_items: AssignedItem[];
}
