/**
 * The image viewer in the browser: an image uploaded with its progress, zoomed with the keyboard and the buttons,
 * found again after a reload; a non-image renamed .png refused with the reason; and the module's embed (the plural
 * image-viewers route) showing the gallery inside another site's iframe.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { projectWithModules, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';
import { inPartnerFrame, moduleEmbedPath } from './support/embed';

const PICTURE = readFileSync(fileURLToPath(new URL('../../server/db/seed-previews/Bpmns.png', import.meta.url)));

test('an image is uploaded, zoomed, found after a reload and shown in the embed', async ({ page, browser, server }) => {
  await signInWithTermsAccepted(page, 'editor@acme.test');
  const { api, project, ids } = await projectWithModules(page, 'Image gallery', { ImageViewers: 'Site photos' });
  const moduleUrl = `/projects/${project.id}/image-viewer/${ids.ImageViewers}`;

  await test.step('a text file renamed .png is refused, saying why', async () => {
    await page.goto(moduleUrl);
    await page.getByLabel('Add images').setInputFiles({ name: 'minutes.png', mimeType: 'image/png', buffer: Buffer.from('Minutes of the meeting') });
    await expect(page.getByText(/minutes\.png was not added: .*not a PNG, JPEG, GIF or WebP image/)).toBeVisible();
  });

  await test.step('upload a picture and caption it', async () => {
    const stored = page.waitForResponse((response) => response.url().includes('/upload_module_image.json'));
    await page.getByLabel('Add images').setInputFiles({ name: 'order-process.png', mimeType: 'image/png', buffer: PICTURE });
    expect((await stored).status()).toBe(200);
    const saved = page.waitForResponse((response) => response.url().includes('/bulk_update.json') && response.request().method() === 'POST');
    await page.getByRole('textbox', { name: 'Caption of image 1' }).fill('Order process');
    expect((await saved).status()).toBe(200);
  });

  await test.step('after a reload the image is there; the viewer zooms with the keyboard and the buttons', async () => {
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Caption of image 1' })).toHaveValue('Order process');
    await page.getByRole('button', { name: 'Open Order process' }).click();
    const viewer = page.getByRole('dialog', { name: 'Image 1 of 1 · Order process' });
    await expect(viewer.getByRole('img', { name: 'Order process' })).toBeVisible();
    await expect(viewer.getByText('Zoom 100 %')).toBeVisible();
    await page.keyboard.press('+');
    await expect(viewer.getByText('Zoom 150 %')).toBeVisible();
    await viewer.getByRole('button', { name: 'Zoom in (+)' }).click();
    await expect(viewer.getByText('Zoom 200 %')).toBeVisible();
    await page.keyboard.press('0');
    await expect(viewer.getByText('Zoom 100 %')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  await test.step('the project page’s card counts the images', async () => {
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('link', { name: /Site photos/ })).toContainText('1 image');
  });

  await test.step('the embed, on the plural image-viewers route, shows the gallery inside another site’s iframe', async () => {
    const embedPath = await moduleEmbedPath(api, project.id, ids.ImageViewers);
    expect(embedPath).toMatch(/\/embed\/projects\/[^/]+\/image-viewers\/[^/]+$/);
    await inPartnerFrame(browser, server.url, embedPath, async (frame) => {
      await expect(frame.getByRole('heading', { level: 1, name: 'Site photos' })).toBeVisible();
      await expect(frame.getByText('Order process')).toBeVisible();
      await expect(frame.getByRole('button', { name: /Delete|Add images/ })).toHaveCount(0);
      await frame.getByRole('button', { name: 'Open Order process' }).click();
      await expect(frame.getByRole('img', { name: 'Order process' })).toBeVisible();
    });
  });
});
