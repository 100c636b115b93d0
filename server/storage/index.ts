/** The app's file storage: one per app, from its configuration (a local folder, or the database). */
import type { FastifyInstance } from 'fastify';
import { filesDir, type ServerConfig } from '../config';
import type { Database } from '../db/client';
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
    storage = configuredFileStorage(app.config, app.db);
    storages.set(app, storage);
  }
  return storage;
}

/** The storage `config` chooses (TESSERA_FILE_STORE), for code that runs without an app: the demo seed. */
export function configuredFileStorage(config: ServerConfig, db: Database): FileStorage {
  return config.fileStore === 'database' ? new DatabaseFileStorage(db) : new LocalFileStorage(filesDir(config));
}
