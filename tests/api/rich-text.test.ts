/**
 * Rich text (a schema string with contentMediaType text/html, e.g. the text module's document) is cleaned
 * by the server on every way in, so reads and the archive export hold clean HTML whatever a client sent.
 */
import { describe, expect, it } from 'vitest';
import type { EntityValue, EntityValueBulkUpdateAnswer, Project, ProjectModule } from '../../core/domain/api-types';
import type { ProjectArchive } from '../../core/domain/workspace-types';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, expectStatus, listValues, modulePath } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

const uploadTextImage = (values: string, data = TINY_PNG, contentType = 'image/png') =>
  postMultipart(t, as.editor, `${values}/upload_module_image.json`, { image: { filename: 'photo.png', contentType, data } });

const DIRTY = '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)" onclick="alert(4)">there</a></p>';
const CLEAN = '<p>Hi <a>there</a></p>';

/** A text module in a new project, or in the onboarding project that the viewer reads too. */
async function textModule(name: string, projectId?: number) {
  const project = projectId === undefined ? await createProject(as.editor, name) : { id: projectId };
  const module = await createModule(as.editor, project.id, 'FreeTexts', 'Notes');
  return { project, module, values: `${modulePath(project.id, module.id)}/entity_values`, attribute: t.seed.attributes.FreeTextDocument! };
}

const htmlOf = (values: EntityValue[]) => values.map((value) => (value.value as { html: string }).html);

