/** The app's file storage: one per app, from its configuration (a local folder for now). */
import type { FastifyInstance } from 'fastify';
import { filesDir } from '../config';
import type { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';

export type { FileStorage, StoredFile } from './file-storage';
export { fileUrl } from './file-storage';

const storages = new WeakMap<FastifyInstance, FileStorage>();

/** The storage of this app (created on first use under `${dataDir}/files`). */
export function fileStorage(app: FastifyInstance): FileStorage {
  let storage = storages.get(app);
  if (!storage) {
    storage = new LocalFileStorage(filesDir(app.config));
    storages.set(app, storage);
  }
  return storage;
}
