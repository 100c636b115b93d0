/**
 * Stored files belong to their owner's row: a key a client writes into a cell neither serves nor deletes a
 * file, a file is served only to those who may read its owner, and copies own copies of their files.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityValue, Project, ProjectModule } from '../../core/domain/api-types';
import type { ProjectResource } from '../../core/domain/sharing-types';
import type { ProjectArchive } from '../../core/domain/workspace-types';
import { fileStorage } from '../../server/storage';
import type { ApiClient } from './harness';
import { createDiagram, diagramValuesPath, uploadDiagramImage, type DiagramImageAnswer } from './support/diagrams';
import { postMultipart, TINY_PNG } from './support/multipart';
import { createModuleLink, createProjectLink, withSessionToken } from './support/sharing';
import { createProject, expectStatus, listValues } from './support/workspace';
import { useSignedInServer } from './support/signed-in-server';

const { t, as, onboarding } = useSignedInServer();
const PDF = Buffer.from('%PDF-1.4 the handbook');

let resourceUrl: string;
let projectImageUrl: string;

async function uploadPdf(client: ApiClient, projectId: number): Promise<ProjectResource> {
  const res = await postMultipart(t, client, `/api/projects/${projectId}/upload_pdf.json`, {
    title: 'Handbook',
    file: { filename: 'handbook.pdf', contentType: 'application/pdf', data: PDF },
  });
  return expectStatus<ProjectResource>(res, 201);
}

async function cellImageOf(client: ApiClient, module: ProjectModule): Promise<string | null> {
  const [cell] = await listValues(client, module.project_id, module.id);
  return (cell.value.image as { url: string | null } | null | undefined)?.url ?? null;
}

/** Writes `url` into the cell's image through the ordinary bulk write, as any client may. */
async function plantImage(client: ApiClient, module: ProjectModule, cell: EntityValue, url: string): Promise<void> {
  const value = { ...cell.value, image: { url } };
  expectStatus(await client.post(`${diagramValuesPath(module)}/bulk_update.json`, { entity_values: [{ id: cell.id, value }] }), 200);
}

beforeAll(async () => {
  resourceUrl = (await uploadPdf(as.editor, onboarding)).url;
  const project = await postMultipart(t, as.owner, `/api/projects/${onboarding}/upload_image.json`, {
    image: { filename: 'logo.png', contentType: 'image/png', data: TINY_PNG },
  });
  projectImageUrl = expectStatus<Project>(project, 200).image!;
});

