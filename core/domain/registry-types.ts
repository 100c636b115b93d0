/**
 * Project registries (data-layer.md §3, §4, §7): stakeholders and their roles, products and services and
 * their categories, tags and their categories, the items placed on registry maps, the links of a
 * stakeholder or a product, and the registry ids an entity value is assigned. All live under
 * /api/projects/{projectId}/{resource}; links under /api/links.
 */
import type { Id } from './api-types';

/** Every project registry resource, by its API name. */
export const REGISTRY_RESOURCES = [
  'stakeholder_roles',
  'stakeholders',
  'stakeholder_map_items',
  'product_and_service_item_categories',
  'product_and_service_items',
  'product_and_service_map_items',
  'tag_categories',
  'tags',
  'tag_map_items',
] as const;
export type RegistryResource = (typeof REGISTRY_RESOURCES)[number];

/** The registries whose items entity values are assigned (each answers assigned_items_index). */
export const ASSIGNABLE_REGISTRIES = ['stakeholders', 'product_and_service_items', 'tags'] as const;
export type AssignableRegistry = (typeof ASSIGNABLE_REGISTRIES)[number];

interface ProjectRow {
  id: Id;
  project_id: Id;
  created_at: string;
  updated_at: string;
}

/** A stakeholder role, a product and service category or a tag category. */
export interface RegistryCategory extends ProjectRow {
  name: string;
  description: string;
  color: string | null;
  position: number;
}
export type StakeholderRole = RegistryCategory;
export type ProductAndServiceItemCategory = RegistryCategory;
export type TagCategory = RegistryCategory;

export type LinkableType = 'Stakeholder' | 'ProductAndServiceItem';
export const LINKABLE_TYPES: readonly LinkableType[] = ['Stakeholder', 'ProductAndServiceItem'];

/** A further link of a stakeholder or a product (besides its own link_title / link_url). */
export interface Link {
  id: Id;
  linkable_type: LinkableType;
  linkable_id: Id;
  title: string;
  url: string;
  position: number;
}

/** POST /api/links.json: the link is appended to its owner's links. */
export interface LinkCreate {
  linkable_type: LinkableType;
  linkable_id: Id;
  title: string;
  url: string;
}
export type LinkUpdate = Partial<Pick<Link, 'title' | 'url' | 'position'>>;

interface LinkedRegistryItem extends ProjectRow {
  name: string;
  description: string;
  link_title: string;
  link_url: string;
  position: number;
  /** Ordered by position. */
  links: Link[];
}

export interface Stakeholder extends LinkedRegistryItem {
  stakeholder_role_ids: Id[];
}

export interface ProductAndServiceItem extends LinkedRegistryItem {
  product_and_service_item_category_ids: Id[];
}

export interface Tag extends ProjectRow {
  name: string;
  description: string;
  color: string | null;
  position: number;
  tag_category_ids: Id[];
}

/** Where a registry item sits on a module's map (unique per module and item). */
interface MapItem extends ProjectRow {
  module_id: Id;
  x: number;
  y: number;
}
export interface StakeholderMapItem extends MapItem {
  stakeholder_id: Id;
}
export interface ProductAndServiceMapItem extends MapItem {
  product_and_service_item_id: Id;
}
export interface TagMapItem extends MapItem {
  tag_id: Id;
}

/** Create bodies: everything optional but what is marked; a stakeholder or product without a name is 'Untitled'. */
/** Colours are hex, like '#5BADCA', or null. */
export interface RegistryCategoryCreate {
  name: string;
  description?: string;
  color?: string | null;
}
export interface StakeholderCreate {
  name?: string;
  description?: string;
  link_title?: string;
  link_url?: string;
  stakeholder_role_ids?: Id[];
}
export interface ProductAndServiceItemCreate {
  name?: string;
  description?: string;
  link_title?: string;
  link_url?: string;
  product_and_service_item_category_ids?: Id[];
}
export interface TagCreate {
  name: string;
  description?: string;
  color?: string | null;
  tag_category_ids?: Id[];
}
export interface StakeholderMapItemCreate {
  module_id: Id;
  stakeholder_id: Id;
  x: number;
  y: number;
}
export interface ProductAndServiceMapItemCreate {
  module_id: Id;
  product_and_service_item_id: Id;
  x: number;
  y: number;
}
export interface TagMapItemCreate {
  module_id: Id;
  tag_id: Id;
  x: number;
  y: number;
}

/** Update bodies: any field of the create body; omitted fields stay. Order changes go through update_positions. */
export type RegistryCategoryUpdate = Partial<RegistryCategoryCreate>;
export type StakeholderUpdate = StakeholderCreate;
export type ProductAndServiceItemUpdate = ProductAndServiceItemCreate;
export type TagUpdate = Partial<TagCreate>;
/** A map item's module and item are fixed when it is created. */
export type MapItemUpdate = Partial<Pick<MapItem, 'x' | 'y'>>;

/** The registry ids (and project member ids) an entity value is assigned; [] when none. */
export interface EntityValueAssignments {
  tag_ids: Id[];
  stakeholder_ids: Id[];
  product_and_service_item_ids: Id[];
  user_ids: Id[];
}
export type AssignmentField = keyof EntityValueAssignments;
export const ASSIGNMENT_FIELDS: readonly AssignmentField[] = ['tag_ids', 'stakeholder_ids', 'product_and_service_item_ids', 'user_ids'];
export const noAssignments = (): EntityValueAssignments => ({ tag_ids: [], stakeholder_ids: [], product_and_service_item_ids: [], user_ids: [] });

/** One use of a registry item: the entity value that carries it and the module it sits in. */
export interface AssignedItem {
  entity_value_id: Id;
  module_id: Id;
  module_name: string;
  module_segment: string;
  /** The entity value's display text: its manifest's first text field, or ''. */
  title: string;
}

/** GET {stakeholders|product_and_service_items|tags}/assigned_items_index.json: only items in use. */
export interface AssignedItemsIndexEntry {
  id: Id;
  assigned_items: AssignedItem[];
}

/** PUT /api/company_admin/company.json (company admins). */
export interface CompanyUpdate {
  entity_map: Record<string, { singular: string; plural: string }>;
}

export const COMPANY_ADMIN_COMPANY_PATH = '/api/company_admin/company.json';
export const LINKS_PATH = '/api/links';

/** /api/projects/{projectId}/{resource}.json, or one row's path with an id. */
export const registryPath = (projectId: Id, resource: RegistryResource, id?: Id) =>
  `/api/projects/${projectId}/${resource}${id === undefined ? '' : `/${id}`}.json`;
export const registryPositionsPath = (projectId: Id, resource: RegistryResource) =>
  `/api/projects/${projectId}/${resource}/update_positions.json`;
export const assignedItemsIndexPath = (projectId: Id, registry: AssignableRegistry) =>
  `/api/projects/${projectId}/${registry}/assigned_items_index.json`;
export const linkPath = (id?: Id) => `${LINKS_PATH}${id === undefined ? '' : `/${id}`}.json`;
