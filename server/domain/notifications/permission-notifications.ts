/**
 * A person given access to a project, or a new level on it, by someone else is told ('permission_granted'):
 * directly, or as a member of a team given it (every member of the team at that moment).
 */
import { eq } from 'drizzle-orm';
import type { AuthContext } from '../../auth/auth-context';
import type { Queryable } from '../../db/client';
import { roleUsers } from '../../db/schema';
import { projectLink } from './notification-links';
import { notify } from './notify';

type GrantedProject = { id: number; name: string };

function notifyOfProjectAccess(db: Queryable, auth: AuthContext, project: GrantedProject, userIds: Iterable<number>): Promise<void> {
  return notify(db, userIds, { kind: 'permission_granted', actorId: auth.user.id, text: project.name, link: projectLink(project.id) });
}

export function notifyOfPermission(db: Queryable, auth: AuthContext, project: GrantedProject, userId: number): Promise<void> {
  return notifyOfProjectAccess(db, auth, project, [userId]);
}

export async function notifyOfTeamPermission(db: Queryable, auth: AuthContext, project: GrantedProject, roleId: number): Promise<void> {
  const members = await db.select({ user_id: roleUsers.user_id }).from(roleUsers).where(eq(roleUsers.role_id, roleId));
  await notifyOfProjectAccess(db, auth, project, members.map((member) => member.user_id));
}
