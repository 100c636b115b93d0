/**
 * What a conversation is about, as the assistant calls name it (?moduleId= or ?projectId=, exactly one), with
 * the caller's read access checked: a module through its project and lock rules, a project as a whole.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AssistantSubject } from '../../../core/domain/assistant-types';
import type { AuthContext } from '../../auth/auth-context';
import { projectModules } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { assertModuleAction, loadModuleAccess, MODULE_NOT_FOUND, type TypedModuleRow } from '../module-access';
import { loadProjectFor, type ProjectRow } from '../project-access';
import { moduleContext } from './context/module-context';
import { projectContext } from './context/project-context';

export interface ResolvedSubject {
  project: ProjectRow;
  /** null: the project page. */
  module: TypedModuleRow | null;
}

export async function resolveSubject(app: FastifyInstance, auth: AuthContext, subject: AssistantSubject): Promise<ResolvedSubject> {
  if ((subject.moduleId === undefined) === (subject.projectId === undefined)) {
    throw badRequest({ code: 'malformedRequest', message: 'Name either a module (moduleId) or a project (projectId), not both and not neither.' });
  }
  if (subject.moduleId !== undefined) {
    const [row] = await app.db.select({ projectId: projectModules.project_id }).from(projectModules).where(eq(projectModules.id, subject.moduleId));
    if (!row) throw notFound(MODULE_NOT_FOUND);
    const access = await loadModuleAccess(app.db, auth, row.projectId, subject.moduleId);
    assertModuleAction(access, 'read');
    return { project: access.project, module: access.module };
  }
  const access = await loadProjectFor(app.db, auth, subject.projectId as number, 'read');
  return { project: access.project, module: null };
}

/** The subject's content as text for the model. */
export function subjectContext(app: FastifyInstance, subject: ResolvedSubject): Promise<string> {
  return subject.module ? moduleContext(app, subject.module) : projectContext(app, subject.project);
}
