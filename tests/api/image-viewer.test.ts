/**
 * Image viewer modules: images are files of the module, uploaded through upload_module_image.json and judged by
 * their content; the image value's schema refuses what is no image of ours; readers cannot write; a copy of the
 * module takes the files along and removing the module removes its files.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EntityValue, ProjectModule } from '../../core/domain/api-types';
import { MODULE_IMAGE_MAX_BYTES } from '../../core/domain/image-content-type';
import { storedFiles } from '../../server/db/schema';
import { fileStorage } from '../../server/storage';
import type { ApiClient } from './harness';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, expectStatus, failingFields, listValues, modulePath } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

const valuesPath = (module: ProjectModule) => `${modulePath(module.project_id, module.id)}/entity_values`;
const upload = (client: ApiClient, module: ProjectModule, data: Buffer, filename = 'photo.png', contentType = 'image/png') =>
  postMultipart(t, client, `${valuesPath(module)}/upload_module_image.json`, { image: { filename, contentType, data } });

async function imageAttribute(client: ApiClient, module: ProjectModule): Promise<number> {
  const attributes = expectStatus<Array<{ id: number; key: string }>>(await client.get(`/api/entity_attributes.json?module_type_id=${module.scenario_module_id}`), 200);
  return attributes.find((attribute) => attribute.key === 'ImageViewerImage')!.id;
}

async function storedFileCount(module: ProjectModule): Promise<number> {
  return (await t.db.select().from(storedFiles).where(eq(storedFiles.module_id, module.id))).length;
}

const keyOf = (url: string) => url.replace('/api/files/', '');

/** A JPEG's first bytes: enough for the content check, whatever the file is named. */
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

describe('image viewer', () => {
  it('stores an uploaded image as a file of the module and an image value pointing at it', async () => {
    const project = await createProject(as.editor, 'Gallery');
    const module = await createModule(as.editor, project.id, 'ImageViewers', 'Site photos');
    const { url } = expectStatus<{ url: string }>(await upload(as.editor, module, TINY_PNG), 200);
    expect(url).toMatch(/^\/api\/files\//);
    const attribute = await imageAttribute(as.editor, module);
    expectStatus(await as.editor.post(`${valuesPath(module)}.json`, { entity_attribute_id: attribute, value: { image: { url }, caption: 'North side', name: 'photo.png' } }), 201);
    const file = await as.editor.get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, no-cache');
    expectStatus(await as.viewer.get(url), 404);
  });

  it('stores a JPEG named .png as the JPEG it is', async () => {
    const module = await createModule(as.editor, (await createProject(as.editor, 'Gallery types')).id, 'ImageViewers');
    const { url } = expectStatus<{ url: string }>(await upload(as.editor, module, JPEG_START, 'holiday.png', 'image/png'), 200);
    expect((await as.editor.get(url)).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a non-image renamed .png and an oversized image with 422 saying why, and stores nothing', async () => {
    const module = await createModule(as.editor, (await createProject(as.editor, 'Gallery refusals')).id, 'ImageViewers');
    const renamed = await upload(as.editor, module, Buffer.from('Minutes of the meeting, not a picture'), 'minutes.png');
    expect(failingFields(renamed)).toEqual(['image']);
    expect(expectStatus<{ fields: Array<{ message: string }> }>(renamed, 422).fields[0].message).toBe(
      '“minutes.png” is not a PNG, JPEG, GIF or WebP image: its content is not an image, whatever its name says.',
    );
    const big = await upload(as.editor, module, Buffer.concat([TINY_PNG, Buffer.alloc(MODULE_IMAGE_MAX_BYTES)]));
    expect(expectStatus<{ fields: Array<{ message: string }> }>(big, 422).fields[0].message).toBe('The PNG, JPEG, GIF or WebP image must be at most 10 MB.');
    const svg = await upload(as.editor, module, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.svg', 'image/svg+xml');
    expect(expectStatus<{ fields: Array<{ message: string }> }>(svg, 422).fields[0].message).toBe(
      'Only a PNG, JPEG, GIF or WebP image is accepted; this file is a SVG image.',
    );
    expect(await storedFileCount(module)).toBe(0);
  });

  it.each([
    ['an image that is no stored file of ours', { image: { url: 'https://example.com/cat.png' }, caption: '' }],
    ['a caption that is not text', { image: null, caption: 7 }],
    ['a caption longer than 1000 characters', { image: null, caption: 'x'.repeat(1001) }],
    ['a value without a caption', { image: null }],
    ['an unknown field', { image: null, caption: '', width: 10 }],
  ])('refuses %s with 422 and writes nothing', async (_, value) => {
    const module = await createModule(as.editor, (await createProject(as.editor, 'Gallery schema')).id, 'ImageViewers');
    const attribute = await imageAttribute(as.editor, module);
    expectStatus(await as.editor.post(`${valuesPath(module)}.json`, { entity_attribute_id: attribute, value }), 422);
    expect(await listValues(as.editor, module.project_id, module.id)).toEqual([]);
  });

  it('lets a reader see the images but neither upload nor write', async () => {
    const module = await createModule(as.editor, onboarding, 'ImageViewers', 'Team photos');
    const { url } = expectStatus<{ url: string }>(await upload(as.editor, module, TINY_PNG), 200);
    const attribute = await imageAttribute(as.editor, module);
    expectStatus(await as.editor.post(`${valuesPath(module)}.json`, { entity_attribute_id: attribute, value: { image: { url }, caption: 'Team' } }), 201);
    expect((await as.viewer.get(url)).statusCode).toBe(200);
    expectStatus(await upload(as.viewer, module, TINY_PNG), 403);
    expectStatus(await as.viewer.post(`${valuesPath(module)}.json`, { entity_attribute_id: attribute, value: { image: { url }, caption: 'Mine' } }), 403);
    expect(await storedFileCount(module)).toBe(1);
    expect(await listValues(as.editor, onboarding, module.id)).toHaveLength(1);
  });

  it('copies the files with a module clone, points the copy at them, and removes a module’s files with it', async () => {
    const project = await createProject(as.editor, 'Gallery copies');
    const module = await createModule(as.editor, project.id, 'ImageViewers', 'Originals');
    const { url } = expectStatus<{ url: string }>(await upload(as.editor, module, TINY_PNG), 200);
    const attribute = await imageAttribute(as.editor, module);
    expectStatus(await as.editor.post(`${valuesPath(module)}.json`, { entity_attribute_id: attribute, value: { image: { url }, caption: 'One' } }), 201);
    const clone = expectStatus<ProjectModule>(await as.editor.post(`${modulePath(project.id, module.id)}/clone.json`, {}), 201);
    const [copied] = (await listValues(as.editor, project.id, clone.id)) as Array<EntityValue<{ image: { url: string } }>>;
    expect(copied.value.image.url).not.toBe(url);
    expect((await as.editor.get(copied.value.image.url)).statusCode).toBe(200);
    expect(await storedFileCount(clone)).toBe(1);

    expectStatus(await as.editor.delete(`${modulePath(project.id, module.id)}.json`), 200);
    expectStatus(await as.editor.get(url), 404);
    expect(await fileStorage(t.app).get(keyOf(url))).toBeNull();
    expect((await as.editor.get(copied.value.image.url)).statusCode).toBe(200);
  });
});
