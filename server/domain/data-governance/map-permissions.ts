/**
 * A data map's user and team permissions (data-layer.md §6): its admins change them, its readers look. People and
 * teams of the map's company; a global map takes people of any company (and no teams, which belong to one).
 */
import type { DataMapRolePermission, DataMapUserPermission } from '../../../core/domain/data-governance-types';
import { dataMapRolePermissions, dataMapUserPermissions } from '../../db/schema';
import { itemPermissionRows } from '../item-permission-rows';
import { DATA_MAP_KIND, loadDataItemFor, type DataMapRow } from './data-item-access';

export const mapPermissionRows = itemPermissionRows<DataMapRow, DataMapUserPermission | DataMapRolePermission>({
  itemField: 'data_map_id',
  noun: 'data map',
  user_permissions: {
    table: dataMapUserPermissions,
    id: dataMapUserPermissions.id,
    item: dataMapUserPermissions.data_map_id,
    holder: dataMapUserPermissions.user_id,
    permission_key: dataMapUserPermissions.permission_key,
  },
  role_permissions: {
    table: dataMapRolePermissions,
    id: dataMapRolePermissions.id,
    item: dataMapRolePermissions.data_map_id,
    holder: dataMapRolePermissions.role_id,
    permission_key: dataMapRolePermissions.permission_key,
  },
  loadFor: async (db, auth, id, action) => (await loadDataItemFor(db, DATA_MAP_KIND, auth, id, action)).item,
  companyOf: (map) => map.company_id,
});
