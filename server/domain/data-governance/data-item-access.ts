/**
 * Who may do what on a data catalog or a data map (data-layer.md §6; the rule is canAccessCompanyOwnedItem in
 * core/domain/permissions.ts). The level the rule weighs is the item's own: the user's row raised by their teams' rows,
 * plus the implicit levels below. Share-link visitors never reach these items.
 * - A global item (company_id null): every signed-in account reads it, system admins are admin on it.
 * - A local item of the caller's company: company admins are admin on it; the creator holds an admin row.
 * Probing is impossible: another company's item, an unknown id and one the caller may not read all answer 404;
 * a readable item where the action is not allowed answers 403.
 */
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { implicitProjectLevel } from '../../../core/domain/company-role';
import { canAccessCompanyOwnedItem, effectiveLevel, flagsForLevel, type Action, type PermissionFlags, type PermissionKey } from '../../../core/domain/permissions';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import {
  dataCatalogRolePermissions,
  dataCatalogs,
  dataCatalogUserPermissions,
  dataMapRolePermissions,
  dataMaps,
  dataMapUserPermissions,
} from '../../db/schema';
import { forbidden, notFound, type Refusal } from '../../errors';
import { flagsFrom, toPermissionKey } from '../project-access';
import { assertWorkspaceUser, toPermissionUser } from '../workspace-access';

/** The columns every data item table has. */
interface DataItemColumns {
  id: PgColumn;
  company_id: PgColumn;
}
/** A permission table of the item kind: its item column, its holder column (user_id or role_id) and the level. */
interface PermissionTable {
  table: PgTable;
  item: PgColumn;
  holder: PgColumn;
  permission_key: PgColumn;
}

/** What differs between catalogs and maps: their tables and the words of refusals. */
export interface DataItemKind<Row extends { id: number; company_id: number | null }> {
  table: PgTable & DataItemColumns & { readonly $inferSelect: Row };
  userPermissions: PermissionTable;
  rolePermissions: PermissionTable;
  /** "This data catalog": the subject of the 404 message. */
  notFoundSubject: string;
  refusals: Record<Action, Refusal>;
}

export type DataCatalogRow = typeof dataCatalogs.$inferSelect;
export type DataMapRow = typeof dataMaps.$inferSelect;

export const DATA_CATALOG_KIND: DataItemKind<DataCatalogRow> = {
  table: dataCatalogs,
  userPermissions: {
    table: dataCatalogUserPermissions,
    item: dataCatalogUserPermissions.data_catalog_id,
    holder: dataCatalogUserPermissions.user_id,
    permission_key: dataCatalogUserPermissions.permission_key,
  },
  rolePermissions: {
    table: dataCatalogRolePermissions,
    item: dataCatalogRolePermissions.data_catalog_id,
    holder: dataCatalogRolePermissions.role_id,
    permission_key: dataCatalogRolePermissions.permission_key,
  },
  notFoundSubject: 'This data catalog',
  refusals: {
    read: { code: 'noReadAccess', message: 'You cannot open this data catalog. Ask one of its admins for access.' },
    write: { code: 'noWriteAccess', message: 'You can read this data catalog but not change it. Ask one of its admins for write access.' },
    admin: { code: 'adminsOnly', message: 'Only the data catalog’s admins can do this. Ask one of them to do it or to make you an admin.' },
  },
};

export const DATA_MAP_KIND: DataItemKind<DataMapRow> = {
  table: dataMaps,
  userPermissions: {
    table: dataMapUserPermissions,
    item: dataMapUserPermissions.data_map_id,
    holder: dataMapUserPermissions.user_id,
    permission_key: dataMapUserPermissions.permission_key,
  },
  rolePermissions: {
    table: dataMapRolePermissions,
    item: dataMapRolePermissions.data_map_id,
    holder: dataMapRolePermissions.role_id,
    permission_key: dataMapRolePermissions.permission_key,
  },
  notFoundSubject: 'This data map',
  refusals: {
    read: { code: 'noReadAccess', message: 'You cannot open this data map. Ask one of its admins for access.' },
    write: { code: 'noWriteAccess', message: 'You can read this data map but not change it. Ask one of its admins for write access.' },
    admin: { code: 'adminsOnly', message: 'Only the data map’s admins can do this. Ask one of them to do it or to make you an admin.' },
  },
};

export interface DataItemAccess<Row> {
  item: Row;
  permissions: PermissionFlags;
}

/** Share-link visitors and accounts confined to their profile never reach data catalogs or maps. */
export function assertDataItemUser(auth: AuthContext): void {
  assertWorkspaceUser(auth);
  if (auth.kind === 'shared') throw forbidden({ code: 'membersOnly', message: 'Data catalogs and data maps are open to signed-in members of a company only.' });
}

