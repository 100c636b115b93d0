/**
 * The module kinds (scenario modules) and their entity attributes. They are registered at start from
 * plugins/<segment>/manifest.ts; system admins only change how the catalogue shows a kind (title,
 * description, icon, category) and whether "Add module" offers it (module-catalogue-admin.ts). Any signed-in
 * workspace user may read them: the list holds the kinds on offer, one kind is read whatever its
 * availability, so existing modules of a hidden kind keep working.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { EntityAttribute, ScenarioModule } from '../../core/domain/api-types';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { entityAttributes, scenarioModules } from '../db/schema';
import { notFound, unprocessable } from '../errors';
import { quoted } from './project-events';
import { assertWorkspaceUser } from './workspace-access';

type EntityAttributeRow = typeof entityAttributes.$inferSelect;
export type ScenarioModuleRow = typeof scenarioModules.$inferSelect;

/** The title and category the catalogue shows: the admin's, else the manifest's. */
export const effectiveTitle = sql<string>`coalesce(${scenarioModules.custom_title}, ${scenarioModules.title})`;
export const effectiveCategory = sql<string>`coalesce(${scenarioModules.custom_category}, ${scenarioModules.category})`;

export function toScenarioModule(row: ScenarioModuleRow): ScenarioModule {
  return {
    id: row.id,
    type_key: row.type_key,
    segment: row.segment,
    title: row.custom_title ?? row.title,
    category: row.custom_category ?? row.category,
    family: row.family,
    description: row.description,
    icon: row.icon,
    available: row.available,
  };
}

function toEntityAttributeAnswer(row: EntityAttributeRow): EntityAttribute {
  return {
    id: row.id,
    module_type_id: row.module_type_id,
    key: row.key,
    json_schema: row.json_schema as Record<string, unknown>,
  };
}

/** The kinds "Add module" offers (hidden ones left out), by title. */
export async function listScenarioModules(db: Queryable, auth: AuthContext): Promise<ScenarioModule[]> {
  assertWorkspaceUser(auth);
  const rows = await db
    .select()
    .from(scenarioModules)
    .where(eq(scenarioModules.available, true))
    .orderBy(asc(effectiveTitle), asc(scenarioModules.id));
  return rows.map(toScenarioModule);
}

export async function findScenarioModuleRow(db: Queryable, id: number): Promise<ScenarioModuleRow> {
  const [row] = await db.select().from(scenarioModules).where(eq(scenarioModules.id, id));
  if (!row) throw notFound('This module kind');
  return row;
}

/** 422 when `scenarioModuleId` names a kind the system admin hid: new modules of it cannot be added. */
export async function assertModuleKindOffered(db: Queryable, scenarioModuleId: number, field: string): Promise<void> {
  const [row] = await db
    .select({ title: effectiveTitle })
    .from(scenarioModules)
    .where(and(eq(scenarioModules.id, scenarioModuleId), eq(scenarioModules.available, false)));
  if (row) {
    throw unprocessable([{ field, code: 'kindRetired', params: { name: row.title }, message: `${quoted(row.title)} modules are no longer offered. Choose another module kind.` }]);
  }
}

export async function getScenarioModule(db: Queryable, auth: AuthContext, id: number): Promise<ScenarioModule> {
  assertWorkspaceUser(auth);
  return toScenarioModule(await findScenarioModuleRow(db, id));
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
