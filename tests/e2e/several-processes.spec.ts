/**
 * Two API processes on one PostgreSQL database, as behind a load balancer without sticky sessions: a diagram edited
 * through one shows live in a browser on the other, both ways, and an account throttled on one is refused on the
 * other. It needs a PostgreSQL server, so it runs in CI's PostgreSQL pass (`.ci/run` sets TESSERA_E2E_POSTGRES_URL to
 * the server it started) and is skipped where none is given.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { withDatabase } from '../api/api-template';
import { apiAsPageUser, DEMO_PASSWORD, demoProjectModule, signInWithTermsAccepted } from './app';
import { TesseraServer } from './server';
import { drop, paper, shapes } from './support/diagram';

const POSTGRES_URL = process.env.TESSERA_E2E_POSTGRES_URL;
const DATABASE = `tessera_two_processes_${Date.now().toString(36)}`;
const MODULE = 'Shared order process';
const THROTTLED = 'viewer@acme.test';
const FAILURES_BEFORE_THROTTLE = 5;

test.skip(!POSTGRES_URL, 'Needs a PostgreSQL server: CI’s PostgreSQL pass sets TESSERA_E2E_POSTGRES_URL.');
test.describe.configure({ timeout: 240_000 });

async function asAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** A new database with the demo seeded by `npm run seed -- --demo`, as an operator would prepare one. */
async function seededDatabase(env: Record<string, string>): Promise<void> {
  await asAdmin(`CREATE DATABASE ${DATABASE}`);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/db/seed-cli.ts', '--demo'], { env: { ...process.env, ...env } });
}

async function signedInPage(browser: Browser, server: TesseraServer, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await signInWithTermsAccepted(page, email);
  return { context, page };
}

let first: TesseraServer;
let second: TesseraServer;

test.beforeAll(async () => {
  const env = { DATABASE_URL: withDatabase(POSTGRES_URL!, DATABASE), TESSERA_FILE_STORE: 'database' };
  await seededDatabase(env);
  [first, second] = await Promise.all([TesseraServer.start(env), TesseraServer.start(env)]);
});

test.afterAll(async () => {
  await Promise.all([first?.dispose(), second?.dispose()]);
  if (POSTGRES_URL) await asAdmin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
});

// Playwright reads a hook's fixtures from this (empty) destructuring pattern.
// eslint-disable-next-line no-empty-pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach('first-server.log', { body: first.output(), contentType: 'text/plain' });
  await testInfo.attach('second-server.log', { body: second.output(), contentType: 'text/plain' });
});

test('a diagram edited through one API process shows live in a browser on the other, both ways', async ({ browser }) => {
  const owner = await signedInPage(browser, first, 'owner@acme.test');
  const editor = await signedInPage(browser, second, 'editor@acme.test');
  const { projectId, moduleId } = await demoProjectModule(await apiAsPageUser(owner.page), 'Bpmns', MODULE);
  const modulePage = `/projects/${projectId}/bpmn/${moduleId}`;
  await Promise.all([owner.page.goto(modulePage), editor.page.goto(modulePage)]);
  await expect(paper(owner.page).locator('svg').first()).toBeVisible();
  await expect(paper(editor.page).locator('svg').first()).toBeVisible();

  await test.step('the owner, on the first process, adds a task: the editor, on the second, sees it', async () => {
    await drop(owner.page, 'Task', 220, 150);
    await expect(shapes(owner.page, 'bpmn.Activity')).toHaveCount(1);
    await expect(shapes(editor.page, 'bpmn.Activity')).toHaveCount(1);
  });

  await test.step('the editor adds a start event: the owner sees it', async () => {
    await drop(editor.page, 'Start event', 60, 150);
    await expect(shapes(editor.page, 'bpmn.Event')).toHaveCount(1);
    await expect(shapes(owner.page, 'bpmn.Event')).toHaveCount(1);
  });

  await Promise.all([owner.context.close(), editor.context.close()]);
});

test('an account throttled on one API process is refused on the other', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: first.url });
  await context.request.get('/api/system.json');
  const xsrf = (await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  for (let attempt = 0; attempt < FAILURES_BEFORE_THROTTLE; attempt += 1) {
    const refused = await context.request.post('/api/oauth/sessions.json', { headers: { 'x-xsrf-token': xsrf }, data: { email: THROTTLED, password: 'not the password' } });
    expect(refused.status()).toBe(401);
  }
  await context.close();

  const page = await browser.newPage({ baseURL: second.url });
  await page.goto('/login');
  await page.getByLabel('Email').fill(THROTTLED);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText(/Too many attempts, try again in \d+ minutes?\./);
  await expect(page).toHaveURL(/\/login$/);
  await page.close();
});
