/**
 * The text module's editor as a person uses it on a phone-sized window: markdown shortcuts for a heading
 * and a list, a table from the toolbar, a link to a bare domain through the link dialog, an uploaded
 * picture, one undo, and after a reload the document as it was saved. Typing scrolls the editor's box, never the page.
 */
import { andSaved, apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);
/** A 1×1 PNG. */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('the text editor turns markdown into structure, inserts a table and a link, undoes, and saves', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const api = await apiAsPageUser(page);
  const project = (await (await api.post('/api/projects.json', { name: `Text editor ${RUN}` })).json()) as { id: number };
  const moduleResponse = await api.post(`/api/projects/${project.id}/project_scenario_modules.json`, { name: 'Notes', type_key: 'FreeTexts' });
  expect(moduleResponse.status(), await moduleResponse.text()).toBe(201);
  const module = (await moduleResponse.json()) as { id: number };
  await page.goto(`/projects/${project.id}/text/${module.id}`);

  const editor = page.getByRole('textbox', { name: 'Text' });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await expect(editor).toBeEditable();
  // The toolbar wraps: every button is on screen and the page is no wider than the window.
  await expect(toolbar.getByRole('button', { name: 'Insert table' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await editor.click();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await andSaved(page, async () => {
    await page.keyboard.type('# Plan');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- first');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Next steps');
  });
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await expect(editor.locator('h1')).toHaveText('Plan');
  await expect(editor.locator('ul > li')).toHaveText(['first', 'second']);

  await andSaved(page, async () => {
    await toolbar.getByRole('button', { name: 'Insert table' }).click();
    await page.keyboard.type('Owner');
  });
  await expect(editor.locator('table th').first()).toHaveText('Owner');
  await expect(toolbar.getByRole('button', { name: 'Add row below' })).toBeVisible();

  await andSaved(page, async () => {
    await page.keyboard.press('Control+End');
    await page.keyboard.type('See');
    await toolbar.getByRole('button', { name: 'Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a link' });
    await dialog.getByRole('textbox', { name: 'Link address' }).fill('example.com');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
  });
  await expect(editor.getByRole('link', { name: 'example.com' })).toHaveAttribute('href', 'https://example.com');

  // One step to undo: the last paragraph made a heading.
  await andSaved(page, () => toolbar.getByRole('button', { name: 'Heading 3' }).click());
  await expect(editor.locator('h3')).toHaveCount(1);
  await andSaved(page, () => page.keyboard.press('Control+Z'));
  await expect(editor.locator('h3')).toHaveCount(0);

  await andSaved(page, () =>
    page.locator('input[type="file"]').setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PICTURE }),
  );
  // Shown from an object URL: the stored file needs the bearer token an <img> cannot send.
  await expect(editor.getByRole('img', { name: 'dot' })).toHaveAttribute('src', /^blob:/);
  await expect(editor.getByRole('img', { name: 'dot' })).toHaveJSProperty('naturalWidth', 1);

  await page.reload();
  const reloaded = page.getByRole('textbox', { name: 'Text' });
  await expect(reloaded.locator('h1')).toHaveText('Plan');
  await expect(reloaded.locator('ul > li')).toHaveText(['first', 'second']);
  await expect(reloaded.locator('p', { hasText: 'Next steps' })).toHaveCount(1);
  await expect(reloaded.locator('table tr')).toHaveCount(3);
  await expect(reloaded.locator('table th').first()).toHaveText('Owner');
  await expect(reloaded.getByRole('link', { name: 'example.com' })).toHaveAttribute('href', 'https://example.com');
  await expect(reloaded.locator('h3')).toHaveCount(0);
  await expect(reloaded.getByRole('img', { name: 'dot' })).toHaveJSProperty('naturalWidth', 1);
});
