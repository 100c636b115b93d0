/**
 * Diagram images: POST .../entity_values/upload_image.json (a cell's image by jsid, or the module's
 * preview by module id) and POST .../entity_values/remove_image.json.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityValue, ProjectModule } from '../../core/domain/api-types';
import type { ApiClient } from './harness';
import { createDiagram, diagramValuesPath, uploadDiagramImage, type DiagramImageAnswer } from './support/diagrams';
import { postMultipart, TINY_PNG } from './support/multipart';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, expectStatus, failingFields, modulePath, UNKNOWN_ID } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();
let diagram: ProjectModule;
let cell: EntityValue;

const TINY_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

const upload = (client: ApiClient, module: ProjectModule, id: string, data = TINY_PNG, contentType = 'image/png') =>
  uploadDiagramImage(t, client, module, id, data, contentType);

beforeAll(async () => {
  ({ module: diagram, cell } = await createDiagram(as.editor, onboarding, 'Order process'));
});

describe('diagram cell images', () => {
  it('stores a cell image by jsid, answers the normalised cell and serves the file to readers', async () => {
    const answer = expectStatus<DiagramImageAnswer>(await upload(as.editor, diagram, 'task-1'), 200);
    expect(answer.entity_values).toHaveLength(1);
    const [value] = answer.entity_values;
    expect(value).toMatchObject({ id: cell.id, jsid: 'task-1', value: { jsid: 'task-1', title: 'Check order' } });
    expect(value.image?.url).toMatch(/^\/api\/files\/projects\/\d+\/modules\/\d+\/cells\/[0-9a-f]+\.png$/);
    expect(value.value.image).toEqual(value.image);
    const file = await as.viewer.get(value.image!.url!);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(TINY_PNG)).toBe(true);
    const stored = expectStatus<EntityValue>(await as.viewer.get(`${diagramValuesPath(diagram)}/${cell.id}.json`), 200);
    expect(stored.value.image).toEqual({ url: value.image!.url });
  });

  it('replaces the previous image file, accepts JPEG, and removes the image', async () => {
    const first = expectStatus<DiagramImageAnswer>(await upload(as.editor, diagram, 'task-1'), 200).entity_values[0].image!.url!;
    const second = expectStatus<DiagramImageAnswer>(await upload(as.editor, diagram, 'task-1', TINY_JPEG, 'image/jpeg'), 200).entity_values[0].image!.url!;
    expect(second).toMatch(/\.jpg$/);
    expectStatus(await as.editor.get(first), 404);
    const removed = expectStatus<DiagramImageAnswer>(await as.editor.post(`${diagramValuesPath(diagram)}/remove_image.json`, { id: 'task-1' }), 200);
    expect(removed.entity_values[0]).toMatchObject({ jsid: 'task-1', image: null });
    expectStatus(await as.editor.get(second), 404);
  });

  it('sets the module preview when the id is the module id, and removes it', async () => {
    const answer = expectStatus<DiagramImageAnswer>(await upload(as.editor, diagram, String(diagram.id)), 200);
    expect(answer.entity_values).toEqual([]);
    const preview = answer.project_scenario_module?.preview_image;
    expect(preview).toMatch(/^\/api\/files\/projects\/\d+\/modules\/\d+\/preview\/[0-9a-f]+\.png$/);
    const module = expectStatus<ProjectModule>(await as.viewer.get(`${modulePath(onboarding, diagram.id)}.json`), 200);
    expect(module.preview_image).toBe(preview);
    expect((await as.viewer.get(preview!)).statusCode).toBe(200);
    const removed = expectStatus<DiagramImageAnswer>(await as.editor.post(`${diagramValuesPath(diagram)}/remove_image.json`, { id: diagram.id }), 200);
    expect(removed.project_scenario_module?.preview_image).toBeNull();
    expectStatus(await as.editor.get(preview!), 404);
  });

  it('answers 401 to nobody, 403 to readers and on a locked module, 404 to another company and for unknown ids', async () => {
    expectStatus(await upload(as.anonymous, diagram, 'task-1'), 401);
    expectStatus(await upload(as.viewer, diagram, 'task-1'), 403);
    expectStatus(await as.viewer.post(`${diagramValuesPath(diagram)}/remove_image.json`, { id: 'task-1' }), 403);
    expectStatus(await upload(as.globex, diagram, 'task-1'), 404);
    expectStatus(await upload(as.editor, diagram, 'no-such-cell'), 404);
    expectStatus(await upload(as.editor, { ...diagram, id: UNKNOWN_ID }, String(UNKNOWN_ID)), 404);

    const { module: lockable } = await createDiagram(as.editor, onboarding, 'Locked process');
    expectStatus(await as.owner.put(`${modulePath(onboarding, lockable.id)}.json`, { locked: true }), 200);
    const refused = await upload(as.owner, lockable, 'task-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toMatch(/locked/);

    const other = await createProject(as.owner, 'Diagram elsewhere');
    const { module: foreign } = await createDiagram(as.owner, other.id, 'Elsewhere');
    expectStatus(await upload(as.globex, foreign, 'task-1'), 404);
  });

  it('answers 422 for a wrong type, a fake image, a missing id and a file over 5 MB', async () => {
    expect(failingFields(await upload(as.editor, diagram, 'task-1', Buffer.from('GIF89a'), 'image/gif'))).toEqual(['image']);
    expect(failingFields(await upload(as.editor, diagram, 'task-1', Buffer.from('not a png'), 'image/png'))).toEqual(['image']);
    const noId = await postMultipart(t, as.editor, `${diagramValuesPath(diagram)}/upload_image.json`, { image: { filename: 'a.png', contentType: 'image/png', data: TINY_PNG } });
    expect(failingFields(noId)).toEqual(['id']);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect(failingFields(await upload(as.editor, diagram, 'task-1', big))).toEqual(['image']);
    expect(failingFields(await as.editor.post(`${diagramValuesPath(diagram)}/remove_image.json`, {}))).toEqual(['id']);
  });
});
