/** GET /api/projects/{id}/export.json and export.pdf; POST /api/projects/import.json (JSON body or multipart). */
import { describe, expect, it } from 'vitest';
import type { EntityValue, Project, ProjectModule, Section } from '../../core/domain/api-types';
import type { ProjectArchive } from '../../core/domain/workspace-types';
import { postMultipart } from './support/multipart';
import { pdfBookmarks } from '../support/pdf';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, failingFields, listValues, UNKNOWN_ID, type Actors } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

type Client = Actors[keyof Actors];

async function snapshot(client: Client, projectId: number) {
  const project = expectStatus<Project>(await client.get(`/api/projects/${projectId}.json`), 200);
  const sections = expectStatus<Section[]>(await client.get(`/api/projects/${projectId}/sections.json`), 200);
  const modules = expectStatus<ProjectModule[]>(await client.get(`/api/projects/${projectId}/project_scenario_modules.json`), 200);
  const sectionName = new Map(sections.map((s) => [s.id, s.name]));
  const values: Record<string, unknown[]> = {};
  for (const module of modules) {
    values[module.name] = (await listValues(client, projectId, module.id)).map(({ key, value, position }: EntityValue) => ({ key, value, position }));
  }
  return {
    name: project.name,
    description: project.description,
    sections: sections.map((s) => [s.name, s.position]),
    modules: modules.map((m) => [m.name, m.type_key, m.position, m.section_id === null ? null : sectionName.get(m.section_id)]),
    values,
  };
}

const exportOf = async (client: Client, id: number) => {
  const res = await client.get(`/api/projects/${id}/export.json`);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.tessera\.json"$/);
  return expectStatus<ProjectArchive>(res, 200);
};

describe('export and import', () => {
  it('exports the archive to readers', async () => {
    const archive = await exportOf(as.viewer, onboarding);
    expect(archive).toMatchObject({ format: 'tessera-project', version: 2, project: { name: 'Acme onboarding' } });
    expect(archive.modules.length).toBeGreaterThan(0);
    expect(archive.entity_values.length).toBeGreaterThan(0);
    expect(archive.modules[0]).toHaveProperty('type_key');
    expect(archive.entity_values[0]).toHaveProperty('key');
  });

  it('round-trips: import of the export is an equal project that the importer admins', async () => {
    const archive = await exportOf(as.editor, onboarding);
    const imported = expectStatus<Project>(await as.editor.post('/api/projects/import.json', archive), 201);
    expect(imported).toMatchObject({ name: 'Acme onboarding', permissions: { admin: true }, entity_type: 'project' });
    expect(imported.id).not.toBe(onboarding);
    expect(await snapshot(as.editor, imported.id)).toEqual(await snapshot(as.editor, onboarding));
  });

  it('imports an uploaded file (multipart field "file")', async () => {
    const archive = await exportOf(as.owner, onboarding);
    const res = await postMultipart(t, as.owner, '/api/projects/import.json', {
      file: { filename: 'acme.tessera.json', contentType: 'application/json', data: Buffer.from(JSON.stringify(archive)) },
    });
    const imported = expectStatus<Project>(res, 201);
    expect(await snapshot(as.owner, imported.id)).toEqual(await snapshot(as.owner, onboarding));
    const notJson = await postMultipart(t, as.owner, '/api/projects/import.json', {
      file: { filename: 'x.json', contentType: 'application/json', data: Buffer.from('nope') },
    });
    expect(failingFields(notJson)).toEqual(['file']);
  });

  it('answers 422 with a clear message for a wrong or newer format and for broken content', async () => {
    const archive = await exportOf(as.owner, onboarding);
    const wrong = expectStatus<{ message: string }>(await as.owner.post('/api/projects/import.json', { hello: 'world' }), 422);
    expect(wrong.message).toMatch(/not a Tessera project export/);
    const newer = expectStatus<{ message: string }>(await as.owner.post('/api/projects/import.json', { ...archive, version: 3 }), 422);
    expect(newer.message).toMatch(/newer version/);
    const unknownType = { ...archive, modules: archive.modules.map((m, i) => (i === 0 ? { ...m, type_key: 'NoSuchKind' } : m)) };
    expect(failingFields(await as.owner.post('/api/projects/import.json', unknownType))).toContain('modules/0/type_key');
    const badValue = { ...archive, entity_values: [{ ...archive.entity_values[0], value: { unexpected: [1, 2, 3] } }] };
    const fields = failingFields(await as.owner.post('/api/projects/import.json', badValue));
    expect(fields.every((f) => f.startsWith('entity_values/0'))).toBe(true);
    expect(failingFields(await as.owner.post('/api/projects/import.json', { ...archive, project: { name: '' } }))).toEqual(['project/name']);
  });

  it('follows the permissions', async () => {
    const archive = await exportOf(as.owner, onboarding);
    expectStatus(await as.globex.get(`/api/projects/${onboarding}/export.json`), 404);
    expectStatus(await as.owner.get(`/api/projects/${UNKNOWN_ID}/export.json`), 404);
    expectStatus(await as.restricted.get(`/api/projects/${onboarding}/export.json`), 403);
    expectStatus(await as.anonymous.get(`/api/projects/${onboarding}/export.json`), 401);
    expectStatus(await as.restricted.post('/api/projects/import.json', archive), 403);
    expectStatus(await as.anonymous.post('/api/projects/import.json', archive), 401);
    // Globex imports into Globex.
    const theirs = expectStatus<Project>(await as.globex.post('/api/projects/import.json', archive), 201);
    expect(theirs.company_id).toBe(t.seed.companies.globex);
  });

  it('export.pdf is a printable summary for readers, with a bookmark for each section and module', async () => {
    const res = await as.viewer.get(`/api/projects/${onboarding}/export.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".+\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfBookmarks(res.rawPayload)).toContain('Getting started');
  });
});
