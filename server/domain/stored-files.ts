/**
 * Stored files and who may fetch them. Every upload has a `stored_files` row naming its owner (project,
 * module, cell or resource); the row, never a key a client wrote, decides what is served and deleted:
 * - GET /api/files/{key} serves a key only when it has a row and the caller may read the owner: a module's
 *   files need read on that module (a module share link reads only its module's files), the project's own
 *   files (image, PDF resources) read on the whole project. Anything else answers 404, as if the file did
 *   not exist.
 * - An owner's file is replaced or removed by looking up the owner's row, so a client that writes another
 *   project's key into a cell neither reaches nor deletes that file.
 * Bytes are stored before the row is written (storeFile) and deleted after the row is gone (deleteStoredFiles).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import { storedFiles, type StoredFileKind } from '../db/schema';
import { notFound } from '../errors';
import { isValidKey, type FileStorage, type StoredFile } from '../storage/file-storage';
import { loadModuleAccess } from './module-access';
import { loadProjectAccess } from './project-access';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Whom a file belongs to. */
export interface FileOwner {
  kind: StoredFileKind;
  project_id: number;
  module_id?: number | null;
  entity_value_id?: number | null;
  resource_id?: number | null;
}

const FILE_NOT_FOUND = 'This file';
const FILE_URL_PREFIX = '/api/files/';
const FILE_EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf' };

/** The storage folder of an owner's files: `projects/{id}/image`, `projects/{id}/modules/{id}/cells`, ... */
function folderOf(owner: FileOwner): string {
  const project = `projects/${owner.project_id}`;
  switch (owner.kind) {
    case 'project_image':
      return `${project}/image`;
    case 'project_resource':
      return `${project}/resources`;
    case 'module_preview':
      return `${project}/modules/${owner.module_id}/preview`;
    case 'cell_image':
      return `${project}/modules/${owner.module_id}/cells`;
    case 'module_image':
      return `${project}/modules/${owner.module_id}/images`;
  }
}

/** Stores the bytes under a new key in the owner's folder; record the row with recordStoredFile in the owner's write. */
export function storeFile(storage: FileStorage, owner: FileOwner, data: Buffer, contentType: string): Promise<StoredFile> {
  return storage.put(folderOf(owner), data, contentType, FILE_EXTENSIONS[contentType]);
}

export async function recordStoredFile(tx: Queryable, owner: FileOwner, file: StoredFile): Promise<StoredFileRow> {
  const [row] = await tx
    .insert(storedFiles)
    .values({ ...owner, key: file.key, content_type: file.content_type, byte_size: file.byte_size })
    .returning();
  return row;
}

/** The owner's files of one kind (e.g. the module's preview, a cell's image). */
export function filesOwnedBy(db: Queryable, owner: FileOwner): Promise<StoredFileRow[]> {
  const column = owner.entity_value_id != null
    ? eq(storedFiles.entity_value_id, owner.entity_value_id)
    : owner.resource_id != null
      ? eq(storedFiles.resource_id, owner.resource_id)
      : owner.module_id != null
        ? eq(storedFiles.module_id, owner.module_id)
        : eq(storedFiles.project_id, owner.project_id);
  return db.select().from(storedFiles).where(and(eq(storedFiles.project_id, owner.project_id), eq(storedFiles.kind, owner.kind), column));
}

export function filesOfModule(db: Queryable, moduleId: number): Promise<StoredFileRow[]> {
  return db.select().from(storedFiles).where(eq(storedFiles.module_id, moduleId));
}

export function filesWithKeys(db: Queryable, keys: readonly string[]): Promise<StoredFileRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db.select().from(storedFiles).where(inArray(storedFiles.key, [...keys]));
}

/** Drops the rows (inside the owner's write); pass the same rows to deleteStoredFiles once it is committed. */
export async function forgetStoredFiles(tx: Queryable, rows: readonly StoredFileRow[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.delete(storedFiles).where(inArray(storedFiles.id, rows.map((row) => row.id)));
}

export async function deleteStoredFiles(storage: FileStorage, rows: ReadonlyArray<Pick<StoredFileRow, 'key'>>): Promise<void> {
  await Promise.all(rows.map((row) => storage.delete(row.key)));
}

/** The URL an answer carries for a stored key. */
export function storedFileUrl(key: string): string {
  return `${FILE_URL_PREFIX}${key}`;
}

/** The key behind one of our file URLs, or null for anything else (external addresses, text). */
export function keyOfFileUrl(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith(FILE_URL_PREFIX)) return null;
  const key = url.slice(FILE_URL_PREFIX.length);
  return isValidKey(key) ? key : null;
}

/** True when the caller may read the file's owner (see the header). */
export async function mayReadStoredFile(db: Queryable, auth: AuthContext, row: StoredFileRow): Promise<boolean> {
  try {
    if (row.module_id !== null) await loadModuleAccess(db, auth, row.project_id, row.module_id);
    else await loadProjectAccess(db, auth, row.project_id);
    return true;
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 404 || status === 403) return false;
    throw error;
  }
}


export async function readStoredFile(
  db: Queryable,
  storage: FileStorage,
  auth: AuthContext,
  key: string,
): Promise<{ data: Buffer; content_type: string }> {
  const [row] = await filesWithKeys(db, [key]);
  if (!row || !(await mayReadStoredFile(db, auth, row))) throw notFound(FILE_NOT_FOUND);
  const file = await storage.get(key);
  if (!file) throw notFound(FILE_NOT_FOUND);
  return file;
}
