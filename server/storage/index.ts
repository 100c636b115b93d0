/** The app's file storage: one per app, from its configuration (a local folder, or the database). */
import type { FastifyInstance } from 'fastify';
import { filesDir } from '../config';
import { DatabaseFileStorage } from './database-file-storage';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

export type { FileStorage, StoredFile } from './file-storage';
export { fileUrl } from './file-storage';

const storages = new WeakMap<FastifyInstance, FileStorage>();

/** The storage of this app, made on first use: TESSERA_FILE_STORE's choice (`${dataDir}/files` by default). */
export function fileStorage(app: FastifyInstance): FileStorage {
  let storage = storages.get(app);
  if (!storage) {
    storage = app.config.fileStore === 'database' ? new DatabaseFileStorage(app.db) : new LocalFileStorage(filesDir(app.config));
    storages.set(app, storage);
  }
  return storage;
}
