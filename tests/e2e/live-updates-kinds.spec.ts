/**
 * Live updates beyond lists: two people on one canvas and on one diagram see each other's saved changes without a
 * reload, both ways. The diagram's own selection and undo stay the person's own; two people type in one text at once.
 */
import type { Browser, Page } from '@playwright/test';
import { andSaved, apiAsPageUser, demoProjectModule, expectAllSaved, signInWithTermsAccepted } from './app';
import { accessibilityViolations } from './accessibility';
import { expect, test } from './fixtures';
import { drop, paper, shapes } from './support/diagram';

const RUN = Date.now().toString(36);

/** The owner (this test's page) and the editor (a browser of their own) on one new module of the demo project. */
async function twoPeopleOn(page: Page, browser: Browser, typeKey: string, segment: string, name: string) {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const { projectId, moduleId } = await demoProjectModule(await apiAsPageUser(page), typeKey, name);
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInWithTermsAccepted(editor, 'editor@acme.test');
  const modulePage = `/projects/${projectId}/${segment}/${moduleId}`;
  await Promise.all([page.goto(modulePage), editor.goto(modulePage)]);
  return { editor, close: () => editorContext.close() };
}

test('two people on one canvas see each other’s notes live, both ways, and where the other points', async ({ page, browser }) => {
  const { editor, close } = await twoPeopleOn(page, browser, 'SwotCanvas', 'swot-canvas', `Live SWOT ${RUN}`);
  const note = (on: Page) => on.getByRole('region', { name: 'Strengths' }).getByRole('textbox', { name: 'Note in Strengths' });

  await test.step('the owner adds a note: it shows on the editor’s canvas', async () => {
    const strengths = page.getByRole('region', { name: 'Strengths' });
    await strengths.getByRole('button', { name: 'Add note to Strengths' }).click();
    await andSaved(page, () => note(page).fill('Loyal customers'));
    await expect(note(editor)).toHaveValue('Loyal customers');
  });

  await test.step('the editor rewrites it: the owner sees the new words', async () => {
    await andSaved(editor, () => note(editor).fill('Loyal customers in three countries'));
    await expect(note(page)).toHaveValue('Loyal customers in three countries');
  });

  await test.step('the editor points into Weaknesses on a narrower window: the owner sees the named pointer there', async () => {
    await editor.setViewportSize({ width: 1000, height: 800 });
    const weaknesses = (on: Page) => on.getByRole('region', { name: 'Weaknesses' });
    const area = (await weaknesses(editor).boundingBox())!;
    await editor.mouse.move(area.x + area.width * 0.5, area.y + area.height * 0.5, { steps: 4 });
    const pointer = page.locator('[data-presence-pointer="Eddie Editor"]');
    await expect(pointer).toContainText('Eddie Editor');
    const distanceFromMiddle = async () => {
      const [shown, there] = await Promise.all([pointer.boundingBox(), weaknesses(page).boundingBox()]);
      return shown && there ? Math.hypot(shown.x - (there.x + there.width / 2), shown.y - (there.y + there.height / 2)) : Infinity;
    };
    await expect.poll(distanceFromMiddle).toBeLessThan(6);
    await editor.mouse.move(1, 1);
    await expect(pointer).toHaveCount(0);
  });

  await close();
});

test('two people on one diagram see each other’s shapes live, both ways, and undo only their own', async ({ page, browser }) => {
  const { editor, close } = await twoPeopleOn(page, browser, 'Bpmns', 'bpmn', `Live process ${RUN}`);
  await expect(paper(page).locator('svg').first()).toBeVisible();
  await expect(paper(editor).locator('svg').first()).toBeVisible();

  await test.step('the owner adds a task: it shows on the editor’s diagram', async () => {
    await drop(page, 'Task', 220, 150);
    await expect(shapes(editor, 'bpmn.Activity')).toHaveCount(1);
  });

  await test.step('the editor adds a start event: it shows on the owner’s diagram', async () => {
    await drop(editor, 'Start event', 60, 150);
    await expect(shapes(page, 'bpmn.Event')).toHaveCount(1);
  });

  await test.step('the owner’s undo takes back the owner’s task, not the editor’s event', async () => {
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(0);
    await expect(shapes(page, 'bpmn.Event')).toHaveCount(1);
    await expect(shapes(editor, 'bpmn.Activity')).toHaveCount(0);
    await expect(shapes(editor, 'bpmn.Event')).toHaveCount(1);
  });

  await close();
});

test('two people typing in one text at once see each other’s words, and neither loses one', async ({ page, browser }) => {
  const { editor, close } = await twoPeopleOn(page, browser, 'FreeTexts', 'text', `Live text ${RUN}`);
  const text = (on: Page) => on.getByRole('textbox', { name: 'Text' });

  await test.step('the owner writes a first line: the editor sees it', async () => {
    await text(page).click();
    await page.keyboard.type('Owner starts.');
    await expect(text(editor)).toContainText('Owner starts.');
  });

  await test.step('both type at once, one at the start and one at the end', async () => {
    await text(editor).click();
    await editor.keyboard.press('Control+End');
    await page.keyboard.press('Control+Home');
    await Promise.all([page.keyboard.type('First words. ', { delay: 30 }), editor.keyboard.type(' Editor ends.', { delay: 30 })]);
    for (const on of [page, editor]) await expect(text(on)).toHaveText('First words. Owner starts. Editor ends.');
  });

  await test.step('what was saved holds everyone’s words', async () => {
    await expectAllSaved(page);
    await expectAllSaved(editor);
    await page.reload();
    await expect(text(page)).toHaveText('First words. Owner starts. Editor ends.');
  });

  await close();
});

test('who else has a diagram open shows as an avatar, with their selection outlined and their pointer named, until they leave', async ({ page, browser }) => {
  const { editor, close } = await twoPeopleOn(page, browser, 'Bpmns', 'bpmn', `Presence ${RUN}`);
  const here = (on: Page) => on.getByRole('list', { name: 'Also here' });
  await expect(paper(page).locator('svg').first()).toBeVisible();
  await drop(page, 'Task', 220, 150);
  await expect(shapes(editor, 'bpmn.Activity')).toHaveCount(1);

  await test.step('each sees the other’s avatar', async () => {
    await expect(here(page).getByRole('listitem', { name: 'Eddie Editor' })).toBeVisible();
    await expect(here(editor).getByRole('listitem', { name: 'Otto Owner' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  await test.step('the editor selects the task and points at the paper: the owner sees both in the editor’s colour', async () => {
    await shapes(editor, 'bpmn.Activity').click();
    await expect(paper(page).locator('[data-presence="Eddie Editor"]').first()).toBeAttached();
    await editor.mouse.move(400, 400);
    await editor.mouse.move(420, 410, { steps: 3 });
    await expect(paper(page).locator('g[data-presence="Eddie Editor"] text')).toHaveText('Eddie Editor');
  });

  await test.step('the editor leaves: the avatar and the marks go', async () => {
    await close();
    await expect(here(page)).toHaveCount(0);
    await expect(paper(page).locator('[data-presence]')).toHaveCount(0);
  });
});