/** The items the caller may see in a list: global ones and their own company's (the level decides the rest). */
export function visibleDataItems(kind: DataItemKind<{ id: number; company_id: number | null }>, auth: AuthContext): SQL {
  return or(isNull(kind.table.company_id), eq(kind.table.company_id, auth.user.company_id)) as SQL;
}

/** The level that comes without a permission row: by the item being global, or by the caller's company role. */
function implicitLevel(auth: AuthContext, item: { company_id: number | null }): PermissionKey | null {
  if (item.company_id === null) return auth.user.system_admin ? 'admin' : 'read';
  return item.company_id === auth.user.company_id ? implicitProjectLevel(auth.companyRole) : null;
}

/** The caller's flags on an item at a level (after the company rule of §6). */
export function dataItemFlags(auth: AuthContext, item: { company_id: number | null }, level: PermissionKey | null): PermissionFlags {
  const input = { user: toPermissionUser(auth), companyPermissions: auth.companyPermissions, item, itemPermissions: flagsForLevel(level) };
  return flagsFrom((action) => canAccessCompanyOwnedItem(input, action));
}

/** The caller's flags on each of the given items, in two queries whatever their number. */
export async function loadDataItemPermissions<Row extends { id: number; company_id: number | null }>(
  db: Queryable,
  kind: DataItemKind<Row>,
  auth: AuthContext,
  items: readonly Row[],
): Promise<Map<number, PermissionFlags>> {
  const flags = new Map<number, PermissionFlags>();
  if (items.length === 0) return flags;
  const ids = [...new Set(items.map((item) => item.id))];
  const direct = (await db
    .select({ id: kind.userPermissions.item, key: kind.userPermissions.permission_key })
    .from(kind.userPermissions.table)
    .where(and(eq(kind.userPermissions.holder, auth.user.id), inArray(kind.userPermissions.item, ids)))) as Array<{ id: number; key: string }>;
  const viaTeams = (
    auth.roleIds.length === 0
      ? []
      : await db
          .select({ id: kind.rolePermissions.item, key: kind.rolePermissions.permission_key })
          .from(kind.rolePermissions.table)
          .where(and(inArray(kind.rolePermissions.holder, auth.roleIds), inArray(kind.rolePermissions.item, ids)))
  ) as Array<{ id: number; key: string }>;
  for (const item of items) {
    const others = viaTeams.filter((row) => row.id === item.id).map((row) => toPermissionKey(row.key));
    const implicit = implicitLevel(auth, item);
    const levels = [...others, implicit].filter((level): level is PermissionKey => level !== null);
    const level = effectiveLevel(toPermissionKey(direct.find((row) => row.id === item.id)?.key), levels);
    flags.set(item.id, dataItemFlags(auth, item, level));
  }
  return flags;
}

/** The items among `ids` the caller may read, ordered by name (share-link visitors: none). */
export async function selectReadableDataItems<Row extends { id: number; company_id: number | null; name: string }>(
  db: Queryable,
  kind: DataItemKind<Row>,
  auth: AuthContext,
  ids: readonly number[],
): Promise<Row[]> {
  if (auth.kind === 'shared' || ids.length === 0) return [];
  const table = kind.table as unknown as typeof dataMaps | typeof dataCatalogs;
  const rows = (await db
    .select()
    .from(table)
    .where(and(inArray(table.id, [...new Set(ids)]), visibleDataItems(kind, auth)))
    .orderBy(asc(table.name), asc(table.id))) as Row[];
  const flags = await loadDataItemPermissions(db, kind, auth, rows);
  return rows.filter((row) => flags.get(row.id)?.read);
}

/** The item with the caller's flags, or 404 when they may not read it. */
export async function loadDataItemAccess<Row extends { id: number; company_id: number | null }>(
  db: Queryable,
  kind: DataItemKind<Row>,
  auth: AuthContext,
  id: number,
): Promise<DataItemAccess<Row>> {
  assertDataItemUser(auth);
  const [item] = (await db
    .select()
    .from(kind.table)
    .where(and(eq(kind.table.id, id), visibleDataItems(kind, auth)))) as Row[];
  if (!item) throw notFound(kind.notFoundSubject);
  const permissions = (await loadDataItemPermissions(db, kind, auth, [item])).get(item.id)!;
  if (!permissions.read) throw notFound(kind.notFoundSubject);
  return { item, permissions };
}

/** loadDataItemAccess, then 403 unless the action is allowed. */
export async function loadDataItemFor<Row extends { id: number; company_id: number | null }>(
  db: Queryable,
  kind: DataItemKind<Row>,
  auth: AuthContext,
  id: number,
  action: Action,
): Promise<DataItemAccess<Row>> {
  const access = await loadDataItemAccess(db, kind, auth, id);
  if (!access.permissions[action]) throw forbidden(kind.refusals[action]);
  return access;
}
