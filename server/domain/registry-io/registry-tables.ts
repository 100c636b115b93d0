/**
 * The registry rows import and export read and write, one generic path for the three registries: each
 * declaration names its tables, so the queries take the table by name (as entity-value-assignments.ts does).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Link } from '../../../core/domain/registry-types';
import type { Queryable } from '../../db/client';
import { nameKey, type NamedRow, type RegistryImportRow } from './import-plan';
import type { RegistryIoDeclaration } from './registry-io-declarations';

/** A row of a registry table as the API answers it. */
export type RegistryRow = NamedRow & Record<string, unknown>;

const LINKABLE_TYPES: Partial<Record<RegistryIoDeclaration['resource'], Link['linkable_type']>> = {
  stakeholders: 'Stakeholder',
  product_and_service_items: 'ProductAndServiceItem',
};

async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: T[] };
  return rows;
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

/** A project's rows of one registry table, in their order. */
export function listRegistryRows(db: Queryable, table: string, projectId: number): Promise<RegistryRow[]> {
  return rowsOf(db, sql`select * from ${sql.identifier(table)} where project_id = ${projectId} order by position, id`);
}

/** The items with their further links (ordered by position), as the registry's GET answers them. */
export async function listRegistryItems(db: Queryable, declaration: RegistryIoDeclaration, projectId: number): Promise<RegistryRow[]> {
  const items = await listRegistryRows(db, declaration.resource, projectId);
  const linkableType = LINKABLE_TYPES[declaration.resource];
  if (!linkableType) return items;
  const links = await rowsOf<Link & { project_id: number }>(
    db,
    sql`select id, linkable_type, linkable_id, title, url, position from links
        where project_id = ${projectId} and linkable_type = ${linkableType} order by position, id`,
  );
  return items.map((item) => ({ ...item, links: links.filter((link) => link.linkable_id === item.id) }));
}

async function nextPosition(db: Queryable, table: string, projectId: number): Promise<number> {
  const [row] = await rowsOf<{ next: number }>(db, sql`select coalesce(max(position) + 1, 0)::integer as next from ${sql.identifier(table)} where project_id = ${projectId}`);
  return Number(row.next);
}

/** Appends groups (roles / categories) by name; answers all groups of the project. */
export async function appendGroups(db: Queryable, declaration: RegistryIoDeclaration, projectId: number, names: readonly string[]): Promise<RegistryRow[]> {
  let position = await nextPosition(db, declaration.groupResource, projectId);
  for (const name of names) {
    await db.execute(sql`insert into ${sql.identifier(declaration.groupResource)} (project_id, name, position) values (${projectId}, ${name}, ${position++})`);
  }
  return listRegistryRows(db, declaration.groupResource, projectId);
}

/** The columns a row sets: its text columns (an empty color is none), and its groups' ids when it names any column of them. */
function columnValues(declaration: RegistryIoDeclaration, row: RegistryImportRow, groupIds: ReadonlyMap<string, number>): [string, unknown][] {
  const values: [string, unknown][] = declaration.columns.flatMap((column) => {
    const value = column.name === 'name' ? row.name : row[column.name];
    if (value === undefined) return [];
    return [[column.name, column.name === 'color' && value === '' ? null : value]];
  });
  if (row.group_names) {
    values.push([declaration.groupIdsProperty, idArray(row.group_names.map((name) => groupIds.get(nameKey(name))!))]);
  }
  return values;
}

export async function insertRegistryItems(
  db: Queryable,
  declaration: RegistryIoDeclaration,
  projectId: number,
  rows: readonly RegistryImportRow[],
  groupIds: ReadonlyMap<string, number>,
): Promise<void> {
  let position = await nextPosition(db, declaration.resource, projectId);
  for (const row of rows) {
    const values = [...columnValues(declaration, row, groupIds), ['project_id', projectId], ['position', position++]] as [string, unknown][];
    await db.execute(sql`insert into ${sql.identifier(declaration.resource)}
      (${sql.join(values.map(([column]) => sql.identifier(column)), sql`, `)})
      values (${sql.join(values.map(([, value]) => sql`${value}`), sql`, `)})`);
  }
}

export async function updateRegistryItems(
  db: Queryable,
  declaration: RegistryIoDeclaration,
  rows: readonly (RegistryImportRow & { id: number })[],
  groupIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const row of rows) {
    const assignments = columnValues(declaration, row, groupIds).map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
    await db.execute(sql`update ${sql.identifier(declaration.resource)} set ${sql.join(assignments, sql`, `)}, updated_at = now() where id = ${row.id}`);
  }
}
