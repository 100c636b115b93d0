/** FileStorage on a local folder (`${TESSERA_DATA_DIR}/files`); the content type sits next to the bytes. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { isValidKey, newKey, type FileStorage, type StoredFile } from './file-storage';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string | null {
    if (!isValidKey(key)) return null;
    const full = resolve(this.root, key);
    return full.startsWith(resolve(this.root) + sep) ? full : null;
  }

  async put(prefix: string, data: Buffer, contentType: string, extension?: string): Promise<StoredFile> {
    const key = newKey(prefix, extension);
    const path = this.pathOf(key);
    if (!path) throw new Error(`Invalid storage key ${key}`);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, data);
    await writeFile(`${path}.meta.json`, JSON.stringify({ content_type: contentType }));
    return { key, content_type: contentType, byte_size: data.length };
  }

  async get(key: string): Promise<{ data: Buffer; content_type: string } | null> {
    const path = this.pathOf(key);
    if (!path || key.endsWith('.meta.json')) return null;
    try {
      const [data, meta] = await Promise.all([readFile(path), readFile(`${path}.meta.json`, 'utf8')]);
      const parsed = JSON.parse(meta) as { content_type?: string };
      return { data, content_type: parsed.content_type ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) return;
    await Promise.all([rm(path, { force: true }), rm(`${path}.meta.json`, { force: true })]);
  }
}
