/**
 * The registry family: module kinds that show one of the project's registries (stakeholders, stakeholder
 * roles, products and services) rather than content of their own. A kind declares which registry it shows,
 * the registry that groups its items (roles, categories) and the maps it offers; the family draws the list
 * and the maps. The registry rows live in the project, so every module of the kind shows the same items;
 * only map positions belong to the module (map items).
 */
import type { RegistryResource } from '../../core/domain/registry-types';
import type { AssignableRegistry, Link } from '../../core/domain/registry-types';

/** A registry a module kind can show. */
export type ShownRegistry = 'stakeholders' | 'stakeholder_roles' | 'product_and_service_items' | 'tags';

/** How the items sit on a map: the power/interest grid (four labelled quadrants) or freely. */
export type RegistryMapLayout = 'powerInterest' | 'free';

export interface RegistryDeclaration {
  registry: ShownRegistry;
  /** The registry whose rows group the items (a stakeholder's roles, a product's categories). */
  groups?: 'stakeholder_roles' | 'product_and_service_item_categories' | 'tag_categories';
  /** The maps offered beside the list, each a view of its own; their positions are kept per module. */
  maps?: readonly RegistryMapLayout[];
}

/** What the family knows of each registry it can show: the API's names for its relations. */
export interface RegistryTraits {
  groups?: RegistryDeclaration['groups'];
  /** The row's field holding its group ids. */
  groupIdsField?: 'stakeholder_role_ids' | 'product_and_service_item_category_ids' | 'tag_category_ids';
  /** Its items carry a link title and url and a list of links. */
  linkableType?: Link['linkable_type'];
  /** The resource holding its map positions, and the map item's field naming the row. */
  mapItems?: { resource: Extract<RegistryResource, 'stakeholder_map_items' | 'product_and_service_map_items'>; idField: 'stakeholder_id' | 'product_and_service_item_id' };
  /** Entity values carry its ids: the "where used" index answers for it. */
  used?: AssignableRegistry;
  /** The registry whose rows carry this one's ids (the stakeholders of a role), and their field. */
  groupOf?: { registry: 'stakeholders' | 'product_and_service_items'; idsField: 'stakeholder_role_ids' | 'product_and_service_item_category_ids' };
}

export const REGISTRY_TRAITS: Readonly<Record<ShownRegistry, RegistryTraits>> = {
  stakeholders: {
    groups: 'stakeholder_roles',
    groupIdsField: 'stakeholder_role_ids',
    linkableType: 'Stakeholder',
    mapItems: { resource: 'stakeholder_map_items', idField: 'stakeholder_id' },
    used: 'stakeholders',
  },
  product_and_service_items: {
    groups: 'product_and_service_item_categories',
    groupIdsField: 'product_and_service_item_category_ids',
    linkableType: 'ProductAndServiceItem',
    mapItems: { resource: 'product_and_service_map_items', idField: 'product_and_service_item_id' },
    used: 'product_and_service_items',
  },
  tags: { groups: 'tag_categories', groupIdsField: 'tag_category_ids', used: 'tags' },
  stakeholder_roles: { groupOf: { registry: 'stakeholders', idsField: 'stakeholder_role_ids' } },
};

/** What is wrong with a declaration: a grouping or a map its registry does not have. */
export function registryDeclarationProblems({ registry, groups, maps = [] }: RegistryDeclaration): string[] {
  const traits = REGISTRY_TRAITS[registry];
  const problems: string[] = [];
  if (groups !== undefined && groups !== traits.groups) problems.push(`${registry} are not grouped by ${groups}`);
  if (maps.length > 0 && !traits.mapItems) problems.push(`${registry} have no map positions`);
  if (maps.includes('powerInterest') && registry !== 'stakeholders') problems.push('only stakeholders have power and interest');
  if (new Set(maps).size !== maps.length) problems.push('a map is offered twice');
  return problems;
}

/** The kind's labels in the user's words (the plugin's messages, which may name the company's entity labels). */
export interface RegistryLabels {
  item: string;
  items: string;
  groups: string;
}
