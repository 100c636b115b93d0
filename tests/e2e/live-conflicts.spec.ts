/**
 * Two people edit one risk at nearly the same time. The editor's screen hears of the owner's change only after the
 * editor saved (the test holds the live change back), so the editor's save is based on the version before it and the
 * server merges the two: different fields both survive; on the same field the later save wins, its writer is told,
 * and so is the person whose change it replaced.
 */
import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, demoRisksModule, expectAllSaved, nextSave, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const MODULE = `Conflicting risks ${Date.now().toString(36)}`;

/** The page's live connections, whose content changes the test can hold back and then let through. */
async function holdableLiveChanges(page: Page) {
  let held: Array<() => void> | null = null;
  await page.routeWebSocket('**/api/live', (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const changed = typeof message === 'string' && (JSON.parse(message) as { type?: string }).type === 'module-changed';
      if (changed && held) held.push(() => socket.send(message));
      else socket.send(message);
    });
  });
  return {
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const send of waiting) send();
    },
  };
}

type FormChange = (dialog: Locator) => Promise<void>;

async function openRisk(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
}

/** Lets `change` fill the open form of a risk and saves it; answers the saved value's `merge`, if any. */
async function saveRisk(page: Page, change: FormChange): Promise<unknown> {
  const dialog = page.getByRole('dialog', { name: 'Edit risk' });
  await change(dialog);
  const saved = nextSave(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  await expectAllSaved(page);
  return ((await response.json()) as { entity_values: Array<{ merge?: unknown }> }).entity_values[0].merge;
}

test('two people editing one risk at once: different fields both stay, the same field takes the later save and tells both', async ({ page, browser }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const api = await apiAsPageUser(page);
  const { modulePath } = await demoRisksModule(api, MODULE, ['Budget cut']);

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInWithTermsAccepted(editor, 'editor@acme.test');
  const editorLive = await holdableLiveChanges(editor);

  await page.goto(modulePath);
  await editor.goto(modulePath);
  const ownerTable = page.getByRole('table', { name: MODULE });
  const editorTable = editor.getByRole('table', { name: MODULE });
  await expect(ownerTable.getByRole('rowheader')).toHaveText(['Budget cut']);
  await expect(editorTable.getByRole('rowheader')).toHaveText(['Budget cut']);

  /**
   * The editor opens the risk's form, the owner saves a change of it, and the editor saves theirs, the owner's live
   * change held back until then: the editor's save is based on the version before the owner's. Answers its merge.
   */
  async function atOnce(title: string, ownerChange: FormChange, editorChange: FormChange): Promise<unknown> {
    editorLive.hold();
    await openRisk(editor, title);
    await openRisk(page, title);
    await saveRisk(page, ownerChange);
    return saveRisk(editor, editorChange);
  }

  await test.step('the owner renames the risk while the editor describes it: both changes stay', async () => {
    const merge = await atOnce('Budget cut', (dialog) => dialog.getByLabel('Title').fill('Budget halved'), (dialog) => dialog.getByLabel('Description').fill('Half the funds are gone'));
    expect(merge).toEqual({ kept_fields: ['title'], overwritten_fields: [] });
    // The editor's screen takes the owner's title from the save's answer, before the live change comes through.
    await expect(editorTable.getByRole('rowheader')).toHaveText(['Budget halved']);
    await expect(editor.getByRole('alert')).toHaveCount(0);
    editorLive.release();
    await expect(ownerTable.getByRole('cell', { name: 'Half the funds are gone' })).toBeVisible();

    for (const person of [page, editor]) {
      await person.reload();
      const table = person.getByRole('table', { name: MODULE });
      await expect(table.getByRole('rowheader')).toHaveText(['Budget halved']);
      await expect(table.getByRole('cell', { name: 'Half the funds are gone' })).toBeVisible();
    }
  });

  await test.step('both rename it: the later save wins, and both writers are told', async () => {
    const merge = await atOnce('Budget halved', (dialog) => dialog.getByLabel('Title').fill('Budget frozen'), (dialog) => dialog.getByLabel('Title').fill('Budget cut to zero'));
    expect(merge).toEqual({ kept_fields: [], overwritten_fields: ['title'] });
    await expect(editor.getByRole('alert')).toHaveText(/Someone else changed Title of this item meanwhile; your change was kept\./);
    editorLive.release();
    await expect(ownerTable.getByRole('rowheader')).toHaveText(['Budget cut to zero']);
    await expect(page.getByRole('alert')).toHaveText(/Someone else changed Title of this item at the same time as you; their change replaced yours\./);

    for (const person of [page, editor]) {
      await person.reload();
      await expect(person.getByRole('table', { name: MODULE }).getByRole('rowheader')).toHaveText(['Budget cut to zero']);
    }
  });

  await editorContext.close();
});
