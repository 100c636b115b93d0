/**
 * The module kinds (scenario modules) and their entity attributes. They are registered at start from
 * plugins/<segment>/manifest.ts, so the API only reads them: adding a module kind means adding a plugin
 * folder, not calling an endpoint. Any signed-in workspace user may read them.
 */
import { asc, eq } from 'drizzle-orm';
import type { EntityAttribute, ScenarioModule } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { entityAttributes, scenarioModules } from '../db/schema';
import { notFound } from '../errors';
import { assertWorkspaceUser } from './workspace-access';

type EntityAttributeRow = typeof entityAttributes.$inferSelect;

function toEntityAttributeAnswer(row: EntityAttributeRow): EntityAttribute {
  return {
    id: row.id,
    module_type_id: row.module_type_id,
    key: row.key,
    json_schema: row.json_schema as Record<string, unknown>,
  };
}

export async function listScenarioModules(db: Queryable, auth: AuthContext): Promise<ScenarioModule[]> {
  assertWorkspaceUser(auth);
  return db.select().from(scenarioModules).orderBy(asc(scenarioModules.title), asc(scenarioModules.id));
}

export async function getScenarioModule(db: Queryable, auth: AuthContext, id: number): Promise<ScenarioModule> {
  assertWorkspaceUser(auth);
  const [row] = await db.select().from(scenarioModules).where(eq(scenarioModules.id, id));
  if (!row) throw notFound('This module kind');
  return row;
}

export async function listEntityAttributes(
  db: Queryable,
  auth: AuthContext,
  filter: { module_type_id?: number } = {},
): Promise<EntityAttribute[]> {
  assertWorkspaceUser(auth);
  const rows = await db
    .select()
    .from(entityAttributes)
    .where(filter.module_type_id === undefined ? undefined : eq(entityAttributes.module_type_id, filter.module_type_id))
    .orderBy(asc(entityAttributes.module_type_id), asc(entityAttributes.key));
  return rows.map(toEntityAttributeAnswer);
}

export async function getEntityAttribute(db: Queryable, auth: AuthContext, id: number): Promise<EntityAttribute> {
  assertWorkspaceUser(auth);
  const [row] = await db.select().from(entityAttributes).where(eq(entityAttributes.id, id));
  if (!row) throw notFound('This entity attribute');
  return toEntityAttributeAnswer(row);
}
