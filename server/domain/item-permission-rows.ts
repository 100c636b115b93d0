/**
 * The user and team permission rows of an item that has them (assessments, data catalogs, data maps), declared once:
 * anyone who may read the item lists and gets them, its admins create, change and remove them. A person or team holds
 * at most one row per item, and must belong to the item's company (any company for an item without one).
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PermissionKey } from '../../core/domain/permissions';
import type { DirectoryUser } from '../../core/domain/sharing-types';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { roles, users } from '../db/schema';
import { notFound, unprocessable } from '../errors';
import { toPermissionKey } from './project-access';

export type PermissionKind = 'user_permissions' | 'role_permissions';

interface RowTable {
  table: PgTable;
  id: PgColumn;
  item: PgColumn;
  holder: PgColumn;
  permission_key: PgColumn;
}

export interface ItemPermissionDeclaration<Item> {
  /** The answer's name of the item column: 'assessment_id', 'data_catalog_id'… */
  itemField: string;
  /** "assessment", "data catalog": in messages. */
  noun: string;
  user_permissions: RowTable;
  role_permissions: RowTable;
  /** The item when the caller may do the action on it (404 or 403 otherwise). */
  loadFor(db: Queryable, auth: AuthContext, itemId: number, action: 'read' | 'admin'): Promise<Item>;
  /** The company whose people and teams may hold rows; null: people of any company, no teams. */
  companyOf(item: Item): number | null;
}

interface HolderRow {
  id: number;
  item: number;
  holder: number;
  permission_key: string;
  holder_name: string;
  holder_email: string | null;
}

export interface ItemUserPermission {
  id: number;
  user_id: number;
  user: DirectoryUser;
  permission_key: PermissionKey;
}
export interface ItemRolePermission {
  id: number;
  role_id: number;
  role: { id: number; name: string };
  permission_key: PermissionKey;
}
type ItemPermissionRow = ItemUserPermission | ItemRolePermission;

const keyOf = (text: string): PermissionKey => toPermissionKey(text) ?? 'read';

/** The list, get, create, update and destroy calls of an item's permission rows; Answer: the item's own row shapes. */
export function itemPermissionRows<Item, Answer extends ItemPermissionRow>(declared: ItemPermissionDeclaration<Item>) {
  const holders = {
    user_permissions: { field: 'user_id', table: users, id: users.id, name: users.name, email: users.email, company: users.company_id, who: 'person', what: 'This user permission' },
    role_permissions: { field: 'role_id', table: roles, id: roles.id, name: roles.name, email: null, company: roles.company_id, who: 'team', what: 'This team permission' },
  } as const;

  async function select(db: Queryable, kind: PermissionKind, itemId: number, id?: number): Promise<Answer[]> {
    const rows = declared[kind];
    const holder = holders[kind];
    const found = (await db
      .select({
        id: rows.id,
        item: rows.item,
        holder: rows.holder,
        permission_key: rows.permission_key,
        holder_name: holder.name,
        holder_email: holder.email ?? holder.name,
      })
      .from(rows.table)
      .innerJoin(holder.table, eq(holder.id, rows.holder))
      .where(and(eq(rows.item, itemId), id === undefined ? undefined : eq(rows.id, id)))
      .orderBy(asc(holder.name), asc(rows.id))) as HolderRow[];
    return found.map((row) => {
      const common = { id: row.id, [declared.itemField]: row.item, permission_key: keyOf(row.permission_key) };
      return kind === 'user_permissions'
        ? { ...common, user_id: row.holder, user: { id: row.holder, name: row.holder_name, email: row.holder_email ?? '' } }
        : { ...common, role_id: row.holder, role: { id: row.holder, name: row.holder_name } };
    }) as Answer[];
  }

  async function find(db: Queryable, kind: PermissionKind, itemId: number, id: number): Promise<Answer> {
    const [found] = await select(db, kind, itemId, id);
    if (!found) throw notFound(holders[kind].what);
    return found;
  }

  return {
    async list(db: Queryable, auth: AuthContext, kind: PermissionKind, itemId: number): Promise<Answer[]> {
      await declared.loadFor(db, auth, itemId, 'read');
      return select(db, kind, itemId);
    },
    async get(db: Queryable, auth: AuthContext, kind: PermissionKind, itemId: number, id: number): Promise<Answer> {
      await declared.loadFor(db, auth, itemId, 'read');
      return find(db, kind, itemId, id);
    },
    async create(
      db: Queryable,
      auth: AuthContext,
      kind: PermissionKind,
      itemId: number,
      input: { user_id?: number; role_id?: number; permission_key: PermissionKey },
    ): Promise<Answer> {
      const item = await declared.loadFor(db, auth, itemId, 'admin');
      const holder = holders[kind];
      const holderId = input[holder.field]!;
      const companyId = declared.companyOf(item);
      const sameCompany: SQL | undefined = companyId === null ? undefined : eq(holder.company, companyId);
      const [exists] = await db.select({ id: holder.id }).from(holder.table).where(and(eq(holder.id, holderId), sameCompany));
      if (!exists || (companyId === null && kind === 'role_permissions')) {
        throw unprocessable([{ field: holder.field, code: 'notAnOption', message: `Choose a ${holder.who} of the ${declared.noun}’s company.` }]);
      }
      const rows = declared[kind];
      const [row] = (await db
        .insert(rows.table)
        .values({ [rows.item.name]: itemId, [rows.holder.name]: holderId, permission_key: input.permission_key } as never)
        .onConflictDoNothing()
        .returning({ id: rows.id })) as Array<{ id: number }>;
      if (!row) throw unprocessable([{ field: holder.field, code: 'alreadyGranted', message: `This ${holder.who} already has a permission on this ${declared.noun}; change that one instead.` }]);
      return find(db, kind, itemId, row.id);
    },
    async update(db: Queryable, auth: AuthContext, kind: PermissionKind, itemId: number, id: number, permissionKey: PermissionKey): Promise<Answer> {
      await declared.loadFor(db, auth, itemId, 'admin');
      await find(db, kind, itemId, id);
      const rows = declared[kind];
      await db.update(rows.table).set({ permission_key: permissionKey } as never).where(eq(rows.id, id));
      return find(db, kind, itemId, id);
    },
    async destroy(db: Queryable, auth: AuthContext, kind: PermissionKind, itemId: number, id: number): Promise<Answer> {
      await declared.loadFor(db, auth, itemId, 'admin');
      const found = await find(db, kind, itemId, id);
      await db.delete(declared[kind].table).where(eq(declared[kind].id, id));
      return found;
    },
  };
}

/** The calls of one kind of item's permission rows, as the routes use them. */
export type ItemPermissionRows = ReturnType<typeof itemPermissionRows>;
