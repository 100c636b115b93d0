/**
 * Replacing the one file an owner has (a project's image, a module's preview, a cell's image): the new
 * bytes are stored first, then one project change forgets the owner's previous file rows, records the new
 * one and writes the owner; only after it commits are the previous bytes deleted. A failed write deletes
 * the new bytes again, so nothing is left half-done.
 */
import type { AuthContext } from '../auth/auth-context';
import type { Database, Transaction } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import { changeModule } from './module-revisions/change-module';
import { changeProject, type ChangeEventSpec } from './project-events';
import { deleteStoredFiles, filesOwnedBy, forgetStoredFiles, recordStoredFile, storeFile, type FileOwner } from './stored-files';

export interface FileUpload {
  data: Buffer;
  content_type: string;
}

/** A file of a module (a preview, a cell's image) changes the module: its revision is recorded with it. */
function changeOwner<T>(db: Database, owner: FileOwner, work: (tx: Transaction) => Promise<T>, auth: AuthContext, event: ChangeEventSpec<T>): Promise<T> {
  return owner.module_id === undefined || owner.module_id === null
    ? changeProject(db, owner.project_id, work, auth, event)
    : changeModule(db, owner.project_id, owner.module_id, work, auth, event);
}

export async function replaceOwnerFile<T>(
  db: Database,
  storage: FileStorage,
  auth: AuthContext,
  owner: FileOwner,
  upload: FileUpload | null,
  writeOwner: (tx: Transaction, key: string | null) => Promise<T>,
  event: ChangeEventSpec<T>,
): Promise<T> {
  const stored = upload ? await storeFile(storage, owner, upload.data, upload.content_type) : null;
  try {
    const { result, previous } = await changeOwner(
      db,
      owner,
      async (tx) => {
        const previous = await filesOwnedBy(tx, owner);
        await forgetStoredFiles(tx, previous);
        if (stored) await recordStoredFile(tx, owner, stored);
        return { result: await writeOwner(tx, stored?.key ?? null), previous };
      },
      auth,
      ({ result }) => (typeof event === 'function' ? event(result) : event),
    );
    await deleteStoredFiles(storage, previous);
    return result;
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    throw error;
  }
}
