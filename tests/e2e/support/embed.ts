/** Embeds in the browser suite: a module's share link made through the API, shown in a partner site's iframe. */
import { createServer, type Server } from 'node:http';
import type { Browser, FrameLocator } from '@playwright/test';
import { expect } from '../fixtures';
import type { apiAsPageUser } from '../app';
import { freePort } from '../server';

/** A module share link's embed path (`/embed/projects/{access id}/{embed segment}/{access id}`). */
export async function moduleEmbedPath(api: Awaited<ReturnType<typeof apiAsPageUser>>, projectId: number, moduleId: number): Promise<string> {
  const created = await api.post(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/module_access_urls.json`, {});
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { embed_url: string }).embed_url;
}

/**
 * Opens a page of another origin (a local port of its own) whose iframe shows `embedPath`, in a fresh browser
 * context (nobody signed in), hands the frame to `check`, and closes both.
 */
export async function inPartnerFrame(browser: Browser, serverUrl: string, embedPath: string, check: (frame: FrameLocator) => Promise<void>): Promise<void> {
  const src = new URL(embedPath, serverUrl).toString();
  const port = await freePort();
  const host: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Partner site</title><iframe title="Tessera module" src="${src}" width="900" height="700"></iframe>`);
  });
  await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
  const context = await browser.newContext();
  try {
    const partner = await context.newPage();
    await partner.goto(`http://127.0.0.1:${port}/`);
    await check(partner.frameLocator('iframe[title="Tessera module"]'));
  } finally {
    await context.close();
    await new Promise<void>((resolve) => host.close(() => resolve()));
  }
}
