/**
 * The events of opening a page: the server sees a project page open in the GET of the project, and a
 * module page in the GET of the module (the host loads both once per page). A page opened through a share
 * link is also a share_link_opened, by the visitor when signed in, else by nobody.
 */
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import type { ModuleAccess } from '../module-access';
import { recordUserEvent, signedInUserId } from './record-user-event';

/** A project page (or a page inside it) opened through a link to the whole project. */
export async function recordProjectOpened(db: Queryable, auth: AuthContext, projectId: number): Promise<void> {
  const share = auth.share;
  if (!share || share.projectId !== projectId || share.moduleId !== null) return;
  await recordUserEvent(db, { kind: 'share_link_opened', user_id: signedInUserId(auth), company_id: share.companyId, project_id: projectId });
}

export async function recordModuleOpened(db: Queryable, auth: AuthContext, access: ModuleAccess): Promise<void> {
  const userId = signedInUserId(auth);
  const where = { company_id: access.project.company_id, project_id: access.project.id, module_id: access.module.id };
  if (userId !== null) await recordUserEvent(db, { kind: 'module_viewed', user_id: userId, ...where });
  if (auth.share?.moduleId === access.module.id) await recordUserEvent(db, { kind: 'share_link_opened', user_id: userId, ...where });
}
