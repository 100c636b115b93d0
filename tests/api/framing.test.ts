/**
 * Framing: only pages under /embed/ may be shown in another site's frame (by the company's allowed embed hosts
 * when it has any); everything else says DENY.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from './harness';
import { startTestServer, type TestServer } from './harness';
import { createModuleLink, createProjectLink, withSessionToken } from './support/sharing';
import { signInAll, type Actors } from './support/workspace';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const html = { headers: { accept: 'text/html,application/xhtml+xml' } };

let t: TestServer;
let as: Actors;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'tessera-framing-'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  t = await startTestServer({ config: { staticDir: distDir } });
  as = await signInAll(t);
});

afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

function expectDenied(res: ApiResponse, what = ''): void {
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
}

function expectFrameable(res: ApiResponse): void {
  expect(res.headers['x-frame-options']).toBeUndefined();
  expect(res.headers['content-security-policy'] ?? '').not.toMatch(/frame-ancestors/);
}

describe('framing', () => {
  it('lets a module link’s embed page be framed, by anyone, not signed in', async () => {
    const link = await createModuleLink(as.owner, t.seed.project.onboarding, t.seed.modules.risks!);
    const res = await t.client().get(link.embed_url, html);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expectFrameable(res);
    expectFrameable(await t.client().get(`${link.embed_url}?item=e30%3D`, html));
  });

  it('lets only the company’s allowed embed hosts frame its embed pages, once it has some', async () => {
    const link = await createModuleLink(as.owner, t.seed.project.onboarding, t.seed.modules.risks!);
    const saved = await as.owner.put('/api/company_admin/company.json', { embed_hosts: ['https://intranet.acme.example'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await t.client().get(link.embed_url, html);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self' https:\/\/intranet\.acme\.example$/);
    expect((await as.owner.put('/api/company_admin/company.json', { embed_hosts: [] })).statusCode).toBe(200);
    expectFrameable(await t.client().get(link.embed_url, html));
  });

  it('refuses framing of the share link’s own page, app pages, the login page and look-alike paths', async () => {
    const link = await createModuleLink(as.owner, t.seed.project.onboarding, t.seed.modules.risks!);
    const projectLink = await createProjectLink(as.owner, t.seed.project.onboarding);
    for (const path of [link.url, projectLink.url, '/', '/login', '/projects/1', '/embed', '/embedded/projects/x/risks/y', '/api/embed/x', '/x/embed/y']) {
      expectDenied(await t.client().get(path, html), path);
    }
  });

  it('refuses framing of every API answer, successes and errors alike, also for share-link visitors', async () => {
    const link = await createProjectLink(as.owner, t.seed.project.onboarding);
    const visitor = withSessionToken(t.client(), link.access_id);
    const responses = [
      await visitor.get(`/api/projects/${t.seed.project.onboarding}.json`),
      await as.editor.get('/api/projects.json'),
      await t.client().get('/api/current_user.json'),
      await as.globex.get(`/api/projects/${t.seed.project.onboarding}.json`),
      await t.client().get('/api/no-such-call.json'),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 404]);
    for (const res of responses) expectDenied(res);
  });
});
