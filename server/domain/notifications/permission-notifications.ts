/** A person given access to a project, or a new level on it, by someone else is told ('permission_granted'). */
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { projectLink } from './notification-links';
import { notify } from './notify';

export function notifyOfPermission(db: Queryable, auth: AuthContext, project: { id: number; name: string }, userId: number): Promise<void> {
  return notify(db, [userId], { kind: 'permission_granted', actorId: auth.user.id, text: project.name, link: projectLink(project.id) });
}
