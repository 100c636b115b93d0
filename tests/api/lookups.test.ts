/** The system-wide lookups: everyone reads them, system admins change them, in-use items move on delete. */
import { describe, expect, it } from 'vitest';
import type { EntityValue } from '../../core/domain/api-types';
import { adminLookupPath, lookupPath, moveLookupItemPath, type LookupItem, type LookupResource } from '../../core/domain/lookups';
import { auditEntriesOf } from './support/audit';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus, failingFields, listValues, UNKNOWN_ID } from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();

const names = (items: LookupItem[]) => items.map((item) => item.name);

describe('reading lookups', () => {
  it.each([
    ['risk_item_impacts', ['Very low', 'Low', 'Medium', 'High', 'Very high']],
    ['risk_item_probabilities', ['Very unlikely', 'Unlikely', 'Possible', 'Likely', 'Very likely']],
    ['driver_item_types', ['Political', 'Economic', 'Social', 'Technological', 'Legal', 'Environmental']],
    ['ecosystem_roles', ['Customer', 'Partner', 'Supplier', 'Regulator', 'Employee', 'Investor']],
    ['scenario_module_categories', ['Lists', 'Canvases', 'Diagrams', 'Documents', 'Boards', 'Embeds']],
  ] as Array<[LookupResource, string[]]>)('%s answers its seeded defaults in order to everyone signed in', async (lookup, expected) => {
    for (const client of [as.admin, as.editor, as.viewer, as.globex]) {
      expect(names(expectStatus<LookupItem[]>(await client.get(lookupPath(lookup)), 200))).toEqual(expected);
    }
    expectStatus(await as.restricted.get(lookupPath(lookup)), 403);
    expectStatus(await as.anonymous.get(lookupPath(lookup)), 401);
  });

  it('gives impacts and probabilities a weight and a colour, and a category neither', async () => {
    const [veryLow] = expectStatus<LookupItem[]>(await as.viewer.get(lookupPath('risk_item_impacts')), 200);
    expect(veryLow).toEqual({ id: expect.any(Number), name: 'Very low', position: 0, color: expect.stringMatching(/^#/), weight: 1 });
    const [lists] = expectStatus<LookupItem[]>(await as.viewer.get(lookupPath('scenario_module_categories')), 200);
    expect(lists).toEqual({ id: expect.any(Number), name: 'Lists', position: 0 });
  });
});

describe('changing lookups', () => {
  it('lets a system admin add, read, rename, recolour, reweigh and delete an item', async () => {
    const created = expectStatus<LookupItem>(await as.admin.post(adminLookupPath('risk_item_impacts'), { name: ' Extreme ', weight: 8 }), 201);
    expect(created).toEqual({ id: expect.any(Number), name: 'Extreme', position: 5, color: '#D2D6E2', weight: 8 });
    expect(expectStatus<LookupItem>(await as.admin.get(adminLookupPath('risk_item_impacts', created.id)), 200)).toEqual(created);
    const changed = expectStatus<LookupItem>(
      await as.admin.put(adminLookupPath('risk_item_impacts', created.id), { name: 'Disastrous', color: '#880000', weight: 9 }),
      200,
    );
    expect(changed).toEqual({ ...created, name: 'Disastrous', color: '#880000', weight: 9 });
    expect(names(expectStatus<LookupItem[]>(await as.admin.get(adminLookupPath('risk_item_impacts')), 200))).toContain('Disastrous');
    expectStatus(await as.admin.delete(adminLookupPath('risk_item_impacts', created.id)), 200);
    expectStatus(await as.admin.get(adminLookupPath('risk_item_impacts', created.id)), 404);
  });

  it('checks names, colours and weights', async () => {
    const path = adminLookupPath('driver_item_types');
    expect(failingFields(await as.admin.post(path, { name: '  ' }))).toEqual(['name']);
    expect(failingFields(await as.admin.post(path, { name: 'Cultural', color: 'red' }))).toEqual(['color']);
    expect(failingFields(await as.admin.post(adminLookupPath('risk_item_impacts'), { name: 'Odd', weight: 1.5 }))).toEqual(['weight']);
    expectStatus(await as.admin.put(adminLookupPath('driver_item_types', UNKNOWN_ID), { name: 'x' }), 404);
  });

  it('refuses everyone but system admins: 403 to a signed-in user, 401 to nobody', async () => {
    const [political] = expectStatus<LookupItem[]>(await as.viewer.get(lookupPath('driver_item_types')), 200);
    for (const client of [as.owner, as.editor, as.viewer, as.restricted, as.globex]) {
      expectStatus(await client.get(adminLookupPath('driver_item_types')), 403);
      expectStatus(await client.post(adminLookupPath('driver_item_types'), { name: 'Cultural' }), 403);
      expectStatus(await client.put(adminLookupPath('driver_item_types', political.id), { name: 'Cultural' }), 403);
      expectStatus(await client.delete(adminLookupPath('driver_item_types', political.id)), 403);
      expectStatus(await client.post(moveLookupItemPath('driver_item_types', political.id), { move_direction: 'down' }), 403);
    }
    expectStatus(await as.anonymous.post(adminLookupPath('driver_item_types'), { name: 'Cultural' }), 401);
  });

  it('only reorders module categories, a fixed set', async () => {
    const [lists] = expectStatus<LookupItem[]>(await as.admin.get(adminLookupPath('scenario_module_categories')), 200);
    expectStatus(await as.admin.post(adminLookupPath('scenario_module_categories'), { name: 'Games' }), 403);
    expectStatus(await as.admin.put(adminLookupPath('scenario_module_categories', lists.id), { name: 'Games' }), 403);
    expectStatus(await as.admin.delete(adminLookupPath('scenario_module_categories', lists.id)), 403);
    const moved = expectStatus<LookupItem[]>(await as.admin.post(moveLookupItemPath('scenario_module_categories', lists.id), { move_direction: 'down' }), 200);
    expect(names(moved).slice(0, 2)).toEqual(['Canvases', 'Lists']);
    await as.admin.post(moveLookupItemPath('scenario_module_categories', lists.id), { move_direction: 'up' });
  });
});

describe('move_item', () => {
  it.each(['ecosystem_roles', 'project_statuses', 'project_scenario_module_statuses'] as LookupResource[])(
    'moves an item of %s up and down, and nothing past either end',
    async (lookup) => {
      const before = expectStatus<LookupItem[]>(await as.admin.get(adminLookupPath(lookup)), 200);
      const [first, second] = before;
      const last = before[before.length - 1];
      const move = async (id: number, move_direction: string) =>
        expectStatus<LookupItem[]>(await as.admin.post(moveLookupItemPath(lookup, id), { move_direction }), 200);

      const down = await move(first.id, 'down');
      expect(names(down).slice(0, 2)).toEqual([second.name, first.name]);
      expect(down.map((item) => item.position)).toEqual(before.map((_, index) => index));
      expect(names(await move(first.id, 'up'))).toEqual(names(before));
      expect(names(await move(first.id, 'up'))).toEqual(names(before));
      expect(names(await move(last.id, 'down'))).toEqual(names(before));
      expect(names(expectStatus<LookupItem[]>(await as.viewer.get(lookupPath(lookup)), 200))).toEqual(names(before));
      expect(failingFields(await as.admin.post(moveLookupItemPath(lookup, first.id), { move_direction: 'sideways' }))).toEqual(['move_direction']);
      expectStatus(await as.admin.post(moveLookupItemPath(lookup, UNKNOWN_ID), { move_direction: 'up' }), 404);
    },
  );
});

describe('deleting an item in use', () => {
  it('is refused with how many items use it, unless a replacement is named; then they move to it', async () => {
    const impacts = adminLookupPath('risk_item_impacts');
    const doomed = expectStatus<LookupItem>(await as.admin.post(impacts, { name: 'Doomed', weight: 7 }), 201);
    const [veryLow] = expectStatus<LookupItem[]>(await as.admin.get(impacts), 200);
    const module = await createModule(as.editor, onboarding, 'Risks', 'Risks using a doomed impact');
    const valuesPath = `/api/projects/${onboarding}/project_scenario_modules/${module.id}/entity_values.json`;
    for (const title of ['One', 'Two']) {
      expectStatus(await as.editor.post(valuesPath, { entity_attribute_id: seed.attributes.RiskItem, value: { title, impact: doomed.id } }), 201);
    }

    const refused = await as.admin.delete(adminLookupPath('risk_item_impacts', doomed.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^2 items use "Doomed"/);
    expect(failingFields(await as.admin.delete(`${adminLookupPath('risk_item_impacts', doomed.id)}?replace_with_id=${UNKNOWN_ID}`))).toEqual(['replace_with_id']);
    expect(failingFields(await as.admin.delete(`${adminLookupPath('risk_item_impacts', doomed.id)}?replace_with_id=${doomed.id}`))).toEqual(['replace_with_id']);
    expect((await listValues(as.editor, onboarding, module.id)).map((value: EntityValue) => value.value)).toEqual([
      { title: 'One', impact: doomed.id },
      { title: 'Two', impact: doomed.id },
    ]);

    expectStatus(await as.admin.delete(`${adminLookupPath('risk_item_impacts', doomed.id)}?replace_with_id=${veryLow.id}`), 200);
    expect((await listValues(as.editor, onboarding, module.id)).map((value: EntityValue) => value.value)).toEqual([
      { title: 'One', impact: veryLow.id },
      { title: 'Two', impact: veryLow.id },
    ]);
    expectStatus(await as.admin.get(adminLookupPath('risk_item_impacts', doomed.id)), 404);
  });

  it('counts projects holding a project status', async () => {
    const [first] = expectStatus<LookupItem[]>(await as.admin.get(adminLookupPath('project_statuses')), 200);
    expectStatus(await as.owner.put(`/api/projects/${onboarding}.json`, { status_id: first.id }), 200);
    const refused = await as.admin.delete(adminLookupPath('project_statuses', first.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/^1 project uses "Not started"\. Choose another project status/);
    expectStatus(await as.owner.put(`/api/projects/${onboarding}.json`, { status_id: null }), 200);
  });
});

describe('the audit log of lookups', () => {
  it('records each add, change, move and delete as a system-wide change by the admin', async () => {
    const path = adminLookupPath('project_statuses');
    const created = expectStatus<LookupItem>(await as.admin.post(path, { name: 'Blocked' }), 201);
    expectStatus(await as.admin.put(adminLookupPath('project_statuses', created.id), { color: '#AA0000' }), 200);
    expectStatus(await as.admin.post(moveLookupItemPath('project_statuses', created.id), { move_direction: 'up' }), 200);
    expectStatus(await as.admin.delete(adminLookupPath('project_statuses', created.id)), 200);
    const entries = (await auditEntriesOf(t, 'project_statuses')).slice(0, 4).reverse();
    expect(entries.map(({ action, summary }) => [action, summary])).toEqual([
      ['project_statuses.created', 'Added the project status "Blocked"'],
      ['project_statuses.updated', 'Changed the project status "Blocked": color'],
      ['project_statuses.moved', 'Moved the project status "Blocked" up'],
      ['project_statuses.deleted', 'Deleted the project status "Blocked"'],
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ company_id: null, target_id: created.id, actor_user_id: seed.users.admin });
  });
});

