/**
 * Who may fetch a stored file. Keys start with the owner they belong to, and that owner's read rule
 * decides: `projects/{projectId}/...` needs read on the project (images, PDF resources). Any other key
 * answers 404, like a file that does not exist.
 */
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { notFound } from '../errors';
import type { FileStorage } from '../storage/file-storage';
import { loadProjectAccess } from './project-access';

const FILE_NOT_FOUND = 'This file';

/** The storage prefix for a project's files; `kind` e.g. 'image' or 'resources'. */
export function projectFilePrefix(projectId: number, kind: string): string {
  return `projects/${projectId}/${kind}`;
}

export function projectIdOfKey(key: string): number | null {
  const match = /^projects\/(\d+)\//.exec(key);
  return match ? Number(match[1]) : null;
}

export async function readStoredFile(
  db: Queryable,
  storage: FileStorage,
  auth: AuthContext,
  key: string,
): Promise<{ data: Buffer; content_type: string }> {
  const projectId = projectIdOfKey(key);
  if (projectId === null) throw notFound(FILE_NOT_FOUND);
  try {
    await loadProjectAccess(db, auth, projectId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw notFound(FILE_NOT_FOUND);
    throw error;
  }
  const file = await storage.get(key);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}
