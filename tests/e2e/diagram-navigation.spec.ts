/**
 * Moving around a diagram: the palette draws each shape and finds it by name, `?` lists the shortcuts, the
 * keyboard stays with the canvas after a toolbar button, Ctrl+0 fits, the view is there again after a reload,
 * the editor fills a 1280 x 800 window without a page scroll, and on a 390 px phone a reader sees the canvas
 * and pans and zooms a diagram by touch.
 */
import type { Locator, Page } from '@playwright/test';
import { apiAsPageUser, signInWithTermsAccepted } from './app';
import { expect, test } from './fixtures';
import { diagramModule, drop, paper, shapes, signInAsOwner } from './support/diagram';

const RUN = Date.now().toString(36);

const zoomLabel = (page: Page): Locator => page.getByLabel(/^Zoom \d+%$/);
const zoomPercent = async (page: Page): Promise<number> => Number(/(\d+)%/.exec((await zoomLabel(page).getAttribute('aria-label')) ?? '')?.[1]);
/** The paper's transform (scale and translation) as JointJS writes it on its layers. */
const paperTransform = (page: Page): Promise<string | null> => paper(page).locator('svg .joint-layers').first().getAttribute('transform');

test('the palette, the shortcuts, the keyboard after the toolbar, fitting and the kept view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsOwner(page);
  const { projectId, moduleId } = await diagramModule(page, `Navigation ${RUN}`, 'Bpmns');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  const palette = page.getByRole('region', { name: 'Shapes' });
  await expect(palette).toBeVisible();
  await expect(paper(page).locator('svg').first()).toBeVisible();

  await test.step('at 1280 x 800 the editor fills the window without a page scroll', async () => {
    const { scrollHeight, innerHeight } = await page.evaluate(() => ({ scrollHeight: document.documentElement.scrollHeight, innerHeight: window.innerHeight }));
    expect(scrollHeight).toBeLessThanOrEqual(innerHeight);
  });

  await test.step('every palette tile is a button showing its shape drawn', async () => {
    const tiles = palette.getByRole('button', { name: /^Add / });
    expect(await tiles.count()).toBeGreaterThan(5);
    for (const tile of await tiles.all()) {
      await expect(tile.locator('svg')).toHaveCount(1);
      expect(await tile.locator('svg *').count(), await tile.getAttribute('aria-label') ?? '').toBeGreaterThan(0);
    }
  });

  await test.step('the search keeps the tiles whose name matches', async () => {
    const all = await palette.getByRole('button', { name: /^Add / }).count();
    await palette.getByRole('searchbox', { name: 'Search shapes' }).fill('gateway');
    const found = palette.getByRole('button', { name: /^Add / });
    await expect(found.first()).toBeVisible();
    const names = await found.evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label') ?? ''));
    expect(names.length).toBeLessThan(all);
    for (const name of names) expect(name.toLowerCase()).toContain('gateway');
    await palette.getByRole('searchbox', { name: 'Search shapes' }).fill('');
    await expect(palette.getByRole('button', { name: /^Add / })).toHaveCount(all);
  });

  await test.step('? opens the shortcut sheet', async () => {
    await paper(page).focus();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('rowheader', { name: 'Undo' })).toBeVisible();
    await expect(sheet.getByRole('rowheader', { name: 'Fit the diagram in the view' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(paper(page)).toBeFocused();
  });

  await test.step('after a toolbar button, Ctrl+Z still undoes', async () => {
    await drop(page, 'Task', 200, 150);
    await drop(page, 'Task', 500, 300);
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(2);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(paper(page)).toBeFocused();
    await page.keyboard.press('Control+z');
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(1);
    await page.keyboard.press('Control+Shift+z');
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(2);
  });

  await test.step('+ and - zoom, Ctrl+0 fits the whole diagram in view', async () => {
    const before = await zoomPercent(page);
    await page.keyboard.press('+');
    await expect.poll(() => zoomPercent(page)).toBeGreaterThan(before);
    await page.keyboard.press('-');
    await expect.poll(() => zoomPercent(page)).toBe(before);
    for (let step = 0; step < 4; step++) await page.keyboard.press('Control+=');
    await page.keyboard.press('Control+0');
    const canvas = (await paper(page).boundingBox())!;
    for (const shape of await shapes(page, 'bpmn.Activity').all()) {
      const box = (await shape.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(canvas.x);
      expect(box.y).toBeGreaterThanOrEqual(canvas.y);
      expect(box.x + box.width).toBeLessThanOrEqual(canvas.x + canvas.width);
      expect(box.y + box.height).toBeLessThanOrEqual(canvas.y + canvas.height);
    }
  });

  await test.step('the view is restored after a reload', async () => {
    await page.keyboard.press('+');
    await paper(page).hover();
    await page.mouse.wheel(0, 120);
    const percent = await zoomPercent(page);
    const transform = await paperTransform(page);
    const [scale, , , , tx, ty] = (transform ?? '').replace(/^matrix\(|\)$/g, '').split(',').map(Number);
    // The view is written once it has been still for a moment: the zoom's first, then the wheel's pan.
    const savedViewIsShown = () =>
      page.evaluate((suffix) => {
        const key = Object.keys(localStorage).find((name) => name.startsWith('tessera.diagram.view.') && name.endsWith(suffix));
        return key ? (JSON.parse(localStorage.getItem(key) ?? 'null') as { scale: number; tx: number; ty: number }) : null;
      }, `.${moduleId}`).then((view) => view !== null && [view.scale - scale, view.tx - tx, view.ty - ty].every((gap) => Math.abs(gap) < 0.1));
    expect(scale).toBe(percent / 100);
    await expect.poll(savedViewIsShown).toBe(true);
    await page.reload();
    await expect(shapes(page, 'bpmn.Activity')).toHaveCount(2);
    await expect.poll(() => zoomPercent(page)).toBe(percent);
    await expect.poll(() => paperTransform(page)).toBe(transform);
  });
});

test('on a phone a reader sees the canvas, pans it with a finger and zooms it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { projectId, moduleId } = await test.step('the owner draws three tasks and lets viewer@acme.test read the project', async () => {
    await signInAsOwner(page);
    const ids = await diagramModule(page, `Phone ${RUN}`, 'Bpmns');
    const api = await apiAsPageUser(page);
    const attributes = (await (await api.get(`/api/entity_attributes.json?module_type_id=${ids.moduleTypeId}`)).json()) as Array<{ id: number; key: string }>;
    const cellAttribute = attributes.find((attribute) => attribute.key === 'DiagramCell')!;
    for (const [index, x] of [100, 400, 700].entries()) {
      const value = { jsid: `task-${index}`, type: 'bpmn.Activity', position: { x, y: 100 + index * 150 }, size: { width: 90, height: 70 }, title: `Step ${index + 1}` };
      const created = await api.post(`/api/projects/${ids.projectId}/project_scenario_modules/${ids.moduleId}/entity_values.json`, { entity_attribute_id: cellAttribute.id, value });
      expect(created.status(), await created.text()).toBe(201);
    }
    const users = (await (await api.get('/api/users.json')).json()) as Array<{ id: number; email: string }>;
    const viewer = users.find((user) => user.email === 'viewer@acme.test')!;
    const granted = await api.post(`/api/projects/${ids.projectId}/user_permissions.json`, { user_id: viewer.id, permission_key: 'read' });
    expect(granted.status(), await granted.text()).toBe(201);
    await page.context().clearCookies();
    return ids;
  });
  await signInWithTermsAccepted(page, 'viewer@acme.test');
  await page.goto(`/projects/${projectId}/bpmn/${moduleId}`);
  await expect(shapes(page, 'bpmn.Activity')).toHaveCount(3);
  await expect(page.getByText('Read only', { exact: true })).toBeVisible();

  await test.step('the canvas takes the width of the screen', async () => {
    expect((await paper(page).boundingBox())!.width).toBeGreaterThan(300);
    await expect(page.getByRole('region', { name: 'Shapes' })).toHaveCount(0);
  });

  await test.step('one finger on the paper pans the view', async () => {
    const before = await paperTransform(page);
    const box = (await paper(page).boundingBox())!;
    await touchDrag(page, [{ x: box.x + 20, y: box.y + box.height - 20 }], [{ x: box.x + 120, y: box.y + box.height - 80 }]);
    await expect.poll(() => paperTransform(page)).not.toBe(before);
  });

  await test.step('two fingers pinch to zoom, and the zoom buttons work', async () => {
    const before = await zoomPercent(page);
    const box = (await paper(page).boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await touchDrag(
      page,
      [{ x: centre.x - 20, y: centre.y }, { x: centre.x + 20, y: centre.y }],
      [{ x: centre.x - 80, y: centre.y }, { x: centre.x + 80, y: centre.y }],
    );
    await expect.poll(() => zoomPercent(page)).toBeGreaterThan(before);
    const pinched = await zoomPercent(page);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => zoomPercent(page)).toBeLessThan(pinched);
  });

  await test.step('the properties and layers open in a drawer', async () => {
    await page.getByRole('button', { name: 'Properties and layers' }).click();
    await expect(page.getByRole('heading', { name: 'Layers' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Layers' })).toBeHidden();
  });
});

/** Touch pointers (one or two fingers) pressed at `from`, moved in steps to `to`, and lifted. */
async function touchDrag(page: Page, from: Array<{ x: number; y: number }>, to: Array<{ x: number; y: number }>): Promise<void> {
  await page.evaluate(
    ({ from, to }) => {
      const steps = 5;
      const fire = (type: string, index: number, point: { x: number; y: number }) => {
        const target = type === 'pointerdown' ? (document.elementFromPoint(point.x, point.y) ?? document.body) : window;
        target.dispatchEvent(
          new PointerEvent(type, { pointerId: 10 + index, pointerType: 'touch', isPrimary: index === 0, clientX: point.x, clientY: point.y, bubbles: true, cancelable: true, button: 0 }),
        );
      };
      from.forEach((point, index) => fire('pointerdown', index, point));
      for (let step = 1; step <= steps; step++) {
        from.forEach((start, index) => {
          const end = to[index];
          fire('pointermove', index, { x: start.x + ((end.x - start.x) * step) / steps, y: start.y + ((end.y - start.y) * step) / steps });
        });
      }
      to.forEach((point, index) => fire('pointerup', index, point));
    },
    { from, to },
  );
}
