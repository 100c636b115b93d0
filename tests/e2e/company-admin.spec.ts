/**
 * The company admin area as owner@acme.test: a team grants write on a project and raises viewer@acme.test
 * (a member with no access of their own there) to editing it; an invitation is listed and mailed, and its
 * licence removed; a deleted project comes back from /company/restore-projects.
 */
import type { Page } from '@playwright/test';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const RUN = Date.now().toString(36);

async function newProject(page: Page, name: string): Promise<number> {
  const created = await (await apiAsPageUser(page)).post('/api/projects.json', { name });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('a team grants write on a project and viewer can then edit it', async ({ page, browser }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const projectId = await newProject(page, `Team project ${RUN}`);
  const team = `Writers ${RUN}`;

  await test.step('create the team and add viewer', async () => {
    await page.goto('/company/teams');
    await page.getByRole('button', { name: 'Create team' }).click();
    await page.getByRole('dialog', { name: 'Create a team' }).getByLabel('Name').fill(team);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: team });
    await dialog.getByLabel('Person to add').fill('Vera');
    await page.getByRole('option', { name: 'Vera Viewer (viewer@acme.test)' }).click();
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await expect(dialog.getByRole('list', { name: 'Members' })).toContainText('viewer@acme.test');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('grid', { name: 'Teams of your company' })).toContainText(team);
  });

  await test.step('grant the team write on the project', async () => {
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('button', { name: 'Permissions' }).click();
    const teams = page.getByRole('dialog', { name: 'Permissions' }).getByRole('region', { name: 'Teams' });
    await teams.getByLabel('Team').click();
    await page.getByRole('option', { name: team }).click();
    await teams.getByRole('combobox', { name: 'Access' }).click();
    await page.getByRole('option', { name: 'Can edit' }).click();
    await teams.getByRole('button', { name: 'Add team' }).click();
    await expect(teams.getByRole('combobox', { name: `Access of ${team}` })).toHaveText('Can edit');
  });

  await test.step('viewer can now edit the project', async () => {
    const viewerContext = await browser.newContext();
    const viewer = await viewerContext.newPage();
    await signInWithTermsAccepted(viewer, 'viewer@acme.test');
    const renamed = await (await apiAsPageUser(viewer)).put(`/api/projects/${projectId}.json`, { description: 'Edited by the team' });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await viewer.goto(`/projects/${projectId}`);
    await expect(viewer.getByRole('button', { name: 'Project actions' })).toBeVisible();
    await viewerContext.close();
  });
});

test('an invitation is listed and mailed, and its licence can be removed', async ({ page, mail }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const email = `ivy.${RUN}@acme.test`;
  await page.goto('/company/users');
  await page.getByRole('button', { name: 'Invite user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a user' });
  await invite.getByLabel('Name').fill('Ivy Invited');
  await invite.getByLabel('Email').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row).toContainText('Invited');
  await mail.waitForMail((received) => received.to.includes(email));

  await row.click();
  const details = page.getByRole('dialog', { name: 'User Ivy Invited' });
  await details.getByRole('button', { name: 'Remove licence' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Ivy Invited’s licence?' });
  await confirm.getByRole('button', { name: 'Remove licence' }).click();
  await expect(details.getByRole('button', { name: 'Give a licence' })).toBeVisible();
  await expect(details.getByRole('list', { name: 'Audit log' })).toContainText('Took the licence back from Ivy Invited');
});

test('a deleted project is restored from the removed projects', async ({ page }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const name = `Comeback ${RUN}`;
  const projectId = await newProject(page, name);
  expect((await (await apiAsPageUser(page)).delete(`/api/projects/${projectId}.json`)).status()).toBe(200);

  await page.goto('/company/restore-projects');
  await page.getByRole('button', { name: `Restore ${name}` }).click();
  await expect(page.getByText(`Project “${name}” restored.`)).toBeVisible();
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name })).toBeVisible();
});
