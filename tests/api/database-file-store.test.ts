/**
 * Files kept in the database (TESSERA_FILE_STORE=database): stored whole in chunks, read back byte for byte, deleted
 * with their chunks; and the app on that store serves an upload through GET /api/files as it does from the folder.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Project } from '../../core/domain/api-types';
import { filesDir } from '../../server/config';
import { fileBlobChunks, fileBlobs } from '../../server/db/schema';
import { fileStorage } from '../../server/storage';
import { DatabaseFileStorage, FILE_CHUNK_BYTES } from '../../server/storage/database-file-storage';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as, onboarding } = useSignedInServer({ config: { fileStore: 'database' } });

const chunksOf = async (key: string) =>
  (await t.db.select({ chunks: count() }).from(fileBlobChunks).where(eq(fileBlobChunks.key, key)))[0].chunks;

describe('DatabaseFileStorage', () => {
  it('stores a file larger than a chunk in chunks and reads it back byte for byte', async () => {
    const storage = new DatabaseFileStorage(t.db);
    const data = randomBytes(2 * FILE_CHUNK_BYTES + 12345);
    const stored = await storage.put('projects/7/resources', data, 'application/pdf', 'pdf');
    expect(stored).toEqual({ key: expect.stringMatching(/^projects\/7\/resources\/[0-9a-f]{24}\.pdf$/), content_type: 'application/pdf', byte_size: data.length });
    expect(await chunksOf(stored.key)).toBe(3);
    const read = await storage.get(stored.key);
    expect(read?.content_type).toBe('application/pdf');
    expect(read?.data.equals(data)).toBe(true);

    await storage.delete(stored.key);
    expect(await storage.get(stored.key)).toBeNull();
    expect(await chunksOf(stored.key)).toBe(0);
    await storage.delete(stored.key);
  });

  it('keeps an empty file, and answers nothing for unknown or malformed keys', async () => {
    const storage = new DatabaseFileStorage(t.db);
    const empty = await storage.put('projects/7/resources', Buffer.alloc(0), 'text/plain', 'txt');
    expect(await storage.get(empty.key)).toEqual({ data: Buffer.alloc(0), content_type: 'text/plain' });
    for (const key of ['projects/7/resources/missing.pdf', '../etc/passwd', '']) expect(await storage.get(key)).toBeNull();
  });
});

describe('an app on the database file store', () => {
  it('keeps an uploaded project image in the database, not in the folder, and serves it', async () => {
    expect(fileStorage(t.app)).toBeInstanceOf(DatabaseFileStorage);
    const project = expectStatus<Project>(
      await postMultipart(t, as.owner, `/api/projects/${onboarding}/upload_image.json`, {
        image: { filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
      }),
      200,
    );
    const key = project.image!.replace('/api/files/', '');
    expect(await t.db.select().from(fileBlobs).where(eq(fileBlobs.key, key))).toHaveLength(1);
    expect(existsSync(`${filesDir(t.config)}/${key}`)).toBe(false);
    const served = await as.editor.get(project.image!);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expectStatus(await as.globex.get(project.image!), 404);
  });
});
