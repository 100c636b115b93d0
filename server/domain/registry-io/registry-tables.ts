/**
 * The registry rows an import writes, inside the import's one transaction. Each row's columns go through
 * the registries' own input check (server/domain/registries/registry-input.ts), so an imported row holds
 * exactly what the registry API would store; reads are the registries' own.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { registryDeclaration } from '../registries/registry-declarations';
import { checkRegistryInput } from '../registries/registry-input';
import { listRows, tableOf, type RegistryRow } from '../registries/registry-rows';
import { nameKey, type RegistryImportRow } from './import-plan';
import type { RegistryIoDeclaration } from './registry-io-declarations';

/** A row of a registry or of its roles / categories: each has a name. */
export type NamedRegistryRow = RegistryRow & { name: string };

/** A project's rows of one registry table, in their order (with their links), narrowed to `reach` when given. */
export async function listRegistryRows(
  db: Queryable,
  resource: RegistryIoDeclaration['resource' | 'groupResource'],
  projectId: number,
  reach?: SQL,
): Promise<NamedRegistryRow[]> {
  return (await listRows(db, registryDeclaration(resource), projectId, { reach })) as NamedRegistryRow[];
}

async function insertRow(db: Queryable, resource: RegistryIoDeclaration['resource' | 'groupResource'], projectId: number, input: Record<string, unknown>): Promise<void> {
  const declaration = registryDeclaration(resource);
  const columns = await checkRegistryInput(db, declaration, projectId, input, true);
  columns.push(['position', sql`(select coalesce(max(position) + 1, 0) from ${tableOf(declaration)} where project_id = ${projectId})`]);
  await db.execute(sql`
    insert into ${tableOf(declaration)} (project_id, ${sql.join(columns.map(([column]) => sql.identifier(column)), sql`, `)})
    values (${projectId}, ${sql.join(columns.map(([, value]) => value), sql`, `)})`);
}

/** Appends roles / categories by name, in order; answers all of the project's. */
export async function appendGroups(db: Queryable, declaration: RegistryIoDeclaration, projectId: number, names: readonly string[]): Promise<NamedRegistryRow[]> {
  for (const name of names) await insertRow(db, declaration.groupResource, projectId, { name });
  return listRegistryRows(db, declaration.groupResource, projectId);
}

/** A row as the registry API's body: its text columns (an empty color is none) and its groups' ids when the file has them. */
function inputOf(declaration: RegistryIoDeclaration, row: RegistryImportRow, groupIds: ReadonlyMap<string, number>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const column of declaration.columns) {
    const value = column.name === 'name' ? row.name : row[column.name];
    if (value !== undefined) input[column.name] = column.name === 'color' && value === '' ? null : value;
  }
  if (row.group_names) input[declaration.groupIdsProperty] = row.group_names.map((name) => groupIds.get(nameKey(name))!);
  return input;
}

export async function insertRegistryItems(
  db: Queryable,
  declaration: RegistryIoDeclaration,
  projectId: number,
  rows: readonly RegistryImportRow[],
  groupIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const row of rows) await insertRow(db, declaration.resource, projectId, inputOf(declaration, row, groupIds));
}

export async function updateRegistryItems(
  db: Queryable,
  declaration: RegistryIoDeclaration,
  projectId: number,
  rows: readonly (RegistryImportRow & { id: number })[],
  groupIds: ReadonlyMap<string, number>,
): Promise<void> {
  const registry = registryDeclaration(declaration.resource);
  for (const row of rows) {
    const columns = await checkRegistryInput(db, registry, projectId, inputOf(declaration, row, groupIds), false);
    await db.execute(sql`
      update ${tableOf(registry)} set ${sql.join(columns.map(([column, value]) => sql`${sql.identifier(column)} = ${value}`), sql`, `)}, updated_at = now()
      where id = ${row.id}`);
  }
}
