/**
 * Rich text (a schema string with contentMediaType text/html, e.g. the text module's document) is cleaned
 * by the server on every way in, so reads and the archive export hold clean HTML whatever a client sent.
 */
import { describe, expect, it } from 'vitest';
import type { EntityValue, EntityValueBulkUpdateAnswer, Project } from '../../core/domain/api-types';
import type { ProjectArchive } from '../../core/domain/workspace-types';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, createProject, expectStatus, listValues, modulePath } from './support/workspace';

const { t, as } = useSignedInServer();

const DIRTY = '<p>Hi<img src=x onerror="alert(1)"><script>alert(2)</script> <a href="javascript:alert(3)" onclick="alert(4)">there</a></p>';
const CLEAN = '<p>Hi <a>there</a></p>';

async function textModule(name: string) {
  const project = await createProject(as.editor, name);
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
});
