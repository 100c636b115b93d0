/**
 * Live updates between two people on one risks list: what one saves shows on the other's screen without a reload,
 * both ways, and a browser whose connection was lost catches up on what it missed once it is back (from the revision
 * it holds, without loading the list again).
 */
import type { Page, WebSocketRoute } from '@playwright/test';
import { apiAsPageUser, demoRisksModule, expectAllSaved, nextSave, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';

const MODULE = `Live risks ${Date.now().toString(36)}`;
const TITLES = ['Budget cut', 'Cloud outage', 'Vendor lock-in'];

/** The page's live connections, passed through to the server until the test cuts them. */
async function cuttableLiveConnection(page: Page) {
  const open: WebSocketRoute[] = [];
  let cut = false;
  await page.routeWebSocket('**/api/live', (socket) => {
    if (cut) {
      void socket.close({ code: 1006 });
      return;
    }
    socket.connectToServer();
    open.push(socket);
  });
  return {
    cut: async () => {
      cut = true;
      await Promise.all(open.splice(0).map((socket) => socket.close({ code: 1006 })));
    },
    restore: () => {
      cut = false;
    },
  };
}

async function deleteRow(page: Page, title: string): Promise<void> {
  await page.getByRole('checkbox', { name: `Select ${title}` }).check();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  const saved = nextSave(page);
  await page.getByRole('dialog', { name: 'Delete 1 item?' }).getByRole('button', { name: 'Delete 1' }).click();
  expect((await saved).status()).toBe(200);
  await expectAllSaved(page);
}

test('two people on one list see each other’s saved changes live, and a lost connection catches up', async ({ page, browser }) => {
  await signInWithTermsAccepted(page, 'owner@acme.test');
  const api = await apiAsPageUser(page);
  const { riskItem, valuesPath, modulePath } = await demoRisksModule(api, MODULE, TITLES);

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInWithTermsAccepted(editor, 'editor@acme.test');
  const editorConnection = await cuttableLiveConnection(editor);

  await page.goto(modulePath);
  await editor.goto(modulePath);
  const ownerRows = page.getByRole('table', { name: MODULE }).getByRole('rowheader');
  const editorRows = editor.getByRole('table', { name: MODULE }).getByRole('rowheader');
  await expect(ownerRows).toHaveText(TITLES);
  await expect(editorRows).toHaveText(TITLES);

  await test.step('the owner deletes a risk: it goes from the editor’s screen', async () => {
    await deleteRow(page, 'Budget cut');
    await expect(editorRows).toHaveText(['Cloud outage', 'Vendor lock-in']);
  });

  await test.step('the editor deletes one: it goes from the owner’s screen', async () => {
    await deleteRow(editor, 'Vendor lock-in');
    await expect(ownerRows).toHaveText(['Cloud outage']);
  });

  await test.step('a change made while the editor’s connection is lost shows once it is back, without loading the list again', async () => {
    const loads: string[] = [];
    editor.on('request', (request) => {
      if (request.method() === 'GET' && request.url().includes('/entity_values.json')) loads.push(request.url());
    });
    await editorConnection.cut();
    const added = await api.post(`${valuesPath}/bulk_create.json`, {
      entity_values: [{ entity_attribute_id: riskItem, value: { title: 'Key person leaves' }, position: 5 }],
    });
    expect(added.status()).toBe(201);
    await expect(ownerRows).toHaveText(['Cloud outage', 'Key person leaves']);
    await expect(editorRows).toHaveText(['Cloud outage']);
    editorConnection.restore();
    await expect(editorRows).toHaveText(['Cloud outage', 'Key person leaves'], { timeout: 15_000 });
    expect(loads).toEqual([]);
  });

  await editorContext.close();
});
