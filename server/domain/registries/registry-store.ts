/**
 * The one write path of project registries, for any declaration: create at the last position, update,
 * delete with everything that held the row's id, and update_positions. Every write runs through
 * changeProject (history, last_event_date); reads are narrowed to what a share link reaches.
 */
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { forbidden, unprocessable } from '../../errors';
import { modulePermissions } from '../module-access';
import { assertCompleteOrder } from '../positions';
import { loadProjectFor, loadProjectPartAccess, type ProjectAccess } from '../project-access';
import { changeProject, quoted, type ChangeEvent } from '../project-events';
import { idArraysHolding, mapItemField, type RegistryDeclaration } from './registry-declarations';
import { checkRegistryInput, type RegistryInput } from './registry-input';
import { getRow, listRows, reachOf, tableOf, type RegistryRow } from './registry-rows';

export async function listRegistry(
  db: Queryable,
  auth: AuthContext,
  declaration: RegistryDeclaration,
  projectId: number,
  moduleId?: number,
): Promise<RegistryRow[]> {
  const access = await loadProjectPartAccess(db, auth, projectId);
  return listRows(db, declaration, projectId, { reach: await reachOf(db, declaration, access), moduleId });
}

export async function getRegistryItem(db: Queryable, auth: AuthContext, declaration: RegistryDeclaration, projectId: number, id: number): Promise<RegistryRow> {
  const access = await loadProjectPartAccess(db, auth, projectId);
  return getRow(db, declaration, projectId, id, await reachOf(db, declaration, access));
}

function event(declaration: RegistryDeclaration, action: string, verb: string, row: RegistryRow): ChangeEvent {
  const named = typeof row.name === 'string' ? ` ${quoted(row.name)}` : '';
  return {
    action,
    subject_type: declaration.item.singular,
    subject_id: row.id,
    summary: `${verb} ${declaration.item.singular.toLowerCase()}${named}`,
  };
}

/** A map item belongs to its module: a locked module's map is read only. */
async function assertMapWritable(tx: Queryable, auth: AuthContext, access: ProjectAccess, moduleId: number): Promise<void> {
  const { rows } = (await tx.execute(sql`select locked from project_scenario_modules where id = ${moduleId}`)) as unknown as {
    rows: Array<{ locked: boolean }>;
  };
  if (rows[0] && !modulePermissions(auth, access, rows[0]).write) {
    throw forbidden({ code: 'moduleLocked', message: 'This module is locked, so its map can only be read. Ask a project admin to unlock it.' });
  }
}

async function assertNotOnMapYet(tx: Queryable, declaration: RegistryDeclaration, input: RegistryInput): Promise<void> {
  const field = mapItemField(declaration)!;
  const { rows } = (await tx.execute(sql`
    select 1 from ${tableOf(declaration)} where module_id = ${input.module_id as number} and ${sql.identifier(field.name)} = ${input[field.name] as number}`)) as unknown as {
    rows: unknown[];
  };
  if (rows.length > 0) throw unprocessable([{ field: field.name, code: 'alreadyPlaced', message: 'is already on this map; move it instead' }]);
}

const isMap = (declaration: RegistryDeclaration) => mapItemField(declaration) !== undefined;

export async function createRegistryItem(
  db: Database,
  auth: AuthContext,
  declaration: RegistryDeclaration,
  projectId: number,
  input: RegistryInput,
): Promise<RegistryRow> {
  const access = await loadProjectFor(db, auth, projectId, 'write');
  return changeProject(db, projectId, async (tx) => {
    const columns = await checkRegistryInput(tx, declaration, projectId, input, true);
    if (isMap(declaration)) {
      await assertMapWritable(tx, auth, access, input.module_id as number);
      await assertNotOnMapYet(tx, declaration, input);
    }
    if (declaration.positioned) {
      columns.push(['position', sql`(select coalesce(max(position) + 1, 0) from ${tableOf(declaration)} where project_id = ${projectId})`]);
    }
    const { rows } = (await tx.execute(sql`
      insert into ${tableOf(declaration)} (project_id, ${sql.join(columns.map(([column]) => sql.identifier(column)), sql`, `)})
      values (${projectId}, ${sql.join(columns.map(([, value]) => value), sql`, `)}) returning id`)) as unknown as { rows: Array<{ id: number }> };
    return getRow(tx, declaration, projectId, Number(rows[0].id));
  }, auth, (row) => event(declaration, 'created', 'Added', row));
}

