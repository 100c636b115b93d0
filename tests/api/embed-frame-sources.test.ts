/**
 * The app page's Content-Security-Policy frames exactly what the external-embed kinds show: this origin, the
 * YouTube nocookie player and Miro always, and on a page the allowed suite hosts of the company whose modules
 * it shows (the signed-in person's company, or the shared project's company on a share link's page).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResponse } from './harness';
import { startTestServer, type TestServer } from './harness';
import { createModuleLink } from './support/sharing';
import { createModule, expectStatus, signInAll, type Actors } from './support/workspace';

const html = { headers: { accept: 'text/html' } };
const PLAYERS = "frame-src 'self' https://miro.com https://www.youtube-nocookie.com";
const SUITE_HOSTS = ['https://suite.acme.test', 'https://wiki.acme.test:8443'];

let t: TestServer;
let as: Actors;
let distDir: string;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'tessera-frame-sources-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  t = await startTestServer({ config: { staticDir: distDir } });
  as = await signInAll(t);
  expectStatus(await as.owner.put('/api/company_admin/company.json', { suite_hosts: SUITE_HOSTS }), 200);
});

afterAll(async () => {
  await t?.close();
  await rm(distDir, { recursive: true, force: true });
});

/** The frame-src directive of an answer. */
const frameSrcOf = (res: ApiResponse) => /frame-src [^;]*/.exec(String(res.headers['content-security-policy']))?.[0];

describe('the frame sources of the Content-Security-Policy', () => {
  it('are this origin and the video and Miro players on a page nobody is signed in to', async () => {
    expect(frameSrcOf(await t.client().get('/login', html))).toBe(PLAYERS);
  });

  it('add the signed-in person’s company’s suite hosts on its pages', async () => {
    const page = await as.editor.get(`/projects/${t.seed.project.onboarding}/embedded-suites/1`, html);
    expect(page.statusCode).toBe(200);
    expect(frameSrcOf(page)).toBe(`${PLAYERS} ${SUITE_HOSTS.join(' ')}`);
    expect(frameSrcOf(await as.viewer.get('/recently-viewed', html))).toBe(`${PLAYERS} ${SUITE_HOSTS.join(' ')}`);
  });

  it('name no company’s suite hosts on API answers', async () => {
    expect(frameSrcOf(await as.editor.get('/api/current_company'))).toBe(PLAYERS);
  });

  it('leave out another company’s suite hosts', async () => {
    expect(frameSrcOf(await as.globex.get('/recently-viewed', html))).toBe(PLAYERS);
  });

  it('add the shared project’s company’s suite hosts on a share link’s embed page, not signed in', async () => {
    const module = await createModule(as.owner, t.seed.project.onboarding, 'EmbeddedSuites', 'Suites');
    const link = await createModuleLink(as.owner, t.seed.project.onboarding, module.id);
    expect(frameSrcOf(await t.client().get(link.embed_url, html))).toBe(`${PLAYERS} ${SUITE_HOSTS.join(' ')}`);
    expect(frameSrcOf(await t.client().get(link.url, html))).toBe(`${PLAYERS} ${SUITE_HOSTS.join(' ')}`);
    const forged = link.embed_url.replace(/projects\/[^/]+\//, `projects/${Buffer.from(`${t.seed.project.onboarding}|guess`).toString('base64')}/`);
    expect(frameSrcOf(await t.client().get(forged, html))).toBe(PLAYERS);
  });
});
