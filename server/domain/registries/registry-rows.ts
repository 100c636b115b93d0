/**
 * Reading registry rows for any declaration: the columns it has, its links, and what a module share
 * link reaches. Table and column names come from the declarations, never from a request.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Link } from '../../../core/domain/registry-types';
import type { Queryable } from '../../db/client';
import { notFound } from '../../errors';
import type { ProjectAccess } from '../project-access';
import { idArraysHolding, mapItemField, REGISTRY_DECLARATIONS, type RegistryDeclaration } from './registry-declarations';

export type RegistryRow = Record<string, unknown> & { id: number; project_id: number };

const TIMESTAMPS = ['created_at', 'updated_at'];

/** Drivers hand raw timestamps over as Date or text, and bigint-free numbers as numbers. */
function toAnswer(raw: Record<string, unknown>): RegistryRow {
  const row: Record<string, unknown> = { ...raw };
  for (const column of TIMESTAMPS) row[column] = new Date(raw[column] as string | Date).toISOString();
  return row as RegistryRow;
}

export async function selectRows(db: Queryable, query: SQL): Promise<RegistryRow[]> {
  const { rows } = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return rows.map(toAnswer);
}

export function columnsOf(declaration: RegistryDeclaration): SQL {
  const names = ['id', 'project_id', ...declaration.fields.map((field) => field.name), ...(declaration.positioned ? ['position'] : []), ...TIMESTAMPS];
  return sql.raw(names.map((name) => `"${name}"`).join(', '));
}

export const tableOf = (declaration: RegistryDeclaration) => sql.identifier(declaration.resource);

function orderOf(declaration: RegistryDeclaration): SQL {
  return declaration.positioned ? sql`order by position, id` : sql`order by id`;
}

/** The links of these rows, ordered by position, by owner id. */
async function linksOf(db: Queryable, declaration: RegistryDeclaration, ids: readonly number[]): Promise<Map<number, Link[]>> {
  const byOwner = new Map<number, Link[]>(ids.map((id) => [id, []]));
  if (!declaration.linkableType || ids.length === 0) return byOwner;
  const { rows } = (await db.execute(sql`
    select id, linkable_type, linkable_id, title, url, position from links
    where linkable_type = ${declaration.linkableType} and linkable_id = any(${`{${ids.join(',')}}`}::integer[])
    order by position, id`)) as unknown as { rows: Link[] };
  for (const link of rows) byOwner.get(link.linkable_id)?.push(link);
  return byOwner;
}

async function withLinks(db: Queryable, declaration: RegistryDeclaration, rows: RegistryRow[]): Promise<RegistryRow[]> {
  if (!declaration.linkableType) return rows;
  const links = await linksOf(db, declaration, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, links: links.get(row.id) ?? [] }));
}

/**
 * The rows a module share link reaches (undefined: every row). A module that shows the whole registry
 * reaches all of it; any other module reaches the items its content is assigned or its map holds, and
 * the roles or categories those carry.
 */
function reachClause(declaration: RegistryDeclaration, moduleId: number, segment: string): SQL | undefined {
  if (declaration.fields.some((field) => field.kind === 'module')) return sql`module_id = ${moduleId}`;
  if (declaration.moduleSegments.includes(segment)) return undefined;
  if (declaration.assignmentField) {
    const onMaps = REGISTRY_DECLARATIONS.flatMap((map) => {
      const field = mapItemField(map);
      return field?.references === declaration.resource
        ? [sql`id in (select ${sql.identifier(field.name)} from ${tableOf(map)} where module_id = ${moduleId})`]
        : [];
    });
    const assigned = sql`id in (select unnest(${sql.identifier(declaration.assignmentField)}) from entity_values where module_id = ${moduleId})`;
    return sql`(${sql.join([assigned, ...onMaps], sql` or `)})`;
  }
  const carried = idArraysHolding(declaration.resource).map(({ declaration: holder, field }) => {
    const holderReach = reachClause(holder, moduleId, segment);
    return sql`id in (select unnest(${sql.identifier(field.name)}) from ${tableOf(holder)} where ${holderReach ?? sql`true`})`;
  });
  return carried.length === 0 ? sql`false` : sql`(${sql.join(carried, sql` or `)})`;
}

/** What the caller reaches of a registry: all of it, unless it came through a module share link. */
export async function reachOf(db: Queryable, declaration: RegistryDeclaration, access: ProjectAccess): Promise<SQL | undefined> {
  const moduleId = access.share?.moduleId;
  if (moduleId === undefined || moduleId === null) return undefined;
  const { rows } = (await db.execute(sql`
    select s.segment from project_scenario_modules m join scenario_modules s on s.id = m.scenario_module_id where m.id = ${moduleId}`)) as unknown as {
    rows: Array<{ segment: string }>;
  };
  return reachClause(declaration, moduleId, rows[0]?.segment ?? '') ?? undefined;
}

export interface RowFilter {
  reach?: SQL;
  moduleId?: number;
}

export async function listRows(db: Queryable, declaration: RegistryDeclaration, projectId: number, filter: RowFilter = {}): Promise<RegistryRow[]> {
  const conditions = [
    sql`project_id = ${projectId}`,
    ...(filter.reach ? [filter.reach] : []),
    ...(filter.moduleId === undefined ? [] : [sql`module_id = ${filter.moduleId}`]),
  ];
  const rows = await selectRows(db, sql`
    select ${columnsOf(declaration)} from ${tableOf(declaration)} where ${sql.join(conditions, sql` and `)} ${orderOf(declaration)}`);
  return withLinks(db, declaration, rows);
}

export async function getRow(db: Queryable, declaration: RegistryDeclaration, projectId: number, id: number, reach?: SQL): Promise<RegistryRow> {
  const [row] = await selectRows(db, sql`
    select ${columnsOf(declaration)} from ${tableOf(declaration)}
    where project_id = ${projectId} and id = ${id} ${reach ? sql`and ${reach}` : sql``}`);
  if (!row) throw notFound(`This ${declaration.item.singular.toLowerCase()}`);
  const [answer] = await withLinks(db, declaration, [row]);
  return answer;
}