export async function updateRegistryItem(
  db: Database,
  auth: AuthContext,
  declaration: RegistryDeclaration,
  projectId: number,
  id: number,
  input: RegistryInput,
): Promise<RegistryRow> {
  const access = await loadProjectFor(db, auth, projectId, 'write');
  return changeProject(db, projectId, async (tx) => {
    const current = await getRow(tx, declaration, projectId, id);
    if (isMap(declaration)) await assertMapWritable(tx, auth, access, current.module_id as number);
    const columns = await checkRegistryInput(tx, declaration, projectId, input, false);
    if (columns.length > 0) {
      await tx.execute(sql`
        update ${tableOf(declaration)} set ${sql.join(columns.map(([column, value]) => sql`${sql.identifier(column)} = ${value}`), sql`, `)}, updated_at = now()
        where id = ${id}`);
    }
    return getRow(tx, declaration, projectId, id);
  }, auth, (row) => event(declaration, 'updated', 'Changed', row));
}

/**
 * Takes the row's id out of every row that holds it, in the same transaction as the delete: the role ids
 * of stakeholders, the assignment arrays of entity values, and the row's links (map items go by cascade).
 */
async function removeEverywhere(tx: Queryable, declaration: RegistryDeclaration, projectId: number, id: number): Promise<void> {
  const holders = [
    ...idArraysHolding(declaration.resource).map(({ declaration: holder, field }) => ({ table: tableOf(holder), column: field.name })),
    ...(declaration.assignmentField ? [{ table: sql.identifier('entity_values'), column: declaration.assignmentField }] : []),
  ];
  for (const { table, column } of holders) {
    const held = sql.identifier(column);
    await tx.execute(sql`
      update ${table} set ${held} = array_remove(${held}, ${id}::integer), updated_at = now()
      where project_id = ${projectId} and ${held} @> array[${id}::integer]`);
  }
  if (declaration.linkableType) {
    await tx.execute(sql`delete from links where linkable_type = ${declaration.linkableType} and linkable_id = ${id}`);
  }
}

export async function destroyRegistryItem(
  db: Database,
  auth: AuthContext,
  declaration: RegistryDeclaration,
  projectId: number,
  id: number,
): Promise<RegistryRow> {
  const access = await loadProjectFor(db, auth, projectId, 'write');
  return changeProject(db, projectId, async (tx) => {
    const row = await getRow(tx, declaration, projectId, id);
    if (isMap(declaration)) await assertMapWritable(tx, auth, access, row.module_id as number);
    await removeEverywhere(tx, declaration, projectId, id);
    await tx.execute(sql`delete from ${tableOf(declaration)} where id = ${id}`);
    return row;
  }, auth, (row) => event(declaration, 'deleted', 'Removed', row));
}

/** The complete new order; positions become 0..n-1. Answers the list in that order. */
export async function reorderRegistry(
  db: Database,
  auth: AuthContext,
  declaration: RegistryDeclaration,
  projectId: number,
  ids: readonly number[],
): Promise<RegistryRow[]> {
  await loadProjectFor(db, auth, projectId, 'write');
  return changeProject(db, projectId, async (tx) => {
    const current = await listRows(tx, declaration, projectId);
    assertCompleteOrder(ids, current.map((row) => row.id), declaration.item);
    if (ids.length > 0) {
      const values = sql.join(ids.map((id, index) => sql`(${id}::integer, ${index}::integer)`), sql`, `);
      await tx.execute(sql`
        update ${tableOf(declaration)} as t set position = v.position, updated_at = now()
        from (values ${values}) as v(id, position) where t.id = v.id`);
    }
    return listRows(tx, declaration, projectId);
  }, auth, { action: 'moved', subject_type: declaration.item.singular, summary: `Reordered ${declaration.item.plural}` });
}
