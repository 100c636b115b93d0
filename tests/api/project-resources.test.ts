/** Project resources: links and uploaded PDFs, with the permission matrix and file downloads. */
import { describe, expect, it } from 'vitest';
import type { ProjectResource } from '../../core/domain/sharing-types';
import type { ApiClient, ApiResponse } from './harness';
import { createModuleLink, createProjectLink, withSessionToken, type Visitor } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { createProject, expectStatus, failingFields, UNKNOWN_ID } from './support/workspace';

const { t, as, onboarding } = useSignedInServer();

const path = (projectId: number) => `/api/projects/${projectId}/project_resources`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A multipart/form-data body with one file part and text fields. */
function multipart(file: { field?: string; name: string; type: string; data: Buffer } | null, fields: Record<string, string> = {}) {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  client: ApiClient | Visitor,
  projectId: number,
  file: Parameters<typeof multipart>[0],
  fields: Record<string, string> = {},
): Promise<ApiResponse> {
  const { body, contentType } = multipart(file, fields);
  return client.post(`/api/projects/${projectId}/upload_pdf.json`, body.toString('latin1') as unknown as string, {
    headers: { 'content-type': contentType },
  });
}

describe('links', () => {
  it('lets writers add, rename, re-point, move and remove links; readers list them by position', async () => {
    const project = await createProject(as.owner, 'Resource links');
    await as.owner.post(`/api/projects/${project.id}/user_permissions.json`, { user_id: t.seed.users.editor, permission_key: 'write' });
    await as.owner.post(`/api/projects/${project.id}/user_permissions.json`, { user_id: t.seed.users.viewer, permission_key: 'read' });
    const a = expectStatus<ProjectResource>(
      await as.editor.post(`${path(project.id)}.json`, { kind: 'link', title: 'Spec', url: 'https://example.com/spec' }),
      201,
    );
    expect(a).toEqual({
      id: expect.any(Number),
      project_id: project.id,
      kind: 'link',
      title: 'Spec',
      url: 'https://example.com/spec',
      content_type: null,
      byte_size: null,
      position: 0,
      created_at: expect.any(String),
    });
    const b = expectStatus<ProjectResource>(await as.owner.post(path(project.id), { title: 'Board', url: 'http://example.com/b' }), 201);
    expect(b.position).toBe(1);
    const c = expectStatus<ProjectResource>(await as.owner.post(`${path(project.id)}.json`, { title: 'Wiki', url: 'https://wiki.test' }), 201);
    const titles = async (client: ApiClient) =>
      expectStatus<ProjectResource[]>(await client.get(`${path(project.id)}.json`), 200).map((r) => r.title);
    expect(await titles(as.viewer)).toEqual(['Spec', 'Board', 'Wiki']);

    const moved = expectStatus<ProjectResource>(await as.editor.put(`${path(project.id)}/${c.id}.json`, { position: 0 }), 200);
    expect(moved.position).toBe(0);
    expect(await titles(as.viewer)).toEqual(['Wiki', 'Spec', 'Board']);
    const renamed = expectStatus<ProjectResource>(
      await as.editor.put(`${path(project.id)}/${a.id}.json`, { title: 'Spec v2', url: 'https://example.com/v2' }),
      200,
    );
    expect(renamed).toMatchObject({ title: 'Spec v2', url: 'https://example.com/v2' });

    expectStatus(await as.viewer.post(`${path(project.id)}.json`, { title: 'No', url: 'https://x.test' }), 403);
    expectStatus(await as.viewer.put(`${path(project.id)}/${a.id}.json`, { title: 'No' }), 403);
    expectStatus(await as.viewer.delete(`${path(project.id)}/${a.id}.json`), 403);
    expect(expectStatus<ProjectResource>(await as.editor.delete(`${path(project.id)}/${b.id}.json`), 200).id).toBe(b.id);
    expect(await titles(as.viewer)).toEqual(['Wiki', 'Spec v2']);
    expectStatus(await as.editor.delete(`${path(project.id)}/${b.id}.json`), 404);
  });

  it('accepts only http and https addresses and a title (422)', async () => {
    for (const url of ['javascript:alert(1)', 'ftp://example.com', 'file:///etc/passwd', 'example.com', '', 'data:text/html,hi']) {
      expect(failingFields(await as.owner.post(`${path(onboarding)}.json`, { title: 'Bad', url }))).toContain('url');
    }
    expect(failingFields(await as.owner.post(`${path(onboarding)}.json`, { title: '  ', url: 'https://ok.test' }))).toContain('title');
    expect(failingFields(await as.owner.post(`${path(onboarding)}.json`, { kind: 'file', title: 'x', url: 'https://ok.test' }))).toContain('kind');
    const link = expectStatus<ProjectResource>(await as.owner.post(`${path(onboarding)}.json`, { title: 'Ok', url: 'https://ok.test' }), 201);
    expect(failingFields(await as.owner.put(`${path(onboarding)}/${link.id}.json`, { url: 'javascript:void(0)' }))).toContain('url');
    expect(failingFields(await as.owner.put(`${path(onboarding)}/${link.id}.json`, { position: -1 }))).toContain('position');
  });

  it('answers other companies 404, restricted users 403, nobody 401; records history', async () => {
    const link = expectStatus<ProjectResource>(await as.owner.post(`${path(onboarding)}.json`, { title: 'Matrix', url: 'https://m.test' }), 201);
    expectStatus(await as.globex.get(`${path(onboarding)}.json`), 404);
    expectStatus(await as.globex.post(`${path(onboarding)}.json`, { title: 'G', url: 'https://g.test' }), 404);
    expectStatus(await as.globex.put(`${path(onboarding)}/${link.id}.json`, { title: 'G' }), 404);
    expectStatus(await as.globex.delete(`${path(onboarding)}/${link.id}.json`), 404);
    expectStatus(await as.restricted.get(`${path(onboarding)}.json`), 403);
    expectStatus(await as.anonymous.get(`${path(onboarding)}.json`), 401);
    expectStatus(await as.anonymous.post(`${path(onboarding)}.json`, { title: 'A', url: 'https://a.test' }), 401);
    expectStatus(await as.admin.get(`${path(onboarding)}.json`), 200);
    expectStatus(await as.owner.get(`${path(UNKNOWN_ID)}.json`), 404);
    const other = await createProject(as.owner, 'Other resources');
    expectStatus(await as.owner.put(`${path(other.id)}/${link.id}.json`, { title: 'Moved' }), 404);
    const history = await as.owner.get(`/api/projects/${onboarding}/project_history_events.json`);
    if (history.statusCode === 200) {
      const events = (history.json() as { items: Array<{ subject_type: string; subject_id: number | null }> }).items;
      expect(events.some((e) => e.subject_type === 'ProjectResource' && e.subject_id === link.id)).toBe(true);
    }
  });

  it('shows a project link visitor the list, read only; a module link visitor none', async () => {
    const link = await createProjectLink(as.owner, onboarding);
    const visitor = withSessionToken(t.anonymous, link.access_id);
    expect(expectStatus<ProjectResource[]>(await visitor.get(`${path(onboarding)}.json`), 200).length).toBeGreaterThan(0);
    expectStatus(await visitor.post(`${path(onboarding)}.json`, { title: 'Guest', url: 'https://guest.test' }), 403);
    const moduleLink = await createModuleLink(as.owner, onboarding, t.seed.modules.risks!);
    const guest = withSessionToken(t.anonymous, `${moduleLink.project_access_id}:${moduleLink.access_id}`);
    expect(expectStatus<ProjectResource[]>(await guest.get(`${path(onboarding)}.json`), 200)).toEqual([]);
  });
});

