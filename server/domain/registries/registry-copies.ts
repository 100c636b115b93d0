/**
 * Carrying a project's registries into another project (copies, export and import): a snapshot of the
 * rows as plain data, written into the target with new ids, and the old → new id maps that the copied
 * entity values' assignment arrays and the map items' modules are translated with. An id the snapshot
 * does not hold is dropped, so nothing in the target points outside it.
 */
import { sql } from 'drizzle-orm';
import type { EntityValueAssignments, RegistryResource } from '../../../core/domain/registry-types';
import type { RegistrySnapshot } from '../../../core/domain/workspace-types';
import type { Queryable } from '../../db/client';
import { REGISTRY_DECLARATIONS, type RegistryDeclaration } from './registry-declarations';
import { tableOf } from './registry-rows';

export type RegistryIdMaps = Map<RegistryResource, Map<number, number>>;

const isMapDeclaration = (declaration: RegistryDeclaration) => declaration.fields.some((field) => field.kind === 'module');

async function rowsOf(db: Queryable, query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return rows;
}

/** Every registry row and link of the project, without project ids and timestamps. */
export async function readRegistries(db: Queryable, projectId: number): Promise<RegistrySnapshot> {
  const snapshot: RegistrySnapshot = {};
  for (const declaration of REGISTRY_DECLARATIONS) {
    const columns = ['id', ...declaration.fields.map((field) => field.name), ...(declaration.positioned ? ['position'] : [])];
    snapshot[declaration.resource] = await rowsOf(db, sql`
      select ${sql.raw(columns.map((column) => `"${column}"`).join(', '))} from ${tableOf(declaration)} where project_id = ${projectId} order by id`);
  }
  snapshot.links = await rowsOf(db, sql`
    select linkable_type, linkable_id, title, url, position from links where project_id = ${projectId} order by id`);
  return snapshot;
}

const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

/** Inserts the rows of one declaration, translating the ids they hold; answers old id → new id. */
async function writeRows(
  tx: Queryable,
  declaration: RegistryDeclaration,
  rows: ReadonlyArray<Record<string, unknown>>,
  projectId: number,
  maps: RegistryIdMaps,
  moduleIds: ReadonlyMap<number, number>,
): Promise<Map<number, number>> {
  const ids = new Map<number, number>();
  for (const row of rows) {
    const columns: Array<[string, ReturnType<typeof sql>]> = [];
    let placed = true;
    for (const field of declaration.fields) {
      const value = row[field.name];
      if (field.kind === 'ids') {
        const map = maps.get(field.references!);
        columns.push([field.name, idArray(((value as number[] | undefined) ?? []).flatMap((id) => map?.get(id) ?? []))]);
      } else if (field.kind === 'item' || field.kind === 'module') {
        const translated = field.kind === 'module' ? moduleIds.get(value as number) : maps.get(field.references!)?.get(value as number);
        if (translated === undefined) placed = false;
        columns.push([field.name, sql`${translated ?? null}`]);
      } else if (value !== undefined) {
        columns.push([field.name, sql`${value}`]);
      }
    }
    if (!placed) continue;
    if (declaration.positioned) columns.push(['position', sql`${Number(row.position ?? 0)}`]);
    const [inserted] = await rowsOf(tx, sql`
      insert into ${tableOf(declaration)} (project_id, ${sql.join(columns.map(([column]) => sql.identifier(column)), sql`, `)})
      values (${projectId}, ${sql.join(columns.map(([, value]) => value), sql`, `)}) returning id`);
    ids.set(Number(row.id), Number(inserted.id));
  }
  return ids;
}

/**
 * Writes the snapshot's roles, categories, stakeholders, products, tags and links into the project;
 * map items wait for the copied modules (writeMapItems).
 */
export async function writeRegistries(tx: Queryable, snapshot: RegistrySnapshot, projectId: number): Promise<RegistryIdMaps> {
  const maps: RegistryIdMaps = new Map();
  // Declarations list what a row refers to before the row (roles before stakeholders).
  for (const declaration of REGISTRY_DECLARATIONS.filter((candidate) => !isMapDeclaration(candidate))) {
    maps.set(declaration.resource, await writeRows(tx, declaration, snapshot[declaration.resource] ?? [], projectId, maps, new Map()));
  }
  for (const link of snapshot.links ?? []) {
    const owner = REGISTRY_DECLARATIONS.find((declaration) => declaration.linkableType === link.linkable_type);
    const ownerId = owner && maps.get(owner.resource)?.get(link.linkable_id as number);
    if (ownerId === undefined) continue;
    await tx.execute(sql`
      insert into links (project_id, linkable_type, linkable_id, title, url, position)
      values (${projectId}, ${link.linkable_type as string}, ${ownerId}, ${link.title as string}, ${link.url as string}, ${Number(link.position ?? 0)})`);
  }
  return maps;
}

export async function writeMapItems(
  tx: Queryable,
  snapshot: RegistrySnapshot,
  projectId: number,
  maps: RegistryIdMaps,
  moduleIds: ReadonlyMap<number, number>,
): Promise<void> {
  for (const declaration of REGISTRY_DECLARATIONS.filter(isMapDeclaration)) {
    await writeRows(tx, declaration, snapshot[declaration.resource] ?? [], projectId, maps, moduleIds);
  }
}

/** An entity value's assignments in the target project: registry ids translated (unknown ones dropped), user ids kept. */
export function translateAssignments(value: Partial<EntityValueAssignments>, maps: RegistryIdMaps): EntityValueAssignments {
  const translate = (resource: RegistryResource, ids: readonly number[] | undefined) =>
    (ids ?? []).flatMap((id) => maps.get(resource)?.get(id) ?? []);
  return {
    tag_ids: translate('tags', value.tag_ids),
    stakeholder_ids: translate('stakeholders', value.stakeholder_ids),
    product_and_service_item_ids: translate('product_and_service_items', value.product_and_service_item_ids),
    user_ids: [...(value.user_ids ?? [])],
  };
}

/** A module copied within its project keeps its map: the same items at the same places. */
export async function copyMapItemsWithinProject(tx: Queryable, fromModuleId: number, toModuleId: number): Promise<void> {
  for (const declaration of REGISTRY_DECLARATIONS.filter(isMapDeclaration)) {
    const kept = declaration.fields.filter((field) => field.kind !== 'module').map((field) => `"${field.name}"`).join(', ');
    await tx.execute(sql`
      insert into ${tableOf(declaration)} (project_id, module_id, ${sql.raw(kept)})
      select project_id, ${toModuleId}, ${sql.raw(kept)} from ${tableOf(declaration)} where module_id = ${fromModuleId}`);
  }
}
