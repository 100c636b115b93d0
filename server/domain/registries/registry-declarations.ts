/**
 * Every project registry resource, declared once as data (data-layer.md §3, §4): its table, its fields,
 * which rows its ids are held by, and which modules show it. The registry routes (server/routes/registries.ts)
 * and the store (registry-store.ts) serve each declaration the same way.
 */
import { DEFAULT_ITEM_NAME } from '../../../core/domain/constants';
import type { AssignmentField, LinkableType, RegistryResource } from '../../../core/domain/registry-types';

/**
 * text: a string ('' by default); color: a string or null; url: '' or an http(s) address; ids: an array
 * of ids of `references` in the same project; coordinate: a number; module: a module of the project;
 * item: one row of `references` in the same project.
 */
export type RegistryFieldKind = 'text' | 'color' | 'url' | 'ids' | 'coordinate' | 'module' | 'item';

export interface RegistryField {
  name: string;
  kind: RegistryFieldKind;
  references?: RegistryResource;
  /** Required on create. */
  required?: boolean;
  /** Set when created, never changed (a map item's module and item). */
  fixed?: boolean;
}

export interface RegistryDeclaration {
  resource: RegistryResource;
  /** One row and many in the user's words, for messages. */
  item: { singular: string; plural: string };
  fields: readonly RegistryField[];
  /** Rows are ordered and answer update_positions. */
  positioned: boolean;
  /** The name a row created without one gets; without it, name is required. */
  defaultName?: string;
  /** Rows own further links (/api/links) of this type. */
  linkableType?: LinkableType;
  /** The entity value array that holds this registry's ids. */
  assignmentField?: AssignmentField;
  /** Module segments that show this whole registry; a map item's module must be one (empty: any module). */
  moduleSegments: readonly string[];
}

const STAKEHOLDER_MODULES = ['stakeholders', 'stakeholder-roles'];
const PRODUCT_MODULES = ['products-and-services'];

const text = (name: string): RegistryField => ({ name, kind: 'text' });
const name: RegistryField = { name: 'name', kind: 'text', required: true };
const color: RegistryField = { name: 'color', kind: 'color' };
const ids = (fieldName: string, references: RegistryResource): RegistryField => ({ name: fieldName, kind: 'ids', references });

const category = (resource: RegistryResource, singular: string, plural: string, moduleSegments: readonly string[]): RegistryDeclaration => ({
  resource,
  item: { singular, plural },
  fields: [name, text('description'), color],
  positioned: true,
  moduleSegments,
});

const mapItems = (resource: RegistryResource, itemField: string, references: RegistryResource, moduleSegments: readonly string[]): RegistryDeclaration => ({
  resource,
  item: { singular: 'Map item', plural: 'map items' },
  fields: [
    { name: 'module_id', kind: 'module', required: true, fixed: true },
    { name: itemField, kind: 'item', references, required: true, fixed: true },
    { name: 'x', kind: 'coordinate', required: true },
    { name: 'y', kind: 'coordinate', required: true },
  ],
  positioned: false,
  moduleSegments,
});

const linkedItemFields = (categoryIds: string, categories: RegistryResource): RegistryField[] => [
  { ...name, required: false },
  text('description'),
  text('link_title'),
  { name: 'link_url', kind: 'url' },
  ids(categoryIds, categories),
];

export const REGISTRY_DECLARATIONS: readonly RegistryDeclaration[] = [
  category('stakeholder_roles', 'Stakeholder role', 'stakeholder roles', STAKEHOLDER_MODULES),
  {
    resource: 'stakeholders',
    item: { singular: 'Stakeholder', plural: 'stakeholders' },
    fields: linkedItemFields('stakeholder_role_ids', 'stakeholder_roles'),
    positioned: true,
    defaultName: DEFAULT_ITEM_NAME,
    linkableType: 'Stakeholder',
    assignmentField: 'stakeholder_ids',
    moduleSegments: STAKEHOLDER_MODULES,
  },
  mapItems('stakeholder_map_items', 'stakeholder_id', 'stakeholders', STAKEHOLDER_MODULES),
  category('product_and_service_item_categories', 'Product and service category', 'product and service categories', PRODUCT_MODULES),
  {
    resource: 'product_and_service_items',
    item: { singular: 'Product or service', plural: 'products and services' },
    fields: linkedItemFields('product_and_service_item_category_ids', 'product_and_service_item_categories'),
    positioned: true,
    defaultName: DEFAULT_ITEM_NAME,
    linkableType: 'ProductAndServiceItem',
    assignmentField: 'product_and_service_item_ids',
    moduleSegments: PRODUCT_MODULES,
  },
  mapItems('product_and_service_map_items', 'product_and_service_item_id', 'product_and_service_items', PRODUCT_MODULES),
  category('tag_categories', 'Tag category', 'tag categories', []),
  {
    resource: 'tags',
    item: { singular: 'Tag', plural: 'tags' },
    fields: [name, text('description'), color, ids('tag_category_ids', 'tag_categories')],
    positioned: true,
    assignmentField: 'tag_ids',
    moduleSegments: [],
  },
  mapItems('tag_map_items', 'tag_id', 'tags', []),
];

export function registryDeclaration(resource: RegistryResource): RegistryDeclaration {
  return REGISTRY_DECLARATIONS.find((declaration) => declaration.resource === resource)!;
}

/** The declaration whose rows own links of this type. */
export function linkableDeclaration(type: LinkableType): RegistryDeclaration {
  return REGISTRY_DECLARATIONS.find((declaration) => declaration.linkableType === type)!;
}

/** Fields of other resources that hold ids of `resource` in an array (a stakeholder's role ids). */
export function idArraysHolding(resource: RegistryResource): Array<{ declaration: RegistryDeclaration; field: RegistryField }> {
  return REGISTRY_DECLARATIONS.flatMap((declaration) =>
    declaration.fields.filter((field) => field.kind === 'ids' && field.references === resource).map((field) => ({ declaration, field })),
  );
}

/** A map item declaration's field naming its registry item. */
export function mapItemField(declaration: RegistryDeclaration): RegistryField | undefined {
  return declaration.fields.find((field) => field.kind === 'item');
}