describe('rich text', () => {
  it('is cleaned when created, updated, bulk created and bulk updated, and reads back clean', async () => {
    const { project, module, values, attribute } = await textModule('Rich text writes');
    const created = expectStatus<EntityValue>(await as.editor.post(`${values}.json`, { entity_attribute_id: attribute, value: { html: DIRTY } }), 201);
    expect(htmlOf([created])).toEqual([CLEAN]);

    await as.editor.put(`${values}/${created.id}.json`, { value: { html: `${DIRTY}!` } });
    const bulkCreated = expectStatus<EntityValue[]>(
      await as.editor.post(`${values}/bulk_create.json`, { entity_values: [{ entity_attribute_id: attribute, value: { html: DIRTY } }] }),
      201,
    );
    const bulkUpdated = expectStatus<EntityValueBulkUpdateAnswer>(
      await as.editor.post(`${values}/bulk_update.json`, {
        entity_values: [{ id: bulkCreated[0].id, value: { html: DIRTY } }, { entity_attribute_id: attribute, value: { html: DIRTY } }],
      }),
      200,
    );
    expect(htmlOf(bulkUpdated.entity_values)).toEqual([CLEAN, CLEAN]);
    // A text module holds one document, so every create above wrote into it: it holds the last, clean.
    expect(htmlOf(await listValues(as.editor, project.id, module.id))).toEqual([CLEAN]);
  });

  it('is cleaned on archive import, and the export holds clean HTML', async () => {
    const { project, values, attribute } = await textModule('Rich text archive');
    expectStatus(await as.editor.post(`${values}.json`, { entity_attribute_id: attribute, value: { html: DIRTY } }), 201);
    const archive = expectStatus<ProjectArchive>(await as.editor.get(`/api/projects/${project.id}/export.json`), 200);
    expect(archive.entity_values.map((v) => (v.value as { html: string }).html)).toEqual([CLEAN]);

    const dirtyArchive = { ...archive, entity_values: archive.entity_values.map((v) => ({ ...v, value: { html: DIRTY } })) };
    const imported = expectStatus<Project>(await as.editor.post('/api/projects/import.json', dirtyArchive), 201);
    const reExported = expectStatus<ProjectArchive>(await as.editor.get(`/api/projects/${imported.id}/export.json`), 200);
    expect(reExported.entity_values.map((v) => (v.value as { html: string }).html)).toEqual([CLEAN]);
  });

  it('keeps tables, code, quotes and our own images, and removes what could run or leak', async () => {
    const { values, attribute } = await textModule('Rich text structure');
    const kept = '<h2>Plan</h2><blockquote><p>q</p></blockquote><pre><code>x</code></pre><table><tbody><tr><th colspan="2" rowspan="1"><p>h</p></th></tr></tbody></table>';
    const dirty =
      `${kept}<table><tbody><tr><td onclick="alert(1)">a<script>alert(2)</script></td></tr></tbody></table>` +
      '<p><img src="data:image/png;base64,iVBORw0KGgo="><img src="https://tracker.test/p.png"><a href="javascript:alert(3)">j</a></p>';
    const created = expectStatus<EntityValue>(await as.editor.post(`${values}.json`, { entity_attribute_id: attribute, value: { html: dirty } }), 201);
    expect(htmlOf([created])).toEqual([`${kept}<table><tbody><tr><td>a</td></tr></tbody></table><p><a>j</a></p>`]);
  });

  it('stores an image uploaded for the text as a file of the module that its readers may fetch', async () => {
    const { values, attribute } = await textModule('Rich text images', onboarding);
    const { url } = expectStatus<{ url: string }>(await uploadTextImage(values), 200);
    expect(url).toMatch(/^\/api\/files\/projects\/\d+\/modules\/\d+\/images\/[0-9a-f]+\.png$/);
    const second = expectStatus<{ url: string }>(await uploadTextImage(values), 200).url;
    expect(second).not.toBe(url);
    const html = `<p><img src="${url}" alt="Plan"><img src="${second}"></p>`;
    const created = expectStatus<EntityValue>(await as.editor.post(`${values}.json`, { entity_attribute_id: attribute, value: { html } }), 201);
    expect(htmlOf([created])).toEqual([html]);
    for (const file of [url, second]) {
      const answer = await as.viewer.get(file);
      expect(answer.statusCode).toBe(200);
      expect(answer.rawPayload.equals(TINY_PNG)).toBe(true);
    }
  });

  it('refuses a text image from a reader and a file that is not an image', async () => {
    const { values } = await textModule('Rich text image rules', onboarding);
    expectStatus(await postMultipart(t, as.viewer, `${values}/upload_module_image.json`, { image: { filename: 'p.png', contentType: 'image/png', data: TINY_PNG } }), 403);
    expectStatus(await uploadTextImage(values, Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml'), 422);
  });

  it('a copy of the module (clone, archive import) shows its own copies of the text images', async () => {
    const { project, module, values, attribute } = await textModule('Rich text image copies');
    const { url } = expectStatus<{ url: string }>(await uploadTextImage(values), 200);
    const foreign = '/api/files/projects/999999/modules/1/images/abc.png';
    const html = `<p>a<img src="${url}" alt="Plan">b<img src="${foreign}"></p>`;
    expectStatus(await as.editor.post(`${values}.json`, { entity_attribute_id: attribute, value: { html } }), 201);

    const clone = expectStatus<ProjectModule>(await as.editor.post(`${modulePath(project.id, module.id)}/clone.json`), 201);
    const [cloned] = htmlOf(await listValues(as.editor, project.id, clone.id));
    const clonedUrl = /src="([^"]+)"/.exec(cloned)![1];
    expect(clonedUrl).toMatch(new RegExp(`^/api/files/projects/${project.id}/modules/${clone.id}/images/`));
    // The image that was not the module's own file is dropped rather than left pointing elsewhere.
    expect(cloned).toBe(`<p>a<img src="${clonedUrl}" alt="Plan">b</p>`);
    expect((await as.editor.get(clonedUrl)).rawPayload.equals(TINY_PNG)).toBe(true);

    const archive = expectStatus<ProjectArchive>(await as.editor.get(`/api/projects/${project.id}/export.json`), 200);
    const imported = expectStatus<Project>(await as.editor.post('/api/projects/import.json', archive), 201);
    const reExported = expectStatus<ProjectArchive>(await as.editor.get(`/api/projects/${imported.id}/export.json`), 200);
    for (const value of reExported.entity_values) {
      const importedUrl = /src="([^"]+)"/.exec((value.value as { html: string }).html)![1];
      expect(importedUrl).toMatch(new RegExp(`^/api/files/projects/${imported.id}/modules/\\d+/images/`));
      expect((await as.editor.get(importedUrl)).statusCode).toBe(200);
    }
  });
});
