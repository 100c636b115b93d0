/**
 * Entity value links (.../project_scenario_modules/{moduleId}/entity_value_links, data-layer.md §3, §7): a content
 * item of this module linked to a module of the same project it concerns (a data interface row to the diagram that
 * uses the data). Module readers list and get them, module writers create, repoint and delete them; this file is
 * their one write path. A content item of another module, or a module of another project, answers 422.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { EntityValueLink, EntityValueLinkCreate, EntityValueLinkUpdate } from '../../../core/domain/data-governance-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { entityValueLinks, entityValues, projectModules } from '../../db/schema';
import { notFound, unprocessable } from '../../errors';
import { loadModuleAccess, loadModuleFor } from '../module-access';

const LINK_NOT_FOUND = 'This entity value link';

/** The links of the module's content items (one, with `linkId`). */
async function selectLinks(db: Queryable, moduleId: number, linkId?: number): Promise<EntityValueLink[]> {
  return db
    .select({ id: entityValueLinks.id, entity_value_id: entityValueLinks.entity_value_id, module_id: entityValueLinks.module_id })
    .from(entityValueLinks)
    .innerJoin(entityValues, eq(entityValues.id, entityValueLinks.entity_value_id))
    .where(and(eq(entityValues.module_id, moduleId), linkId === undefined ? undefined : eq(entityValueLinks.id, linkId)))
    .orderBy(asc(entityValueLinks.entity_value_id), asc(entityValueLinks.id));
}

async function findLink(db: Queryable, moduleId: number, linkId: number): Promise<EntityValueLink> {
  const [link] = await selectLinks(db, moduleId, linkId);
  if (!link) throw notFound(LINK_NOT_FOUND);
  return link;
}

export async function listEntityValueLinks(db: Queryable, auth: AuthContext, projectId: number, moduleId: number): Promise<EntityValueLink[]> {
  await loadModuleAccess(db, auth, projectId, moduleId);
  return selectLinks(db, moduleId);
}

export async function getEntityValueLink(db: Queryable, auth: AuthContext, projectId: number, moduleId: number, linkId: number): Promise<EntityValueLink> {
  await loadModuleAccess(db, auth, projectId, moduleId);
  return findLink(db, moduleId, linkId);
}

/** 422 naming entity_value_id unless the value is a content item of the module. */
export async function assertContentOfModule(db: Queryable, moduleId: number, valueId: number): Promise<void> {
  const [value] = await db.select({ id: entityValues.id }).from(entityValues).where(and(eq(entityValues.id, valueId), eq(entityValues.module_id, moduleId)));
  if (!value) throw unprocessable([{ field: 'entity_value_id', code: 'unknownReference', message: 'Choose a content item of this module.' }]);
}

async function assertModuleOfProject(db: Queryable, projectId: number, linkedModuleId: number): Promise<void> {
  const [module] = await db
    .select({ id: projectModules.id })
    .from(projectModules)
    .where(and(eq(projectModules.id, linkedModuleId), eq(projectModules.project_id, projectId)));
  if (!module) throw unprocessable([{ field: 'module_id', code: 'unknownReference', message: 'Choose a module of this project.' }]);
}

const alreadyLinked = () => unprocessable([{ field: 'module_id', code: 'alreadyLinked', message: 'This content item is already linked to that module.' }]);

export async function createEntityValueLink(db: Queryable, auth: AuthContext, projectId: number, moduleId: number, input: EntityValueLinkCreate): Promise<EntityValueLink> {
  await loadModuleFor(db, auth, projectId, moduleId, 'write');
  await assertContentOfModule(db, moduleId, input.entity_value_id);
  await assertModuleOfProject(db, projectId, input.module_id);
  const [row] = await db
    .insert(entityValueLinks)
    .values({ entity_value_id: input.entity_value_id, module_id: input.module_id })
    .onConflictDoNothing()
    .returning({ id: entityValueLinks.id, entity_value_id: entityValueLinks.entity_value_id, module_id: entityValueLinks.module_id });
  if (!row) throw alreadyLinked();
  return row;
}

export async function updateEntityValueLink(db: Queryable, auth: AuthContext, projectId: number, moduleId: number, linkId: number, input: EntityValueLinkUpdate): Promise<EntityValueLink> {
  await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const link = await findLink(db, moduleId, linkId);
  await assertModuleOfProject(db, projectId, input.module_id);
  if (input.module_id === link.module_id) return link;
  const [taken] = await db
    .select({ id: entityValueLinks.id })
    .from(entityValueLinks)
    .where(and(eq(entityValueLinks.entity_value_id, link.entity_value_id), eq(entityValueLinks.module_id, input.module_id)));
  if (taken) throw alreadyLinked();
  await db.update(entityValueLinks).set({ module_id: input.module_id }).where(eq(entityValueLinks.id, linkId));
  return { ...link, module_id: input.module_id };
}

export async function destroyEntityValueLink(db: Queryable, auth: AuthContext, projectId: number, moduleId: number, linkId: number): Promise<EntityValueLink> {
  await loadModuleFor(db, auth, projectId, moduleId, 'write');
  const link = await findLink(db, moduleId, linkId);
  await db.delete(entityValueLinks).where(eq(entityValueLinks.id, linkId));
  return link;
}
