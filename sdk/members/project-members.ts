/**
 * The members of a project (everyone with access to it: a direct or team permission, or company admin),
 * by name: the choices of a user field. Read from the project's effective permissions, which every
 * member may read (a share link may not: its viewers see no member names).
 */
import { useEffect, useState } from 'react';
import type { DirectoryUser } from '../../core/domain/sharing-types';
import { HttpClient } from '../../core/services/http-client';
import { forgetShared, loadShared } from '../http/shared-loads';
import { useService } from '../services-context';

export type ProjectMember = DirectoryUser;

export const projectMembersPath = (projectId: number) => `/api/projects/${projectId}/effective_permissions.json`;

/**
 * The project's members by name, loaded once per project and shared by every view on the page. A reader
 * the answer refuses (a share link's visitor) just sees no names: the refusal is not the page's to handle.
 */
export async function loadProjectMembers(http: HttpClient, projectId: number): Promise<ProjectMember[]> {
  const permissions = await loadShared<Array<{ user: DirectoryUser }>>(http, projectMembersPath(projectId), { skipStatusHandling: true });
  return permissions.map(({ user }) => user);
}

/** Drops a project's members, after its permissions were changed. */
export function forgetProjectMembers(http: HttpClient, projectId: number): void {
  forgetShared(http, projectMembersPath(projectId));
}

/** The project's members once loaded; nothing is loaded while `projectId` is undefined (no field needs them). */
export function useProjectMembers(projectId: number | undefined): ProjectMember[] | undefined {
  const http = useService(HttpClient);
  const [members, setMembers] = useState<{ projectId: number; members: ProjectMember[] }>();
  useEffect(() => {
    if (projectId === undefined) return;
    let current = true;
    loadProjectMembers(http, projectId).then(
      (loaded) => current && setMembers({ projectId, members: loaded }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [http, projectId]);
  return members && members.projectId === projectId ? members.members : undefined;
}
