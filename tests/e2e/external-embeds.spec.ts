/**
 * The external-embed kinds as people meet them: YouTube videos in every address form (a non-YouTube address
 * is refused in the form), a Miro board, an embedded suite from the company admin's host list, and each
 * kind's embed inside another site's frame. Nothing reaches the internet: requests to YouTube, Miro and the
 * suite host are answered by a stub, and the tests check each frame's src and sandbox, not what it shows.
 */
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, FrameLocator, Page } from '@playwright/test';
import { andSaved, apiAsPageUser, projectWithModules, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';
import { freePort } from './server';

const RUN = Date.now().toString(36);
const VIDEO = 'dQw4w9WgXcQ';
const PLAYER = `https://www.youtube-nocookie.com/embed/${VIDEO}`;
const SUITE_HOST = 'https://suite.acme.test';

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

/** Every request that would leave the machine gets a blank stub page instead of the internet. */
async function stubExternalSites(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOOPBACK.has(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Stub</title>' }),
  );
}

async function addPage(page: Page, item: string, fields: { url: string; title: string; notes?: string }): Promise<void> {
  await page.getByRole('button', { name: `Add ${item}` }).click();
  const dialog = page.getByRole('dialog', { name: `Add ${item}` });
  await dialog.getByRole('textbox', { name: /address/ }).fill(fields.url);
  await dialog.getByRole('textbox', { name: 'Title' }).fill(fields.title);
  if (fields.notes) await dialog.getByRole('textbox', { name: 'Notes' }).fill(fields.notes);
  await andSaved(page, () => dialog.getByRole('button', { name: 'Save' }).click());
  await expect(dialog).toBeHidden();
}

/**
 * Opens a module's embed (through a new share link) inside a page of another origin, a real local server as a
 * partner site would be, and answers that frame; `close` stops the partner site.
 */
async function framedEmbed(page: Page, context: BrowserContext, projectId: number, moduleId: number) {
  const api = await apiAsPageUser(page);
  const response = await api.post(`/api/projects/${projectId}/project_scenario_modules/${moduleId}/module_access_urls.json`, {});
  expect(response.status(), await response.text()).toBe(201);
  const { embed_url: embedUrl } = (await response.json()) as { embed_url: string };
  const embedSrc = new URL(embedUrl, page.url()).toString();
  const port = await freePort();
  const partnerSite: Server = createServer((_request, answer) => {
    answer.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    answer.end(`<!doctype html><title>Partner</title><iframe title="Tessera module" src="${embedSrc}" width="1000" height="800"></iframe>`);
  });
  await new Promise<void>((resolve) => partnerSite.listen(port, '127.0.0.1', resolve));
  const partner = await context.newPage();
  await partner.goto(`http://127.0.0.1:${port}/`);
  return {
    frame: partner.frameLocator('iframe[title="Tessera module"]'),
    close: () => new Promise<void>((resolve) => partnerSite.close(() => resolve())),
  };
}

/** Runs `check` on a module's embed framed by a partner site, in a fresh browser context without a session. */
async function inPartnerFrame(
  browser: Browser,
  page: Page,
  ids: { projectId: number; moduleId: number },
  check: (frame: FrameLocator) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  await stubExternalSites(context);
  const embed = await framedEmbed(page, context, ids.projectId, ids.moduleId);
  try {
    // A fresh browser loads the whole app into the frame first: slower than a page of a warm one.
    await expect(embed.frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    await check(embed.frame);
  } finally {
    await context.close();
    await embed.close();
  }
}

test('YouTube videos in every address form play in the privacy-enhanced player; other addresses are refused', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await stubExternalSites(page.context());
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const { project, ids } = await projectWithModules(page, 'Videos', { VideoIntegration: `Videos ${RUN}` });
  await page.goto(`/projects/${project.id}/youtube-integrations/${ids.VideoIntegration}`);
  await expect(page.getByText('No videos yet. Add a YouTube video by its address.')).toBeVisible();

  await test.step('an address of another site is refused in the form, with what to paste instead', async () => {
    await page.getByRole('button', { name: 'Add video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add video' });
    for (const refused of ['https://vimeo.com/76979871', `https://youtube.com.evil.test/watch?v=${VIDEO}`, `http://youtu.be/${VIDEO}`]) {
      await dialog.getByRole('textbox', { name: /YouTube address/ }).fill(refused);
      await dialog.getByRole('textbox', { name: 'Title' }).fill('Elsewhere');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('This is not a YouTube address.', { exact: false })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  const forms: Array<[string, string]> = [
    [`https://www.youtube.com/watch?v=${VIDEO}`, PLAYER],
    [`https://youtu.be/${VIDEO}?t=90`, `${PLAYER}?start=90`],
    [`https://www.youtube.com/embed/${VIDEO}?start=30`, `${PLAYER}?start=30`],
    [`https://www.youtube.com/shorts/${VIDEO}`, PLAYER],
    [`https://www.youtube.com/live/${VIDEO}`, PLAYER],
    [`https://m.youtube.com/watch?v=${VIDEO}&t=1m5s`, `${PLAYER}?start=65`],
    [`https://music.youtube.com/watch?v=${VIDEO}`, PLAYER],
    [`https://www.youtube-nocookie.com/embed/${VIDEO}`, PLAYER],
    ['https://www.youtube.com/playlist?list=PLabc123', 'https://www.youtube-nocookie.com/embed/videoseries?list=PLabc123'],
  ];
  for (const [index, [url]] of forms.entries()) {
    await test.step(`${url} is accepted`, () => addPage(page, 'video', { url, title: `Form ${index + 1}`, notes: index === 0 ? 'Watch first.' : undefined }));
  }

  await page.reload();
  for (const [index, [, player]] of forms.entries()) {
    const frame = page.getByRole('article', { name: `Form ${index + 1}` }).locator('iframe');
    await expect(frame).toHaveAttribute('src', player);
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox');
    await expect(frame).toHaveAttribute('title', `Form ${index + 1}`);
  }
  const first = page.getByRole('article', { name: 'Form 1' });
  await expect(first.getByText('Watch first.')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Watch Form 1 on YouTube' })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${VIDEO}`);

  await test.step('editing a video offers Undo, which puts the former title back', async () => {
    await first.getByRole('button', { name: 'Edit Form 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit video' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Renamed');
    await andSaved(page, () => dialog.getByRole('button', { name: 'Save' }).click());
    await expect(page.getByRole('article', { name: 'Renamed' })).toBeVisible();
    await andSaved(page, () => page.getByRole('button', { name: 'Undo' }).click());
    await expect(page.getByRole('article', { name: 'Form 1' })).toBeVisible();
  });

  await test.step('the embed variant shows the videos inside another site’s frame, read-only', async () => {
    await inPartnerFrame(browser, page, { projectId: project.id, moduleId: ids.VideoIntegration }, async (embed) => {
      await expect(embed.getByRole('article', { name: 'Form 2' }).locator('iframe')).toHaveAttribute('src', `${PLAYER}?start=90`);
      await expect(embed.getByRole('button', { name: 'Add video' })).toHaveCount(0);
      await expect(embed.getByRole('button', { name: /Edit / })).toHaveCount(0);
    });
  });
});

test('a Miro board is shown through Miro’s live embed, with a link to open it in Miro', async ({ page, browser }) => {
  await stubExternalSites(page.context());
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const { project, ids } = await projectWithModules(page, 'Boards', { MiroBoards: `Boards ${RUN}` });
  await page.goto(`/projects/${project.id}/miro-boards/${ids.MiroBoards}`);
  await expect(page.getByText('No boards yet. Add a Miro board by its address.')).toBeVisible();

  await page.getByRole('button', { name: 'Add board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add board' });
  await dialog.getByRole('textbox', { name: /Miro board address/ }).fill('https://miro.com/app/dashboard/');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Journey map');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This is not a Miro board address.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await addPage(page, 'board', { url: 'https://miro.com/app/board/uXjVOfjmQ4I=/?share_link_id=42', title: 'Journey map' });

  await page.reload();
  const board = page.getByRole('article', { name: 'Journey map' });
  await expect(board.locator('iframe')).toHaveAttribute('src', 'https://miro.com/app/live-embed/uXjVOfjmQ4I=/?embedMode=view_only_without_ui');
  await expect(board.locator('iframe')).toHaveAttribute('sandbox', /allow-scripts allow-same-origin/);
  await expect(board.getByRole('link', { name: 'Open Journey map in Miro' })).toHaveAttribute('href', 'https://miro.com/app/board/uXjVOfjmQ4I=/');

  await inPartnerFrame(browser, page, { projectId: project.id, moduleId: ids.MiroBoards }, async (embed) => {
    await expect(embed.getByRole('article', { name: 'Journey map' }).locator('iframe')).toHaveAttribute(
      'src',
      'https://miro.com/app/live-embed/uXjVOfjmQ4I=/?embedMode=view_only_without_ui',
    );
  });
});

test('an embedded suite shows pages of the hosts the company admin allows, as sandboxed tabs', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await stubExternalSites(page.context());
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const { project, ids } = await projectWithModules(page, 'Suites', { EmbeddedSuites: `Suites ${RUN}` });
  const moduleUrl = `/projects/${project.id}/embedded-suites/${ids.EmbeddedSuites}`;

  await test.step('without allowed hosts the module says who adds them and where', async () => {
    await page.goto(moduleUrl);
    await expect(page.getByText('Your company allows no suite hosts yet.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add page' })).toBeDisabled();
  });

  await test.step('the company admin adds a suite host on the company details page', async () => {
    await page.goto('/company/details');
    const hosts = page.getByRole('textbox', { name: 'Allowed suite hosts' });
    await hosts.fill('http://plain.acme.test');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('“http://plain.acme.test” is not an https origin', { exact: false })).toBeVisible();
    await hosts.fill(`${SUITE_HOST}/`);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/company_admin/company.json') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).first().click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('textbox', { name: 'Allowed embed hosts' })).toHaveValue('');
  });

  await test.step('pages of that host become tabs; another host is refused', async () => {
    await page.goto(moduleUrl);
    await page.getByRole('button', { name: 'Add page' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add page' });
    await expect(dialog.getByText(`An https address on one of these hosts: ${SUITE_HOST}.`)).toBeVisible();
    await dialog.getByRole('textbox', { name: /Page address/ }).fill('https://other.acme.test/board');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Other');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This address is not on one of the hosts your company admin allows', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await addPage(page, 'page', { url: `${SUITE_HOST}/board?id=7`, title: 'Board' });
    await addPage(page, 'page', { url: `${SUITE_HOST}/wiki`, title: 'Wiki' });

    await page.reload();
    const tabs = page.getByRole('tablist', { name: 'Embedded suites' });
    await expect(tabs.getByRole('tab')).toHaveText(['Board', 'Wiki']);
    await expect(page.locator('iframe[title="Board"]')).toHaveAttribute('src', `${SUITE_HOST}/board?id=7`);
    await tabs.getByRole('tab', { name: 'Wiki' }).click();
    const wiki = page.locator('iframe[title="Wiki"]');
    await expect(wiki).toHaveAttribute('src', `${SUITE_HOST}/wiki`);
    await expect(wiki).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads');
    await expect(page.getByRole('link', { name: 'Open Wiki in a new tab' })).toHaveAttribute('href', `${SUITE_HOST}/wiki`);
  });

  await test.step('the embed variant shows the tabs inside another site’s frame', async () => {
    await inPartnerFrame(browser, page, { projectId: project.id, moduleId: ids.EmbeddedSuites }, async (embed) => {
      await expect(embed.getByRole('tab', { name: 'Board' })).toBeVisible();
      await expect(embed.locator('iframe[title="Board"]')).toHaveAttribute('src', `${SUITE_HOST}/board?id=7`);
      await expect(embed.getByRole('button', { name: 'Add page' })).toHaveCount(0);
    });
  });

  const api = await apiAsPageUser(page);
  expect((await api.put('/api/company_admin/company.json', { suite_hosts: [] })).status()).toBe(200);
});
