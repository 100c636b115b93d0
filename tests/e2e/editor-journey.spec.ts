import type { Locator, Page } from '@playwright/test';
import { addModule, andSaved, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const PROJECT = 'Launch plan';
const TEXT_MODULE = 'Kick-off notes';
const RISKS_MODULE = 'Launch risks';
const TEXT = 'We launch in the spring with three pilot customers.';
const RISKS = ['Pilot customers drop out', 'Supplier delay', 'Key people leave'];

/** The names of the list table's rows, top to bottom, as the user sees them. */
function riskRows(page: Page): Locator {
  return page.getByRole('table', { name: RISKS_MODULE }).getByRole('rowheader');
}

async function expectRiskOrder(page: Page, titles: string[]): Promise<void> {
  await expect(riskRows(page)).toHaveCount(titles.length);
  await expect(riskRows(page)).toHaveText(titles);
}

/** Drags with small pointer steps, as a person does (dnd-kit starts a drag after 4 px of movement). */
async function drag(page: Page, handle: Locator, target: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The drag handle or its target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.75, { steps: 20 });
  await page.mouse.up();
}

test('an editor builds a project whose work survives a reload and a server restart', async ({ page, restartServer }) => {
  // The whole journey, with a server restart in the middle, is longer than one ordinary test.
  test.setTimeout(240_000);
  let projectUrl = '';
  let textModuleUrl = '';
  let risksModuleUrl = '';

  // Other tests on this worker's server may have accepted the terms for this account already.
  await test.step('sign in as editor@acme.test, the terms accepted', async () => {
    await signInWithTermsAccepted(page, 'editor@acme.test');
    await page.goto('/home');
  });

  await test.step('create a project', async () => {
    // The empty list offers a second "New project" button; either opens the same dialog.
    await page.getByRole('button', { name: 'New project' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    await dialog.getByLabel('Name').fill(PROJECT);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/projects\/[^/]+$/);
    await expect(page.getByRole('button', { name: 'Add module' })).toBeVisible();
    projectUrl = page.url();
  });

  await test.step('add a text module, type, and see the text after a reload', async () => {
    await addModule(page, 'Text', TEXT_MODULE);
    await expect(page).toHaveURL(/\/projects\/[^/]+\/text\/\d+$/);
    textModuleUrl = page.url();
    const editor = page.getByRole('textbox', { name: 'Text' });
    await expect(editor).toBeEditable();
    await andSaved(page, async () => {
      await editor.click();
      await editor.pressSequentially(TEXT);
    });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Text' })).toContainText(TEXT);
  });

  await test.step('add risks to a risks module', async () => {
    await page.goto(projectUrl);
    await addModule(page, 'Risks', RISKS_MODULE);
    await expect(page).toHaveURL(/\/projects\/[^/]+\/risks\/\d+$/);
    risksModuleUrl = page.url();
    for (const title of RISKS) {
      await andSaved(page, async () => {
        await page.getByRole('button', { name: 'Add risk' }).click();
        const dialog = page.getByRole('dialog', { name: 'New risk' });
        await dialog.getByLabel('Title').fill(title);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await expect(dialog).toBeHidden();
      });
    }
    await expectRiskOrder(page, RISKS);
  });

  await test.step('reorder the risks with the move buttons and the keyboard', async () => {
    // Key people leave: up to the top.
    await andSaved(page, () => page.getByRole('button', { name: 'Move Key people leave up' }).click());
    await andSaved(page, () => page.getByRole('button', { name: 'Move Key people leave up' }).click());
    await expectRiskOrder(page, ['Key people leave', 'Pilot customers drop out', 'Supplier delay']);
    // The move button keeps the focus, so Enter moves the same item again.
    await andSaved(page, async () => {
      await page.getByRole('button', { name: 'Move Pilot customers drop out down' }).focus();
      await page.keyboard.press('Enter');
    });
    await expectRiskOrder(page, ['Key people leave', 'Supplier delay', 'Pilot customers drop out']);
  });

  await test.step('reorder a risk by dragging it', async () => {
    await andSaved(page, () =>
      drag(page, page.getByRole('button', { name: 'Reorder Key people leave' }), riskRows(page).nth(2)),
    );
    await expectRiskOrder(page, ['Supplier delay', 'Pilot customers drop out', 'Key people leave']);
  });

  await test.step('see the risks order after a reload', async () => {
    await page.reload();
    await expectRiskOrder(page, ['Supplier delay', 'Pilot customers drop out', 'Key people leave']);
  });

  await test.step('restart the server and find the text and the risks order still there', async () => {
    await restartServer();
    await page.goto(risksModuleUrl);
    await expectRiskOrder(page, ['Supplier delay', 'Pilot customers drop out', 'Key people leave']);
    await page.goto(textModuleUrl);
    await expect(page.getByRole('textbox', { name: 'Text' })).toContainText(TEXT);
    await page.goto(projectUrl);
    await expect(page.getByRole('link', { name: new RegExp(TEXT_MODULE) })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(RISKS_MODULE) })).toBeVisible();
  });
});
