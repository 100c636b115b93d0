/**
 * The registry API contract's rows and bodies (core/domain/registry-types.ts) by resource name, so the
 * client and the store are typed by the resource they call.
 */
import type {
  MapItemUpdate,
  ProductAndServiceItem,
  ProductAndServiceItemCreate,
  ProductAndServiceItemUpdate,
  ProductAndServiceMapItem,
  ProductAndServiceMapItemCreate,
  RegistryCategory,
  RegistryCategoryCreate,
  RegistryCategoryUpdate,
  Stakeholder,
  StakeholderCreate,
  StakeholderMapItem,
  StakeholderMapItemCreate,
  StakeholderUpdate,
  Tag,
  TagCreate,
  TagMapItem,
  TagMapItemCreate,
  TagUpdate,
} from '../../core/domain/registry-types';

export interface RegistryRows {
  stakeholder_roles: RegistryCategory;
  stakeholders: Stakeholder;
  stakeholder_map_items: StakeholderMapItem;
  product_and_service_item_categories: RegistryCategory;
  product_and_service_items: ProductAndServiceItem;
  product_and_service_map_items: ProductAndServiceMapItem;
  tag_categories: RegistryCategory;
  tags: Tag;
  tag_map_items: TagMapItem;
}

export interface RegistryCreates {
  stakeholder_roles: RegistryCategoryCreate;
  stakeholders: StakeholderCreate;
  stakeholder_map_items: StakeholderMapItemCreate;
  product_and_service_item_categories: RegistryCategoryCreate;
  product_and_service_items: ProductAndServiceItemCreate;
  product_and_service_map_items: ProductAndServiceMapItemCreate;
  tag_categories: RegistryCategoryCreate;
  tags: TagCreate;
  tag_map_items: TagMapItemCreate;
}

export interface RegistryUpdates {
  stakeholder_roles: RegistryCategoryUpdate;
  stakeholders: StakeholderUpdate;
  stakeholder_map_items: MapItemUpdate;
  product_and_service_item_categories: RegistryCategoryUpdate;
  product_and_service_items: ProductAndServiceItemUpdate;
  product_and_service_map_items: MapItemUpdate;
  tag_categories: RegistryCategoryUpdate;
  tags: TagUpdate;
  tag_map_items: MapItemUpdate;
}
