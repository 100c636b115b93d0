/** Reading entity values with their attribute's key, and turning them into API answers. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityValue } from '../../core/domain/api-types';
import type { Queryable } from '../db/client';
import { entityAttributes, entityValues } from '../db/schema';
import { notFound } from '../errors';

export type EntityValueRow = typeof entityValues.$inferSelect;

export interface KeyedEntityValueRow extends EntityValueRow {
  key: string;
}

/** What an answer is made of (the answer echoes the client_id a request sent, not the stored one). */
export type AnsweredValueRow = Omit<KeyedEntityValueRow, 'created_at' | 'client_id' | 'single_document'>;

export const ENTITY_VALUE = { singular: 'Entity value', plural: 'entity values of the module' };

export function toEntityValueAnswer(row: AnsweredValueRow, clientId?: string): EntityValue {
  const answer: EntityValue = {
    id: row.id,
    entity_attribute_id: row.entity_attribute_id,
    key: row.key,
    module_id: row.module_id,
    project_id: row.project_id,
    value: row.value as Record<string, unknown>,
    position: row.position,
    updated_at: row.updated_at.toISOString(),
    tag_ids: row.tag_ids,
    stakeholder_ids: row.stakeholder_ids,
    product_and_service_item_ids: row.product_and_service_item_ids,
    user_ids: row.user_ids,
    version: row.version,
  };
  if (clientId !== undefined) answer.client_id = clientId;
  return answer;
}

/** Entity values matching `where`, with their keys, ordered by module then position. */
export async function selectKeyedValues(db: Queryable, where: SQL | undefined): Promise<KeyedEntityValueRow[]> {
  const rows = await db
    .select({ row: entityValues, key: entityAttributes.key })
    .from(entityValues)
    .innerJoin(entityAttributes, eq(entityAttributes.id, entityValues.entity_attribute_id))
    .where(where)
    .orderBy(asc(entityValues.module_id), asc(entityValues.position), asc(entityValues.id));
  return rows.map(({ row, key }) => ({ ...row, key }));
}

/**
 * `column = any(ids)` with the ids as one array parameter: the database plans a list of hundreds of
 * parameters (inArray) noticeably slower.
 */
export function anyOf(column: PgColumn, ids: readonly number[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::integer[])`;
}

export function valuesOfModule(moduleId: number, ids?: readonly number[]): SQL | undefined {
  return and(eq(entityValues.module_id, moduleId), ids === undefined ? undefined : anyOf(entityValues.id, ids));
}

/**
 * What a bulk write needs to know of a value before changing it: its attribute, its assignees (to tell new ones)
 * and its version (to merge a write based on an older one).
 */
export interface ValueAttribute {
  entity_attribute_id: number;
  key: string;
  user_ids: number[];
  version: number;
}

/** 404 naming the ids that are not values of this module (missing, or of another module: ids cannot be probed). */
function assertAllFound(ids: readonly number[], found: ReadonlyMap<number, unknown>): void {
  const unknown = [...new Set(ids.filter((id) => !found.has(id)))];
  if (unknown.length > 0) {
    throw notFound(`${ENTITY_VALUE.singular}${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} of this module`);
  }
}

/** The module's values with these ids, in the order asked; 404 as assertAllFound. */
export async function findModuleValues(
  db: Queryable,
  moduleId: number,
  ids: readonly number[],
): Promise<KeyedEntityValueRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectKeyedValues(db, valuesOfModule(moduleId, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  assertAllFound(ids, byId);
  return ids.map((id) => byId.get(id)!);
}

/**
 * The attributes of the module's values with these ids, by value id; 404 as assertAllFound. Leaves the
 * documents in the database, which a bulk call would otherwise read only to overwrite them, and looks
 * the keys up once per attribute rather than joining them onto every value.
 */
export async function findModuleValueAttributes(
  db: Queryable,
  moduleId: number,
  ids: readonly number[],
): Promise<Map<number, ValueAttribute>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: entityValues.id, entity_attribute_id: entityValues.entity_attribute_id, user_ids: entityValues.user_ids, version: entityValues.version })
    .from(entityValues)
    .where(valuesOfModule(moduleId, ids));
  assertAllFound(ids, new Map(rows.map((row) => [row.id, row])));
  const keys = await attributeKeys(db, rows.map((row) => row.entity_attribute_id));
  return new Map(rows.map((row) => [row.id, { ...row, key: keys.get(row.entity_attribute_id)! }]));
}

/** The keys of these attributes, by id: one small query for a whole batch of values, which share a few attributes. */
export async function attributeKeys(db: Queryable, attributeIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: entityAttributes.id, key: entityAttributes.key })
    .from(entityAttributes)
    .where(inArray(entityAttributes.id, [...new Set(attributeIds)]));
  return new Map(rows.map((row) => [row.id, row.key]));
}
