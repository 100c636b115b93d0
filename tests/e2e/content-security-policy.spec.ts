/**
 * The app works under its Content-Security-Policy (server/content-security-policy.ts): signing in,
 * the project page and the diagram editor run without one violation or console error about it.
 */
import { expect, test } from './fixtures';
import { diagramModule, drop, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test('signing in, a project and a diagram cause no Content-Security-Policy violation', async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations!.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  const violations = async () => [...((await page.evaluate(() => window.cspViolations ?? [])) as string[]), ...consoleErrors];

  const shell = await page.goto('/login');
  expect(shell?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  await signInAsOwner(page);
  expect(await violations()).toEqual([]);

  const { projectId, moduleId } = await diagramModule(page, `Under the policy ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Under the policy ${RUN}` })).toBeVisible();
  await page.getByRole('link', { name: /Order process/ }).first().click();
  await expect(paper(page).locator('svg').first()).toBeVisible();
  await drop(page, 'Task', 220, 150);
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/bpmn/${moduleId}`));
  expect(await violations()).toEqual([]);
});
