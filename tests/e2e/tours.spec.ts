/**
 * The guided tours (screens-and-editor.md §4): a person who joins gets the home tour once the terms are
 * accepted, steps through it with the keyboard and the buttons, does not get it again after a reload, and
 * takes it again from the help menu. A step whose target is not on the page stops its tour.
 */
import type { Page } from '@playwright/test';
import { acceptTerms, apiAsPageUser, expectNoTour, mailedLink, projectWithModules, signIn, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const PASSWORD = 'compass meadow lighthouse';

const tourStep = (page: Page, title: string) => page.getByRole('alertdialog', { name: title });

/** Opens the help menu and starts the tour of that name. */
async function startFromHelp(page: Page, tour: string): Promise<void> {
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: tour }).click();
}

/** Waits for the PUT of the current user that stores a tour flag. */
function nextFlagSaved(page: Page) {
  return page.waitForResponse((response) => response.url().includes('/api/current_user') && response.request().method() === 'PUT');
}

test('a new person gets the home tour after the terms, once, and takes it again from the help menu', async ({ page, browser, baseURL, mail }) => {
  const email = `tour-${Date.now().toString(36)}@acme.test`;
  const sent = mail.mails.length;

  await test.step('owner@acme.test invites a member, who accepts and signs in', async () => {
    const owner = await (await browser.newContext({ baseURL })).newPage();
    await signIn(owner, 'owner@acme.test');
    const res = await (await apiAsPageUser(owner)).post('/api/company_admin/users.json', { name: 'Tara Tour', email, company_role: 'member', has_licence: false });
    expect(res.ok(), await res.text()).toBe(true);
    await owner.context().close();
    await page.goto(await mailedLink(mail, email, '/accept-invitation', sent));
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accept and sign in' }).click();
  });

  await test.step('no tour while the terms are open; the home tour starts once they are accepted', async () => {
    await expect(page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Decline' }) })).toBeVisible();
    await expectNoTour(page);
    await acceptTerms(page);
    await expect(page).toHaveURL(/\/recently-viewed$/);
    await expect(tourStep(page, 'Welcome to Tessera')).toBeVisible();
    await expect(tourStep(page, 'Welcome to Tessera')).toContainText('Step 1 of 3');
  });

  await test.step('Right moves on, Left moves back, Escape stops it and it counts as seen', async () => {
    await page.keyboard.press('ArrowRight');
    await expect(tourStep(page, 'Your projects')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(tourStep(page, 'Welcome to Tessera')).toBeVisible();
    const saved = nextFlagSaved(page);
    await page.keyboard.press('Escape');
    await expectNoTour(page);
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ viewed_intro_tour: true, viewed_landing_tour: false });
  });

  await test.step('after a reload the tour does not start again', async () => {
    await page.reload();
    await expect(page.getByRole('toolbar', { name: 'List options' })).toBeVisible();
    // The help menu opens only once the page shows its tours, which is when a due tour would start.
    await page.getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('menuitem', { name: 'Tour of the home page' })).toBeVisible();
    await expectNoTour(page);
    await page.keyboard.press('Escape');
  });

  await test.step('the help menu starts it again; Next, Back and Finish go through it', async () => {
    await startFromHelp(page, 'Tour of the home page');
    await expect(tourStep(page, 'Welcome to Tessera')).toBeVisible();
    await tourStep(page, 'Welcome to Tessera').getByRole('button', { name: 'Next' }).click();
    await tourStep(page, 'Your projects').getByRole('button', { name: 'Back' }).click();
    await tourStep(page, 'Welcome to Tessera').getByRole('button', { name: 'Next' }).click();
    await tourStep(page, 'Your projects').getByRole('button', { name: 'Next' }).click();
    const last = tourStep(page, 'Help whenever you need it');
    await expect(last).toContainText('Step 3 of 3');
    await expect(last.getByRole('button', { name: 'Skip tour' })).toHaveCount(0);
    await last.getByRole('button', { name: 'Finish' }).click();
    await expectNoTour(page);
  });

  await test.step('Skip tour and Stop tour end it at once', async () => {
    await startFromHelp(page, 'Tour of the home page');
    await tourStep(page, 'Welcome to Tessera').getByRole('button', { name: 'Skip tour' }).click();
    await expectNoTour(page);
    await startFromHelp(page, 'Tour of the home page');
    await tourStep(page, 'Welcome to Tessera').getByRole('button', { name: 'Next' }).click();
    await tourStep(page, 'Your projects').getByRole('button', { name: 'Stop tour' }).click();
    await expectNoTour(page);
  });
});

test('on a phone the help menu offers the home tour, whose cards fit the window', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithTermsAccepted(page, 'viewer@acme.test');
  await page.goto('/recently-viewed');
  await startFromHelp(page, 'Tour of the home page');
  for (const title of ['Welcome to Tessera', 'Your projects', 'Help whenever you need it']) {
    const card = tourStep(page, title);
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `${title} fits`).toBe(true);
    await card.getByRole('button', { name: title === 'Help whenever you need it' ? 'Finish' : 'Next' }).click();
  }
  await expectNoTour(page);
});

test('the project and module pages offer their tours; a step whose target is missing stops the tour', async ({ page }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const { api, project, ids } = await projectWithModules(page, 'Tours', { Bpmns: 'Order process', Risks: 'Risks' });

  await test.step('the project page: its header, its modules, the help menu', async () => {
    await page.goto(`/projects/${project.id}`);
    await startFromHelp(page, 'Tour of the project page');
    await tourStep(page, 'The project').getByRole('button', { name: 'Next' }).click();
    await tourStep(page, 'Modules').getByRole('button', { name: 'Next' }).click();
    await tourStep(page, 'Tours of each module').getByRole('button', { name: 'Finish' }).click();
    await expectNoTour(page);
  });

  await test.step('a list module: its family tour', async () => {
    await page.goto(`/projects/${project.id}/risks/${ids.Risks}`);
    await startFromHelp(page, 'Tour of this module');
    await tourStep(page, 'Your list').getByRole('button', { name: 'Next' }).click();
    await tourStep(page, 'Properties and comments').getByRole('button', { name: 'Finish' }).click();
    await expectNoTour(page);
  });

  await test.step('a diagram: the diagram editor tour, with the keyboard', async () => {
    await page.goto(`/projects/${project.id}/bpmn/${ids.Bpmns}`);
    await expect(page.getByTestId('diagram-stencil')).toBeVisible();
    await startFromHelp(page, 'Tour of the diagram editor');
    for (const title of ['The toolbar', 'The drawing', 'Shapes', 'Properties and comments']) {
      await expect(tourStep(page, title)).toBeVisible();
      await page.keyboard.press('ArrowRight');
    }
    await expectNoTour(page);
  });

  await test.step('an empty project has no modules to point at: the project tour stops there', async () => {
    const created = await api.post('/api/projects.json', { name: `Empty for the tour ${Date.now().toString(36)}` });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await page.goto(`/projects/${id}`);
    await startFromHelp(page, 'Tour of the project page');
    await tourStep(page, 'The project').getByRole('button', { name: 'Next' }).click();
    await expectNoTour(page);
    await expect(page.getByRole('heading', { name: /Empty for the tour/ })).toBeVisible();
  });
});
