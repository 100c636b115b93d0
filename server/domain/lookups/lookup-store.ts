/**
 * Reading and changing one lookup's rows, for any declaration (the tables share id, name and position;
 * colour and weight where declared). Table and column names come from the declarations, never from a
 * request. Every change is written to the audit log as a system-wide event, in the change's transaction.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { LookupItem, LookupItemInput, MoveDirection } from '../../../core/domain/lookups';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { recordAudit } from '../administration/audit-log';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import type { ModuleRegistry } from '../module-registry';
import { quoted } from '../project-events';
import type { LookupDeclaration } from './lookup-declarations';
import { countUsages, describeUsages, lookupFieldUsages, replaceUsages } from './lookup-usages';

const DEFAULT_COLOR = '#D2D6E2';

async function rowsOf(db: Queryable, query: SQL): Promise<LookupItem[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: LookupItem[] };
  return rows;
}

function columns(declaration: LookupDeclaration): SQL {
  return sql.raw(['id', ...(declaration.hasKey ? ['key'] : []), 'name', 'position', ...(declaration.hasColor ? ['color'] : []), ...(declaration.hasWeight ? ['weight'] : [])].join(', '));
}

export async function listLookup(db: Queryable, declaration: LookupDeclaration): Promise<LookupItem[]> {
  return rowsOf(db, sql`select ${columns(declaration)} from ${sql.identifier(declaration.table)} order by position, id`);
}

export async function getLookupItem(db: Queryable, declaration: LookupDeclaration, id: number): Promise<LookupItem> {
  const [row] = await rowsOf(db, sql`select ${columns(declaration)} from ${sql.identifier(declaration.table)} where id = ${id}`);
  if (!row) throw notFound(`This ${declaration.item}`);
  return row;
}

function assertEditableItems(declaration: LookupDeclaration): void {
  if (declaration.fixedSet) throw forbidden({ code: 'fixedListReorderOnly', message: `The ${declaration.item} list is fixed; its items can only be reordered.` });
}

function assertOpenSet(declaration: LookupDeclaration): void {
  assertEditableItems(declaration);
  if (declaration.hasKey) throw forbidden({ code: 'fixedListNoAddOrDelete', message: `The ${declaration.item} list is fixed; its items can be renamed, recoloured and reordered.` });
}

/** The columns an input sets (the request schema already allows only the declared ones). */
function assignments(input: LookupItemInput): Array<[string, SQL]> {
  const set: Array<[string, SQL]> = [];
  if (input.name !== undefined) set.push(['name', sql`${input.name.trim()}`]);
  if (input.color !== undefined) set.push(['color', sql`${input.color}`]);
  if (input.weight !== undefined) set.push(['weight', sql`${input.weight}::integer`]);
  return set;
}

function audit(db: Queryable, actor: AuthContext, declaration: LookupDeclaration, verb: string, item: LookupItem, summary: string) {
  return recordAudit(db, actor, {
    company_id: null,
    action: `${declaration.resource}.${verb}`,
    target_type: declaration.resource,
    target_id: item.id,
    summary,
  });
}

export async function createLookupItem(
  db: Database,
  actor: AuthContext,
  declaration: LookupDeclaration,
  input: LookupItemInput & { name: string },
): Promise<LookupItem> {
  assertOpenSet(declaration);
  const set = assignments({ color: declaration.hasColor ? DEFAULT_COLOR : undefined, ...input });
  const table = sql.identifier(declaration.table);
  return db.transaction(async (tx) => {
    const [row] = await rowsOf(tx, sql`
      insert into ${table} (${sql.raw(set.map(([column]) => column).join(', '))}, position)
      select ${sql.join(set.map(([, value]) => value), sql`, `)}, coalesce(max(position) + 1, 0) from ${table}
      returning ${columns(declaration)}`);
    await audit(tx, actor, declaration, 'created', row, `Added the ${declaration.item} ${quoted(row.name)}`);
    return row;
  });
}