describe('a key written into a cell', () => {
  it('does not let a viewer delete another project’s PDF through her own diagram', async () => {
    const scratch = await createProject(as.viewer, 'Scratch');
    const { module, cell } = await createDiagram(as.viewer, scratch.id, 'Scratch diagram');
    await plantImage(as.viewer, module, cell, resourceUrl);
    expectStatus(await as.viewer.post(`${diagramValuesPath(module)}/remove_image.json`, { id: 'task-1' }), 200);
    await plantImage(as.viewer, module, cell, resourceUrl);
    expectStatus(await uploadDiagramImage(t, as.viewer, module, 'task-1'), 200);
    const file = await as.editor.get(resourceUrl);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('neither serves nor deletes another company’s project image', async () => {
    const scratch = await createProject(as.globex, 'Globex scratch');
    const { module, cell } = await createDiagram(as.globex, scratch.id, 'Globex diagram');
    await plantImage(as.globex, module, cell, projectImageUrl);
    expect(await cellImageOf(as.globex, module)).toBe(projectImageUrl);
    expectStatus(await as.globex.get(projectImageUrl), 404);
    expectStatus(await as.globex.post(`${diagramValuesPath(module)}/remove_image.json`, { id: 'task-1' }), 200);
    await plantImage(as.globex, module, cell, projectImageUrl);
    expectStatus(await uploadDiagramImage(t, as.globex, module, 'task-1'), 200);
    expect((await as.viewer.get(projectImageUrl)).rawPayload.equals(TINY_PNG)).toBe(true);
  });
});

describe('GET /api/files/{key}', () => {
  it('serves a module’s files to its module link, not the project’s, and never caches them', async () => {
    const { module } = await createDiagram(as.editor, onboarding, 'Shared diagram');
    const answer = expectStatus<DiagramImageAnswer>(await uploadDiagramImage(t, as.editor, module, 'task-1'), 200);
    const cellImage = answer.entity_values[0].image!.url!;
    const moduleLink = await createModuleLink(as.owner, onboarding, module.id);
    const moduleGuest = withSessionToken(t.anonymous, `${moduleLink.project_access_id}:${moduleLink.access_id}`);
    const served = await moduleGuest.get(cellImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expectStatus(await moduleGuest.get(resourceUrl), 404);
    expectStatus(await moduleGuest.get(projectImageUrl), 404);
    const projectGuest = withSessionToken(t.anonymous, (await createProjectLink(as.owner, onboarding)).access_id);
    expect((await projectGuest.get(resourceUrl)).statusCode).toBe(200);
    expect((await projectGuest.get(cellImage)).statusCode).toBe(200);
  });

  it('answers 404 for bytes in storage that no owner recorded', async () => {
    const stray = await fileStorage(t.app).put(`projects/${onboarding}/resources`, PDF, 'application/pdf', 'pdf');
    expectStatus(await as.owner.get(`/api/files/${stray.key}`), 404);
  });
});

describe('copies own copies of their files', () => {
  it('a cloned module keeps its images when the source removes its own, and the other way round', async () => {
    const { module } = await createDiagram(as.editor, onboarding, 'Clone source');
    const sourceImage = expectStatus<DiagramImageAnswer>(await uploadDiagramImage(t, as.editor, module, 'task-1'), 200).entity_values[0].image!.url!;
    expectStatus(await uploadDiagramImage(t, as.editor, module, String(module.id)), 200);
    const clone = expectStatus<ProjectModule>(await as.editor.post(`${diagramValuesPath(module).replace('/entity_values', '')}/clone.json`), 201);
    const cloneImage = (await cellImageOf(as.editor, clone))!;
    expect(cloneImage).toMatch(new RegExp(`/modules/${clone.id}/cells/`));
    expect(clone.preview_image).toMatch(new RegExp(`/modules/${clone.id}/preview/`));
    expectStatus(await as.editor.post(`${diagramValuesPath(clone)}/remove_image.json`, { id: 'task-1' }), 200);
    expectStatus(await as.editor.post(`${diagramValuesPath(clone)}/remove_image.json`, { id: String(clone.id) }), 200);
    expect((await as.viewer.get(sourceImage)).rawPayload.equals(TINY_PNG)).toBe(true);
    expectStatus(await as.viewer.get(cloneImage), 404);
  });

  it('a reader of a cloned project reads the copied image and not the source’s', async () => {
    const source = await createProject(as.editor, 'Private source');
    const { module } = await createDiagram(as.editor, source.id, 'Diagram');
    const sourceImage = expectStatus<DiagramImageAnswer>(await uploadDiagramImage(t, as.editor, module, 'task-1'), 200).entity_values[0].image!.url!;
    const copy = expectStatus<Project>(await as.editor.post(`/api/projects/${source.id}/clone.json`), 201);
    const [copiedModule] = expectStatus<ProjectModule[]>(await as.editor.get(`/api/projects/${copy.id}/project_scenario_modules.json`), 200);
    const copiedImage = (await cellImageOf(as.editor, copiedModule))!;
    expect(copiedImage).not.toBe(sourceImage);
    const reader = withSessionToken(t.anonymous, (await createProjectLink(as.editor, copy.id)).access_id);
    expect((await reader.get(copiedImage)).rawPayload.equals(TINY_PNG)).toBe(true);
    expectStatus(await reader.get(sourceImage), 404);
  });

  it('an import copies the images its importer may read and drops the others', async () => {
    const source = await createProject(as.editor, 'Exported');
    const { module } = await createDiagram(as.editor, source.id, 'Diagram');
    const sourceImage = expectStatus<DiagramImageAnswer>(await uploadDiagramImage(t, as.editor, module, 'task-1'), 200).entity_values[0].image!.url!;
    const archive = expectStatus<ProjectArchive>(await as.editor.get(`/api/projects/${source.id}/export.json`), 200);
    const imported = expectStatus<Project>(await as.editor.post('/api/projects/import.json', archive), 201);
    const [importedModule] = expectStatus<ProjectModule[]>(await as.editor.get(`/api/projects/${imported.id}/project_scenario_modules.json`), 200);
    const importedImage = (await cellImageOf(as.editor, importedModule))!;
    expect(importedImage).not.toBe(sourceImage);
    expect((await as.editor.get(importedImage)).rawPayload.equals(TINY_PNG)).toBe(true);

    const foreign = expectStatus<Project>(await as.globex.post('/api/projects/import.json', archive), 201);
    const [foreignModule] = expectStatus<ProjectModule[]>(await as.globex.get(`/api/projects/${foreign.id}/project_scenario_modules.json`), 200);
    expect(await cellImageOf(as.globex, foreignModule)).toBeNull();
  });
});