describe('PDF uploads', () => {
  it('stores a PDF and serves it to readers only', async () => {
    const res = await upload(as.editor, onboarding, { name: 'handbook.pdf', type: 'application/pdf', data: PDF }, { title: 'Handbook' });
    const file = expectStatus<ProjectResource>(res, 201);
    expect(file).toMatchObject({ project_id: onboarding, kind: 'file', title: 'Handbook', content_type: 'application/pdf', byte_size: PDF.length });
    expect(file.url).toMatch(/^\/api\/files\/projects\/\d+\/resources\/[a-f0-9]+\.pdf$/);
    const listed = expectStatus<ProjectResource[]>(await as.viewer.get(`${path(onboarding)}.json`), 200);
    expect(listed.find((r) => r.id === file.id)?.url).toBe(file.url);

    const download = await as.viewer.get(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expectStatus(await as.globex.get(file.url), 404);
    expectStatus(await as.anonymous.get(file.url), 401);
    const link = await createProjectLink(as.owner, onboarding);
    expect((await withSessionToken(t.anonymous, link.access_id).get(file.url)).statusCode).toBe(200);
    const moduleLink = await createModuleLink(as.owner, onboarding, t.seed.modules.risks!);
    expectStatus(await withSessionToken(t.anonymous, `${moduleLink.project_access_id}:${moduleLink.access_id}`).get(file.url), 404);

    // Removing the resource removes the file.
    expectStatus(await as.owner.delete(`${path(onboarding)}/${file.id}.json`), 200);
    expectStatus(await as.viewer.get(file.url), 404);
  });

  it('takes the file name as the title when none is given; a file keeps its address', async () => {
    const file = expectStatus<ProjectResource>(await upload(as.owner, onboarding, { name: 'Minutes 2026.pdf', type: 'application/pdf', data: PDF }), 201);
    expect(file.title).toBe('Minutes 2026');
    expect(failingFields(await as.owner.put(`${path(onboarding)}/${file.id}.json`, { url: 'https://elsewhere.test' }))).toContain('url');
    expect(expectStatus<ProjectResource>(await as.owner.put(`${path(onboarding)}/${file.id}.json`, { title: 'Minutes' }), 200).title).toBe('Minutes');
  });

  it('refuses what is not a PDF, a missing file and an oversized one (422)', async () => {
    expect(failingFields(await upload(as.owner, onboarding, { name: 'x.png', type: 'image/png', data: Buffer.from([0x89, 0x50, 0x4e, 0x47]) }))).toContain(
      'file',
    );
    expect(failingFields(await upload(as.owner, onboarding, { name: 'fake.pdf', type: 'application/pdf', data: Buffer.from('<html>not a pdf</html>') }))).toContain(
      'file',
    );
    expect(failingFields(await upload(as.owner, onboarding, null, { title: 'Nothing' }))).toContain('file');
    expect(failingFields(await as.owner.post(`/api/projects/${onboarding}/upload_pdf.json`, { title: 'JSON instead' }))).toContain('file');
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    const res = await upload(as.owner, onboarding, { name: 'big.pdf', type: 'application/pdf', data: big });
    expect([413, 422]).toContain(res.statusCode);
  });

  it('follows the permission matrix', async () => {
    const file = { name: 'm.pdf', type: 'application/pdf', data: PDF };
    expectStatus(await upload(as.admin, onboarding, file), 201);
    expectStatus(await upload(as.viewer, onboarding, file), 403);
    expectStatus(await upload(as.globex, onboarding, file), 404);
    expectStatus(await upload(as.restricted, onboarding, file), 403);
    expectStatus(await upload(as.anonymous, onboarding, file), 401);
    const link = await createProjectLink(as.owner, onboarding);
    expectStatus(await upload(withSessionToken(t.anonymous, link.access_id), onboarding, file), 403);
    expectStatus(await upload(as.owner, UNKNOWN_ID, file), 404);
  });
});