export async function updateLookupItem(
  db: Database,
  actor: AuthContext,
  declaration: LookupDeclaration,
  id: number,
  input: LookupItemInput,
): Promise<LookupItem> {
  assertEditableItems(declaration);
  const set = assignments(input);
  if (set.length === 0) return getLookupItem(db, declaration, id);
  return db.transaction(async (tx) => {
    const before = await getLookupItem(tx, declaration, id);
    const [row] = await rowsOf(tx, sql`
      update ${sql.identifier(declaration.table)} set ${sql.join(set.map(([column, value]) => sql`${sql.identifier(column)} = ${value}`), sql`, `)}
      where id = ${id} returning ${columns(declaration)}`);
    await audit(tx, actor, declaration, 'updated', row, `Changed the ${declaration.item} ${quoted(before.name)}: ${set.map(([column]) => column).join(', ')}`);
    return row;
  });
}

/**
 * Deletes an item. While rows hold it the answer is 409 naming how many, unless `replaceWithId` names
 * another item of the same lookup: then those rows move to it in the same transaction.
 */
export async function destroyLookupItem(
  db: Database,
  actor: AuthContext,
  registry: ModuleRegistry,
  declaration: LookupDeclaration,
  id: number,
  replaceWithId?: number,
): Promise<LookupItem> {
  assertOpenSet(declaration);
  return db.transaction(async (tx) => {
    const item = await getLookupItem(tx, declaration, id);
    const fields = lookupFieldUsages(registry, declaration.resource);
    if (replaceWithId !== undefined) {
      if (replaceWithId === id) throw unprocessable([{ field: 'replace_with_id', code: 'selfReference', message: 'Choose another item to move its uses to.' }]);
      const [replacement] = await rowsOf(tx, sql`select id from ${sql.identifier(declaration.table)} where id = ${replaceWithId}`);
      if (!replacement) throw unprocessable([{ field: 'replace_with_id', code: 'notAnOption', message: `There is no such ${declaration.item}.` }]);
      await replaceUsages(tx, declaration, fields, id, replaceWithId);
    } else {
      const usages = await countUsages(tx, declaration, fields, id);
      if (usages.length > 0) {
        throw conflict({
          code: 'itemInUse',
          message: `${describeUsages(usages)} ${quoted(item.name)}. Choose another ${declaration.item} to move them to (replace_with_id).`,
          params: { name: item.name },
        });
      }
    }
    await tx.execute(sql`delete from ${sql.identifier(declaration.table)} where id = ${id}`);
    await audit(tx, actor, declaration, 'deleted', item, `Deleted the ${declaration.item} ${quoted(item.name)}${replaceWithId === undefined ? '' : ', moving its uses to another'}`);
    return item;
  });
}

/** Swaps an item with its neighbour; at either end nothing moves. Answers the lookup in its new order. */
export async function moveLookupItem(
  db: Database,
  actor: AuthContext,
  declaration: LookupDeclaration,
  id: number,
  direction: MoveDirection,
): Promise<LookupItem[]> {
  return db.transaction(async (tx) => {
    const items = await listLookup(tx, declaration);
    const from = items.findIndex((item) => item.id === id);
    if (from < 0) throw notFound(`This ${declaration.item}`);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (to < 0 || to >= items.length) return items;
    [items[from], items[to]] = [items[to], items[from]];
    // Positions are written 0..n-1, which also repairs ties left by older rows.
    const values = sql.join(items.map((item, index) => sql`(${item.id}::integer, ${index}::integer)`), sql`, `);
    await tx.execute(sql`update ${sql.identifier(declaration.table)} as t set position = v.position from (values ${values}) as v(id, position) where t.id = v.id`);
    await audit(tx, actor, declaration, 'moved', items[to], `Moved the ${declaration.item} ${quoted(items[to].name)} ${direction}`);
    return items.map((item, index) => ({ ...item, position: index }));
  });
}
