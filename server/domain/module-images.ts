/**
 * Images inside a module's rich text (the text module's document, a list's rich text field). Each upload is
 * a new file of the module (kind module_image): a document holds any number of them and the client writes
 * their URLs into its HTML, which the rich text policy only lets name our own files. A file stays while its
 * module exists, so undoing an image's removal in the editor finds it again; it goes with the module.
 */
import type { Database } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import type { ModuleAccess } from './module-access';
import type { FileUpload } from './owner-files';
import { recordStoredFile, storedFileUrl, storeFile, type FileOwner } from './stored-files';

export async function addModuleImage(db: Database, storage: FileStorage, access: ModuleAccess, upload: FileUpload): Promise<{ url: string }> {
  const owner: FileOwner = { kind: 'module_image', project_id: access.module.project_id, module_id: access.module.id };
  const stored = await storeFile(storage, owner, upload.data, upload.content_type);
  try {
    await recordStoredFile(db, owner, stored);
  } catch (error) {
    await storage.delete(stored.key);
    throw error;
  }
  return { url: storedFileUrl(stored.key) };
}
