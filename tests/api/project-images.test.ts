/** POST /api/projects/{id}/upload_image.json and GET /api/files/{key}. */
import { describe, expect, it } from 'vitest';
import type { Project } from '../../core/domain/api-types';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, UNKNOWN_ID, type Actors } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

const upload = (client: Actors[keyof Actors], projectId: number, data = TINY_PNG, contentType = 'image/png', field = 'image') =>
  postMultipart(t, client, `/api/projects/${projectId}/upload_image.json`, { [field]: { filename: 'logo.png', contentType, data } });

describe('project image', () => {
  it('is uploaded by writers, answered as a URL and served to readers only', async () => {
    const project = expectStatus<Project>(await upload(as.editor, onboarding), 200);
    expect(project.image).toMatch(/^\/api\/files\/projects\/\d+\/image\/[0-9a-f]+\.png$/);
    const file = await as.viewer.get(project.image!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(expectStatus<Project>(await as.viewer.get(`/api/projects/${onboarding}.json`), 200).image).toBe(project.image);
    expectStatus(await as.globex.get(project.image!), 404);
    // A file the caller may not read is as unknown as a missing one.
    expectStatus(await as.restricted.get(project.image!), 404);
    expectStatus(await as.anonymous.get(project.image!), 401);
  });

  it('replaces the previous image file', async () => {
    const first = expectStatus<Project>(await as.owner.get(`/api/projects/${onboarding}.json`), 200);
    const second = expectStatus<Project>(await upload(as.owner, onboarding), 200);
    expect(second.image).not.toBe(first.image);
    expectStatus(await as.owner.get(first.image!), 404);
    expect((await as.owner.get(second.image!)).statusCode).toBe(200);
  });

  it('is refused to readers (403), other companies and unknown ids (404), nobody (401)', async () => {
    expectStatus(await upload(as.viewer, onboarding), 403);
    expectStatus(await upload(as.globex, onboarding), 404);
    expectStatus(await upload(as.owner, UNKNOWN_ID), 404);
    expectStatus(await upload(as.restricted, onboarding), 403);
    expectStatus(await upload(as.anonymous, onboarding), 401);
  });

  it('answers 422 for a wrong type, a fake image, a missing field and a file over 5 MB', async () => {
    expect(failingFields(await upload(as.owner, onboarding, Buffer.from('%PDF-1.4'), 'application/pdf'))).toEqual(['image']);
    expect(failingFields(await upload(as.owner, onboarding, Buffer.from('not a png'), 'image/png'))).toEqual(['image']);
    expect(failingFields(await upload(as.owner, onboarding, TINY_PNG, 'image/png', 'picture'))).toEqual(['image']);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(failingFields(await upload(as.owner, onboarding, big))).toEqual(['image']);
    expect(failingFields(await as.owner.post(`/api/projects/${onboarding}/upload_image.json`, { image: 'x' }))).toEqual(['image']);
  });

  it('names the real problem of a wrong upload', async () => {
    const messageOf = (res: Awaited<ReturnType<typeof upload>>) => expectStatus<{ fields: Array<{ message: string }> }>(res, 422).fields[0].message;
    const url = `/api/projects/${onboarding}/upload_image.json`;
    const png = { filename: 'logo.png', contentType: 'image/png', data: TINY_PNG };
    expect(messageOf(await postMultipart(t, as.owner, url, { image: png, other: png }))).toBe('Send one file only, as field "image".');
    const fields = Object.fromEntries(Array.from({ length: 21 }, (_, n) => [`field${n}`, 'x']));
    expect(messageOf(await postMultipart(t, as.owner, url, { ...fields, image: png }))).toMatch(/^The form has too many fields/);
    expect(messageOf(await upload(as.owner, onboarding, Buffer.from('%PDF-1.4'), 'application/pdf'))).toBe(
      'Only a PNG, JPEG, WebP or GIF image is accepted (got application/pdf).',
    );
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(messageOf(await upload(as.owner, onboarding, big))).toBe('The PNG, JPEG, WebP or GIF image must be at most 5 MB.');
  });

  it('GET /api/files answers 404 for unknown and malformed keys', async () => {
    expectStatus(await as.owner.get(`/api/files/projects/${onboarding}/image/unknown.png`), 404);
    expectStatus(await as.owner.get('/api/files/other/thing.png'), 404);
    expectStatus(await as.owner.get(`/api/files/projects/${onboarding}/../../secret`), 404);
  });
});
