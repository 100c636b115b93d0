/**
 * The assessments' keyed lookups on their admin pages: a system admin renames a question type, which the question
 * API then answers by its new name under the same key; the keyed items are neither added nor deleted.
 */
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

test('a system admin renames a question type; it keeps its key and cannot be deleted', async ({ page }) => {
  await signInWithTermsAccepted(page, 'admin@acme.test');
  await page.goto('/admin/assessment-question-types');
  const table = page.getByRole('table', { name: 'Question types' });
  const name = table.getByRole('textbox', { name: 'Name of Short text' });
  await expect(name).toBeVisible();
  await expect(table.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add' })).toHaveCount(0);

  const saved = page.waitForResponse((response) => response.url().includes('/api/admin/assessment_question_types/') && response.request().method() === 'PUT');
  await name.fill('Short answer');
  await name.press('Enter');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(table.getByRole('textbox', { name: 'Name of Short answer' })).toBeVisible();

  const api = await apiAsPageUser(page);
  const types = (await (await api.get('/api/assessment_question_types.json')).json()) as Array<{ id: number; key: string; name: string }>;
  const shortText = types.find((type) => type.key === 'short_text')!;
  expect(shortText.name).toBe('Short answer');
  // Other tests on this server name the type in templates.
  expect((await api.put(`/api/admin/assessment_question_types/${shortText.id}.json`, { name: 'Short text' })).status()).toBe(200);
  await page.goto('/admin/assessment-statuses');
  await expect(page.getByRole('table', { name: 'Assessment statuses' }).getByRole('textbox', { name: 'Name of Open' })).toBeVisible();
});
