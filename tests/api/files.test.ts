/** The file storage (local folder) and GET /api/files/{key}. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project } from '../../core/domain/api-types';
import { fileUrl, isValidKey } from '../../server/storage/file-storage';
import { LocalFileStorage } from '../../server/storage/local-file-storage';
import { recordStoredFile } from '../../server/domain/stored-files';
import { fileStorage } from '../../server/storage';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'tessera-files-'));
});

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('LocalFileStorage', () => {
  it('stores, reads and deletes files under new keys with their content type', async () => {
    const storage = new LocalFileStorage(folder);
    const stored = await storage.put('projects/7/resources', Buffer.from('%PDF-1.4 hello'), 'application/pdf', 'pdf');
    expect(stored).toEqual({ key: expect.stringMatching(/^projects\/7\/resources\/[0-9a-f]{24}\.pdf$/), content_type: 'application/pdf', byte_size: 14 });
    expect(await storage.get(stored.key)).toEqual({ data: Buffer.from('%PDF-1.4 hello'), content_type: 'application/pdf' });
    await storage.delete(stored.key);
    expect(await storage.get(stored.key)).toBeNull();
    await storage.delete(stored.key);
  });

  it('never reads outside its folder', async () => {
    const storage = new LocalFileStorage(folder);
    for (const key of ['../etc/passwd', 'projects/1/../../x', '/abs', 'a//b', '']) {
      expect(isValidKey(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
    }
  });

  it('turns keys into /api/files URLs and leaves URLs alone', () => {
    expect(fileUrl('projects/1/image/a.png')).toBe('/api/files/projects/1/image/a.png');
    expect(fileUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(fileUrl(null)).toBeNull();
  });
});

describe('GET /api/files/{key}', () => {
  it('serves a project file to its readers only', async () => {
    const stored = await fileStorage(t.app).put(`projects/${onboarding}/resources`, Buffer.from('%PDF-1.4'), 'application/pdf', 'pdf');
    await recordStoredFile(t.db, { kind: 'project_resource', project_id: onboarding }, stored);
    const res = await as.viewer.get(`/api/files/${stored.key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toBe('%PDF-1.4');
    expectStatus(await as.globex.get(`/api/files/${stored.key}`), 404);
    expectStatus(await as.restricted.get(`/api/files/${stored.key}`), 404);
    expectStatus(await as.anonymous.get(`/api/files/${stored.key}`), 401);
    expectStatus(await as.viewer.get(`/api/files/projects/${onboarding}/resources/missing.pdf`), 404);
    expectStatus(await as.viewer.get('/api/files/companies/1/logo.png'), 404);
  });

  it('serves an uploaded project image', async () => {
    const project = expectStatus<Project>(
      await postMultipart(t, as.owner, `/api/projects/${onboarding}/upload_image.json`, {
        image: { filename: 'a.png', contentType: 'image/png', data: TINY_PNG },
      }),
      200,
    );
    expect((await as.editor.get(project.image!)).rawPayload.equals(TINY_PNG)).toBe(true);
  });
});
