/**
 * What CSV/XLSX import and export need to know of each registry, declared once: its text columns, its
 * groups (roles or categories) and the entity labels that name them in headers. Import, export, the
 * routes and the tests all read these, so adding a registry column is one edit here.
 */
import { DEFAULT_ENTITY_MAP } from '../../../core/domain/entity-map';

/** A text column of a registry row: the row's property and its header in a spreadsheet. */
export interface RegistryTextColumn {
  name: 'name' | 'description' | 'link_title' | 'link_url' | 'color';
  header: string;
  maxLength: number;
}

export interface RegistryIoDeclaration {
  /** The items' resource, as in the API path: 'stakeholders'. */
  resource: 'stakeholders' | 'product_and_service_items' | 'tags';
  /** The groups' resource: 'stakeholder_roles'. */
  groupResource: 'stakeholder_roles' | 'product_and_service_item_categories' | 'tag_categories';
  /** The row property holding its groups' ids. */
  groupIdsProperty: 'stakeholder_role_ids' | 'product_and_service_item_category_ids' | 'tag_category_ids';
  /** The entity value property that assigns these items. */
  assignmentProperty: 'stakeholder_ids' | 'product_and_service_item_ids' | 'tag_ids';
  /** The preview's key for group names not yet in the registry. */
  newGroupsKey: 'new_stakeholder_roles' | 'new_categories';
  /** Keys of the company's entity labels (DEFAULT_ENTITY_MAP) naming one item and its groups. */
  itemLabelKey: keyof typeof DEFAULT_ENTITY_MAP & string;
  groupLabelKey: keyof typeof DEFAULT_ENTITY_MAP & string;
  /** The text columns, name first. */
  columns: readonly RegistryTextColumn[];
}

const NAME: RegistryTextColumn = { name: 'name', header: 'Name', maxLength: 255 };
const DESCRIPTION: RegistryTextColumn = { name: 'description', header: 'Description', maxLength: 10000 };
const LINK_COLUMNS: readonly RegistryTextColumn[] = [
  { name: 'link_title', header: 'Link title', maxLength: 255 },
  { name: 'link_url', header: 'Link URL', maxLength: 2000 },
];

export const STAKEHOLDERS_IO: RegistryIoDeclaration = {
  resource: 'stakeholders',
  assignmentProperty: 'stakeholder_ids',
  groupResource: 'stakeholder_roles',
  groupIdsProperty: 'stakeholder_role_ids',
  newGroupsKey: 'new_stakeholder_roles',
  itemLabelKey: 'stakeholder',
  groupLabelKey: 'stakeholder_role',
  columns: [NAME, DESCRIPTION, ...LINK_COLUMNS],
};

export const PRODUCT_AND_SERVICE_ITEMS_IO: RegistryIoDeclaration = {
  resource: 'product_and_service_items',
  assignmentProperty: 'product_and_service_item_ids',
  groupResource: 'product_and_service_item_categories',
  groupIdsProperty: 'product_and_service_item_category_ids',
  newGroupsKey: 'new_categories',
  itemLabelKey: 'product_and_service',
  groupLabelKey: 'product_and_service_category',
  columns: [NAME, DESCRIPTION, ...LINK_COLUMNS],
};

export const TAGS_IO: RegistryIoDeclaration = {
  resource: 'tags',
  assignmentProperty: 'tag_ids',
  groupResource: 'tag_categories',
  groupIdsProperty: 'tag_category_ids',
  newGroupsKey: 'new_categories',
  itemLabelKey: 'tag',
  groupLabelKey: 'tag_category',
  columns: [NAME, DESCRIPTION, { name: 'color', header: 'Color', maxLength: 32 }],
};

export const REGISTRY_IO: readonly RegistryIoDeclaration[] = [STAKEHOLDERS_IO, PRODUCT_AND_SERVICE_ITEMS_IO, TAGS_IO];

/** Joins a row's group names in one cell; import splits on ';' alone too. */
export const GROUP_NAMES_SEPARATOR = '; ';
