/**
 * Where a lookup's ids are stored: columns its declaration names, and module content whose manifest
 * declares a `{ kind: 'lookup' }` field for it (an entity value's `value.<field>` holds the id).
 */
import { sql } from 'drizzle-orm';
import type { FieldLookup } from '../../../core/domain/lookups';
import type { Queryable } from '../../db/client';
import type { ModuleRegistry } from '../module-registry';
import type { LookupDeclaration } from './lookup-declarations';

export interface FieldUsage {
  attributeId: number;
  field: string;
}

/** The entity attributes and fields that hold ids of `lookup`, from the registered manifests. */
export function lookupFieldUsages(registry: ModuleRegistry, lookup: string): FieldUsage[] {
  return registry.moduleTypes.flatMap((type) => {
    const list = type.manifest.list;
    const attribute = list && type.attributes.find((candidate) => candidate.key === list.itemKey);
    if (!list || !attribute) return [];
    return list.fields
      .filter((field) => field.kind === 'lookup' && field.lookup === (lookup as FieldLookup))
      .map((field) => ({ attributeId: attribute.id, field: field.name }));
  });
}

interface Usage {
  count: number;
  /** 'items', 'projects', 'modules'. */
  rows: string;
}

function fieldMatch({ attributeId, field }: FieldUsage, id: number) {
  return sql`entity_attribute_id = ${attributeId} and value -> ${field}::text = to_jsonb(${id}::integer)`;
}

/** How many rows hold `id`, per kind of row; only kinds that hold it. */
export async function countUsages(db: Queryable, declaration: LookupDeclaration, fields: readonly FieldUsage[], id: number): Promise<Usage[]> {
  const usages: Usage[] = [];
  const count = async (query: ReturnType<typeof sql>) => {
    const { rows } = (await db.execute(query)) as unknown as { rows: Array<{ count: number | string }> };
    return Number(rows[0].count);
  };
  let items = 0;
  for (const usage of fields) items += await count(sql`select count(*) as count from entity_values where ${fieldMatch(usage, id)}`);
  if (items > 0) usages.push({ count: items, rows: 'items' });
  for (const { table, column, rows } of declaration.columnUsages) {
    const found = await count(sql`select count(*) as count from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`);
    if (found > 0) usages.push({ count: found, rows });
  }
  return usages;
}

/** Points every row holding `fromId` at `toId` instead. */
export async function replaceUsages(
  db: Queryable,
  declaration: LookupDeclaration,
  fields: readonly FieldUsage[],
  fromId: number,
  toId: number,
): Promise<void> {
  for (const usage of fields) {
    await db.execute(sql`
      update entity_values set value = jsonb_set(value, array[${usage.field}::text], to_jsonb(${toId}::integer)), updated_at = now()
      where ${fieldMatch(usage, fromId)}`);
  }
  for (const { table, column } of declaration.columnUsages) {
    await db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${toId} where ${sql.identifier(column)} = ${fromId}`);
  }
}

/** '2 items and 1 project use', '1 project uses'. */
export function describeUsages(usages: readonly Usage[]): string {
  const described = usages.map(({ count, rows }) => `${count} ${count === 1 ? rows.replace(/s$/, '') : rows}`).join(' and ');
  return `${described} ${usages.length === 1 && usages[0].count === 1 ? 'uses' : 'use'}`;
}
