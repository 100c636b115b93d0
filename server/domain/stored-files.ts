/**
 * Who may fetch a stored file. Keys start with the owner they belong to, and that owner's read rule
 * decides: `projects/{projectId}/modules/{moduleId}/...` needs read on that module (a module link
 * reaches it), the project's own image what shows the project's basic information, and anything else
 * under `projects/{projectId}/` (PDF resources) read on the whole project. Any other key answers 404,
 * like a file that does not exist.
 */
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { notFound } from '../errors';
import type { FileStorage } from '../storage/file-storage';
import { loadModuleAccess } from './module-access';
import { loadProjectAccess, loadProjectPartAccess } from './project-access';

const FILE_NOT_FOUND = 'This file';

/** The storage prefix for a project's files; `kind` e.g. 'image' or 'resources'. */
export function projectFilePrefix(projectId: number, kind: string): string {
  return `projects/${projectId}/${kind}`;
}

export function projectIdOfKey(key: string): number | null {
  const match = /^projects\/(\d+)\//.exec(key);
  return match ? Number(match[1]) : null;
}

/** Loads the access the key's owner needs; throws 404 (or 403) when the caller lacks it. */
async function assertMayReadKey(db: Queryable, auth: AuthContext, projectId: number, key: string): Promise<void> {
  const moduleMatch = /^projects\/\d+\/modules\/(\d+)\//.exec(key);
  if (moduleMatch) await loadModuleAccess(db, auth, projectId, Number(moduleMatch[1]));
  else if (key.startsWith(`${projectFilePrefix(projectId, 'image')}/`)) await loadProjectPartAccess(db, auth, projectId);
  else await loadProjectAccess(db, auth, projectId);
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
    await assertMayReadKey(db, auth, projectId, key);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw notFound(FILE_NOT_FOUND);
    throw error;
  }
  const file = await storage.get(key);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}
