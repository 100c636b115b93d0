/**
 * A data catalog's user and team permissions (data-layer.md §6): its admins change them, its readers look. People
 * and teams of the catalog's company; a global catalog takes people of any company (and no teams, which belong to one).
 */
import type { DataCatalogRolePermission, DataCatalogUserPermission } from '../../../core/domain/data-governance-types';
import { dataCatalogRolePermissions, dataCatalogUserPermissions } from '../../db/schema';
import { itemPermissionRows } from '../item-permission-rows';
import { DATA_CATALOG_KIND, loadDataItemFor, type DataCatalogRow } from './data-item-access';

export const catalogPermissionRows = itemPermissionRows<DataCatalogRow, DataCatalogUserPermission | DataCatalogRolePermission>({
  itemField: 'data_catalog_id',
  noun: 'data catalog',
  user_permissions: {
    table: dataCatalogUserPermissions,
    id: dataCatalogUserPermissions.id,
    item: dataCatalogUserPermissions.data_catalog_id,
    holder: dataCatalogUserPermissions.user_id,
    permission_key: dataCatalogUserPermissions.permission_key,
  },
  role_permissions: {
    table: dataCatalogRolePermissions,
    id: dataCatalogRolePermissions.id,
    item: dataCatalogRolePermissions.data_catalog_id,
    holder: dataCatalogRolePermissions.role_id,
    permission_key: dataCatalogRolePermissions.permission_key,
  },
  loadFor: async (db, auth, id, action) => (await loadDataItemFor(db, DATA_CATALOG_KIND, auth, id, action)).item,
  companyOf: (catalog) => catalog.company_id,
});
