/**
 * Checklists in the browser: items ticked off show as progress on the module and on its card on the project
 * page, and the module's embed shows the items read-only inside another site's iframe.
 */
import { andSaved, projectWithModules, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';
import { inPartnerFrame, moduleEmbedPath } from './support/embed';

const ITEMS = ['Book the venue', 'Send the invitations', 'Order the catering'];

test('a checklist’s progress shows on the module and on its card on the project page', async ({ page, browser, server }) => {
  await signInWithTermsAccepted(page, 'editor@acme.test');
  const { api, project, ids } = await projectWithModules(page, 'Checklist launch', { Checklists: 'Launch checklist' });

  await test.step('add three items and tick one off', async () => {
    await page.goto(`/projects/${project.id}/checklists/${ids.Checklists}`);
    const newItem = page.getByRole('textbox', { name: 'New item' });
    for (const text of ITEMS) {
      await andSaved(page, async () => {
        await newItem.fill(text);
        await newItem.press('Enter');
      });
    }
    await andSaved(page, () => page.getByRole('checkbox', { name: `Done: ${ITEMS[0]}` }).check());
    await expect(page.getByText('1 of 3 done')).toBeVisible();
  });

  await test.step('the project page shows the progress on the module’s card', async () => {
    await page.goto(`/projects/${project.id}`);
    const card = page.getByRole('link', { name: /Launch checklist/ });
    await expect(card).toContainText('1 of 3 done');
    await expect(card.getByRole('progressbar', { name: '1 of 3 done' })).toBeVisible();
  });

  await test.step('the embed shows the items read-only inside another site’s iframe', async () => {
    const embedPath = await moduleEmbedPath(api, project.id, ids.Checklists);
    expect(embedPath).toContain('/checklists/');
    await inPartnerFrame(browser, server.url, embedPath, async (frame) => {
      await expect(frame.getByRole('heading', { level: 1, name: 'Launch checklist' })).toBeVisible();
      await expect(frame.getByText('1 of 3 done')).toBeVisible();
      await expect(frame.getByRole('listitem')).toHaveCount(3);
      await expect(frame.getByRole('checkbox', { name: `Done: ${ITEMS[0]}` })).toBeChecked();
      await expect(frame.getByRole('checkbox', { name: `Done: ${ITEMS[0]}` })).toBeDisabled();
      await expect(frame.getByRole('textbox')).toHaveCount(0);
    });
  });
});
