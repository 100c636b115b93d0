/**
 * Module content: .../entity_values (list, get, create, update, destroy, update_positions, bulk_create,
 * bulk_update, bulk_destroy) and GET /api/projects/{projectId}/entity_values.json?ids=...
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityValue, EntityValueBulkUpdateAnswer, Project, ProjectModule } from '../../core/domain/api-types';
import type { ApiClient } from './harness';
import { useSignedInServer } from './support/signed-in-server';
import {
  createModule,
  createProject,
  deletedProject,
  expectStatus,
  failingFields,
  listValues,
  modulePath,
  UNKNOWN_ID,
} from './support/workspace';

const { t, as, seed, onboarding } = useSignedInServer();
const riskItem = seed.attributes.RiskItem;
const swotNote = seed.attributes.SwotNote;
/** A risks module of the example project holding one value, locked by the owner. */
let locked: ProjectModule;
let lockedValue: EntityValue;
/** A project the viewer cannot see, with a risks module and one value. */
let otherProject: Project;
let otherModule: ProjectModule;
let otherValue: EntityValue;
let deletedId: number;

const values = (moduleId: number, projectId = onboarding) => `${modulePath(projectId, moduleId)}/entity_values`;
const risk = (title: string, extra: Record<string, unknown> = {}) => ({ entity_attribute_id: riskItem, value: { title, ...extra } });

async function createValue(client: ApiClient, moduleId: number, body: object, projectId = onboarding): Promise<EntityValue> {
  return expectStatus<EntityValue>(await client.post(`${values(moduleId, projectId)}.json`, body), 201);
}

/** A fresh risks module of the example project, with the given risk titles. */
async function risksModule(...titles: string[]): Promise<{ module: ProjectModule; items: EntityValue[] }> {
  const module = await createModule(as.editor, onboarding, 'Risks', 'Risks under test');
  const items: EntityValue[] = [];
  for (const title of titles) items.push(await createValue(as.editor, module.id, risk(title)));
  return { module, items };
}

beforeAll(async () => {
  const lockable = await createModule(as.editor, onboarding, 'Risks', 'Locked risks');
  lockedValue = await createValue(as.editor, lockable.id, risk('Frozen'));
  locked = expectStatus<ProjectModule>(await as.owner.put(`${modulePath(onboarding, lockable.id)}.json`, { locked: true }), 200);
  otherProject = await createProject(as.owner, 'Other project');
  otherModule = await createModule(as.owner, otherProject.id, 'Risks');
  otherValue = await createValue(as.owner, otherModule.id, risk('Elsewhere'), otherProject.id);
  deletedId = (await deletedProject(as.owner)).id;
});

describe('GET .../entity_values.json', () => {
  it('lists the module’s values by position with their keys, for readers too', async () => {
    const listed = await listValues(as.viewer, onboarding, t.seed.modules.risks!);
    expect(listed.map((v) => [v.key, v.position, v.value.title])).toEqual([
      ['RiskItem', 0, 'Key people leave'],
      ['RiskItem', 1, 'Supplier delay'],
    ]);
    expect(listed[0]).toMatchObject({ entity_attribute_id: riskItem, module_id: t.seed.modules.risks, project_id: onboarding });
    expectStatus(await as.viewer.get(values(t.seed.modules.risks!)), 200);
  });

  it('filters by attribute key', async () => {
    const swot = await as.viewer.get(`${values(t.seed.modules.swotCanvas!)}.json`, { query: { key: 'SwotNote' } });
    expect(expectStatus<EntityValue[]>(swot, 200)).toHaveLength(4);
    const none = await as.viewer.get(`${values(t.seed.modules.swotCanvas!)}.json`, { query: { key: 'RiskItem' } });
    expect(expectStatus<EntityValue[]>(none, 200)).toEqual([]);
  });

  it('reads a locked module', async () => {
    expect((await listValues(as.editor, onboarding, locked.id)).map((v) => v.id)).toEqual([lockedValue.id]);
  });

  it('answers 401, 403 to a restricted user, 404 across companies, other projects and deleted projects', async () => {
    const url = `${values(t.seed.modules.risks!)}.json`;
    expectStatus(await as.anonymous.get(url), 401);
    expectStatus(await as.restricted.get(url), 403);
    expectStatus(await as.globex.get(url), 404);
    expectStatus(await as.owner.get(`${values(otherModule.id)}.json`), 404);
    expectStatus(await as.viewer.get(`${values(otherModule.id, otherProject.id)}.json`), 404);
    expectStatus(await as.owner.get(`${values(t.seed.modules.risks!, deletedId)}.json`), 404);
    expectStatus(await as.owner.get(`${values(UNKNOWN_ID)}.json`), 404);
  });
});

describe('GET .../entity_values/{id}.json', () => {
  it('answers one value', async () => {
    const res = await as.viewer.get(`${values(locked.id)}/${lockedValue.id}.json`);
    expect(expectStatus<EntityValue>(res, 200)).toMatchObject({ id: lockedValue.id, key: 'RiskItem', value: { title: 'Frozen' } });
  });

  it('answers 404 for a value of another module, an unknown id and another company', async () => {
    expectStatus(await as.owner.get(`${values(t.seed.modules.risks!)}/${lockedValue.id}.json`), 404);
    expectStatus(await as.owner.get(`${values(locked.id)}/${UNKNOWN_ID}.json`), 404);
    expectStatus(await as.globex.get(`${values(locked.id)}/${lockedValue.id}.json`), 404);
  });

  it('answers 401 and 403 to a restricted user', async () => {
    expectStatus(await as.anonymous.get(`${values(locked.id)}/${lockedValue.id}.json`), 401);
    expectStatus(await as.restricted.get(`${values(locked.id)}/${lockedValue.id}.json`), 403);
  });
});

describe('POST .../entity_values.json', () => {
  it('creates a value last, echoes client_id, and moves the project up the recent list', async () => {
    const { module } = await risksModule('First');
    const before = expectStatus<Project>(await as.editor.get(`/api/projects/${onboarding}.json`), 200).last_event_date;
    const created = await createValue(as.editor, module.id, { ...risk('Second', { impact: 4 }), client_id: 'local-7' });
    expect(created).toMatchObject({ key: 'RiskItem', position: 1, client_id: 'local-7', value: { title: 'Second', impact: 4 } });
    const after = expectStatus<Project>(await as.editor.get(`/api/projects/${onboarding}.json`), 200).last_event_date;
    expect(after > before).toBe(true);
    const placed = await createValue(as.editor, module.id, { ...risk('Placed'), position: 10 });
    expect(placed.position).toBe(10);
    expect(placed.client_id).toBeUndefined();
  });

  it('answers 422 with the failing fields of a document that breaks the attribute’s schema', async () => {
    const url = `${values(t.seed.modules.risks!)}.json`;
    expect(failingFields(await as.editor.post(url, risk('Bad', { impact: 'huge' })))).toEqual(['value/impact']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: riskItem, value: { impact: 2 } }))).toEqual(['value/title']);
    expect(failingFields(await as.editor.post(url, risk('Extra', { colour: 'red' })))).toEqual(['value/colour']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: riskItem, value: 'text' }))).toEqual(['value']);
    expect(failingFields(await as.editor.post(url, { value: { title: 'x' } }))).toEqual(['entity_attribute_id']);
  });

  it('answers 422 for an attribute of another module kind or an unknown attribute', async () => {
    const url = `${values(t.seed.modules.risks!)}.json`;
    const res = await as.editor.post(url, { entity_attribute_id: swotNote, value: { area: 'strengths', text: 'x' } });
    expect(failingFields(res)).toEqual(['entity_attribute_id']);
    expect(failingFields(await as.editor.post(url, { entity_attribute_id: UNKNOWN_ID, value: { title: 'x' } }))).toEqual(['entity_attribute_id']);
    expect((await listValues(as.editor, onboarding, t.seed.modules.risks!)).length).toBe(2);
  });

  it('answers 403 for a reader, on a locked module (even to an admin) and to a restricted user', async () => {
    expectStatus(await as.viewer.post(`${values(t.seed.modules.risks!)}.json`, risk('x')), 403);
    expectStatus(await as.editor.post(`${values(locked.id)}.json`, risk('x')), 403);
    const refused = await as.owner.post(`${values(locked.id)}.json`, risk('x'));
    expect(expectStatus<{ message: string }>(refused, 403).message).toMatch(/locked/);
    expectStatus(await as.restricted.post(`${values(t.seed.modules.risks!)}.json`, risk('x')), 403);
  });

  it('answers 401 and 404 across companies and for another project’s module', async () => {
    expectStatus(await as.anonymous.post(`${values(t.seed.modules.risks!)}.json`, risk('x')), 401);
    expectStatus(await as.globex.post(`${values(t.seed.modules.risks!)}.json`, risk('x')), 404);
    expectStatus(await as.owner.post(`${values(otherModule.id)}.json`, risk('x')), 404);
  });
});

describe('PUT .../entity_values/{id}.json', () => {
  it('changes the document and the position', async () => {
    const { module, items } = await risksModule('Old title');
    const url = `${values(module.id)}/${items[0].id}.json`;
    const updated = expectStatus<EntityValue>(await as.editor.put(url, { value: { title: 'New title', probability: 2 } }), 200);
    expect(updated).toMatchObject({ value: { title: 'New title', probability: 2 }, position: 0 });
    expect(expectStatus<EntityValue>(await as.editor.put(url, { position: 5 }), 200)).toMatchObject({ position: 5, value: { title: 'New title' } });
  });

  it('answers 422 for a document that breaks the schema, and keeps the old one', async () => {
    const { module, items } = await risksModule('Keep me');
    const url = `${values(module.id)}/${items[0].id}.json`;
    expect(failingFields(await as.editor.put(url, { value: { title: 7 } }))).toEqual(['value/title']);
    expect(failingFields(await as.editor.put(url, { position: -2 }))).toContain('position');
    expect((await listValues(as.editor, onboarding, module.id))[0].value).toEqual({ title: 'Keep me' });
  });

  it('answers 403 for a reader, on a locked module and to a restricted user; 401; 404 for foreign ids', async () => {
    const seeded = (await listValues(as.editor, onboarding, t.seed.modules.risks!))[0];
    const url = `${values(t.seed.modules.risks!)}/${seeded.id}.json`;
    expectStatus(await as.viewer.put(url, { position: 1 }), 403);
    expectStatus(await as.owner.put(`${values(locked.id)}/${lockedValue.id}.json`, { value: { title: 'Thawed' } }), 403);
    expectStatus(await as.restricted.put(url, { position: 1 }), 403);
    expectStatus(await as.anonymous.put(url, { position: 1 }), 401);
    expectStatus(await as.globex.put(url, { position: 1 }), 404);
    expectStatus(await as.owner.put(`${values(t.seed.modules.risks!)}/${otherValue.id}.json`, { position: 1 }), 404);
    expectStatus(await as.owner.put(`${values(t.seed.modules.risks!)}/${lockedValue.id}.json`, { position: 1 }), 404);
  });
});

describe('DELETE .../entity_values/{id}.json', () => {
  it('deletes a value and answers it', async () => {
    const { module, items } = await risksModule('Going', 'Staying');
    const gone = expectStatus<EntityValue>(await as.editor.delete(`${values(module.id)}/${items[0].id}.json`), 200);
    expect(gone.value.title).toBe('Going');
    expect((await listValues(as.editor, onboarding, module.id)).map((v) => v.value.title)).toEqual(['Staying']);
    expectStatus(await as.editor.delete(`${values(module.id)}/${items[0].id}.json`), 404);
  });

  it('answers 403 for a reader, on a locked module and to a restricted user; 401; 404 for foreign ids', async () => {
    const seeded = (await listValues(as.editor, onboarding, t.seed.modules.risks!))[0];
    const url = `${values(t.seed.modules.risks!)}/${seeded.id}.json`;
    expectStatus(await as.viewer.delete(url), 403);
    expectStatus(await as.owner.delete(`${values(locked.id)}/${lockedValue.id}.json`), 403);
    expectStatus(await as.restricted.delete(url), 403);
    expectStatus(await as.anonymous.delete(url), 401);
    expectStatus(await as.globex.delete(url), 404);
    expectStatus(await as.owner.delete(`${values(t.seed.modules.risks!)}/${otherValue.id}.json`), 404);
  });
});

describe('POST .../entity_values/update_positions.json', () => {
  it('takes the complete new order: positions become 0..n-1', async () => {
    const { module, items } = await risksModule('A', 'B', 'C');
    const [a, b, c] = items;
    const res = await as.editor.post(`${values(module.id)}/update_positions.json`, { ids: [c.id, a.id, b.id] });
    expect(expectStatus<EntityValue[]>(res, 200).map((v) => [v.value.title, v.position])).toEqual([['C', 0], ['A', 1], ['B', 2]]);
    expect((await listValues(as.editor, onboarding, module.id)).map((v) => v.value.title)).toEqual(['C', 'A', 'B']);
  });

  it('answers 422 for an incomplete list and 404 for a value of another module, changing nothing', async () => {
    const { module, items } = await risksModule('A', 'B');
    const url = `${values(module.id)}/update_positions.json`;
    expect(failingFields(await as.editor.post(url, { ids: [items[1].id] }))).toEqual(['ids']);
    expectStatus(await as.editor.post(url, { ids: [items[1].id, items[0].id, lockedValue.id] }), 404);
    expect((await listValues(as.editor, onboarding, module.id)).map((v) => v.value.title)).toEqual(['A', 'B']);
  });

  it('answers 403 for a reader, on a locked module and to a restricted user; 401; 404 across companies', async () => {
    expectStatus(await as.viewer.post(`${values(t.seed.modules.risks!)}/update_positions.json`, { ids: [] }), 403);
    expectStatus(await as.owner.post(`${values(locked.id)}/update_positions.json`, { ids: [lockedValue.id] }), 403);
    expectStatus(await as.restricted.post(`${values(locked.id)}/update_positions.json`, { ids: [] }), 403);
    expectStatus(await as.anonymous.post(`${values(locked.id)}/update_positions.json`, { ids: [] }), 401);
    expectStatus(await as.globex.post(`${values(locked.id)}/update_positions.json`, { ids: [] }), 404);
  });
});

describe('POST .../entity_values/bulk_create.json', () => {
  it('creates every value in one go, answering them in request order with their client ids', async () => {
    const { module } = await risksModule('Existing');
    const res = await as.editor.post(`${values(module.id)}/bulk_create.json`, {
      entity_values: [
        { ...risk('One'), client_id: 'c1' },
        { ...risk('Two', { impact: 2 }), client_id: 'c2' },
        risk('Three'),
      ],
    });
    const created = expectStatus<EntityValue[]>(res, 201);
    expect(created.map((v) => [v.value.title, v.position, v.client_id])).toEqual([
      ['One', 1, 'c1'],
      ['Two', 2, 'c2'],
      ['Three', 3, undefined],
    ]);
  });

  it('writes nothing when any item is bad (422 naming the item)', async () => {
    const { module } = await risksModule('Only me');
    const res = await as.editor.post(`${values(module.id)}/bulk_create.json`, {
      entity_values: [risk('Fine'), risk('Also fine'), risk('Broken', { impact: 'catastrophic' })],
    });
    expect(failingFields(res)).toEqual(['entity_values/2/value/impact']);
    const wrongKind = await as.editor.post(`${values(module.id)}/bulk_create.json`, {
      entity_values: [risk('Fine'), { entity_attribute_id: swotNote, value: { area: 'threats', text: 'x' } }],
    });
    expect(failingFields(wrongKind)).toEqual(['entity_values/1/entity_attribute_id']);
    expect((await listValues(as.editor, onboarding, module.id)).map((v) => v.value.title)).toEqual(['Only me']);
  });

  it('answers 422 for a malformed body', async () => {
    expect(failingFields(await as.editor.post(`${values(locked.id)}/bulk_create.json`, { entity_values: risk('x') }))).toContain('entity_values');
  });

  it('answers 403 for a reader, on a locked module and to a restricted user; 401; 404 across companies', async () => {
    const body = { entity_values: [risk('x')] };
    expectStatus(await as.viewer.post(`${values(t.seed.modules.risks!)}/bulk_create.json`, body), 403);
    expectStatus(await as.owner.post(`${values(locked.id)}/bulk_create.json`, body), 403);
    expectStatus(await as.restricted.post(`${values(locked.id)}/bulk_create.json`, body), 403);
    expectStatus(await as.anonymous.post(`${values(locked.id)}/bulk_create.json`, body), 401);
    expectStatus(await as.globex.post(`${values(locked.id)}/bulk_create.json`, body), 404);
    expect((await listValues(as.owner, onboarding, locked.id)).map((v) => v.id)).toEqual([lockedValue.id]);
  });
});

describe('POST .../entity_values/bulk_update.json', () => {
  it('updates, creates and destroys in one call, answering in request order', async () => {
    const { module, items } = await risksModule('Keep', 'Change', 'Drop');
    const [keep, change, drop] = items;
    const res = await as.editor.post(`${values(module.id)}/bulk_update.json`, {
      entity_values: [
        { ...risk('New'), client_id: 'tmp-1' },
        { id: change.id, value: { title: 'Changed', impact: 3 }, position: 0 },
        { id: keep.id, position: 1 },
      ],
      destroy_ids: [drop.id],
    });
    const answer = expectStatus<EntityValueBulkUpdateAnswer>(res, 200);
    expect(answer.destroyed_ids).toEqual([drop.id]);
    expect(answer.entity_values.map((v) => [v.value.title, v.client_id])).toEqual([
      ['New', 'tmp-1'],
      ['Changed', undefined],
      ['Keep', undefined],
    ]);
    // Deletions and updates apply first, so the new value goes after the last remaining one.
    expect((await listValues(as.editor, onboarding, module.id)).map((v) => [v.value.title, v.position])).toEqual([
      ['Changed', 0],
      ['Keep', 1],
      ['New', 2],
    ]);
  });

  it('writes nothing when an item anywhere is bad', async () => {
    const { module, items } = await risksModule('Stable', 'Also stable');
    const before = await listValues(as.editor, onboarding, module.id);
    const res = await as.editor.post(`${values(module.id)}/bulk_update.json`, {
      entity_values: [
        { id: items[0].id, value: { title: 'Would change' } },
        risk('Would be created'),
        { id: items[1].id, value: { title: 'Broken', impact: 'enormous' } },
      ],
      destroy_ids: [],
    });
    expect(failingFields(res)).toEqual(['entity_values/2/value/impact']);
    expect(await listValues(as.editor, onboarding, module.id)).toEqual(before);
  });

  it('writes nothing when an id belongs to another module (404)', async () => {
    const { module, items } = await risksModule('Mine');
    const before = await listValues(as.editor, onboarding, module.id);
    const foreignUpdate = await as.editor.post(`${values(module.id)}/bulk_update.json`, {
      entity_values: [risk('Would be created'), { id: items[0].id, value: { title: 'x' } }, { id: lockedValue.id, position: 3 }],
    });
    expectStatus(foreignUpdate, 404);
    const foreignDestroy = await as.editor.post(`${values(module.id)}/bulk_update.json`, {
      entity_values: [risk('Would be created')],
      destroy_ids: [items[0].id, otherValue.id],
    });
    expectStatus(foreignDestroy, 404);
    expect(await listValues(as.editor, onboarding, module.id)).toEqual(before);
    expect((await listValues(as.owner, otherProject.id, otherModule.id)).map((v) => v.id)).toEqual([otherValue.id]);
  });

  it('answers 422 for a create without attribute or value, an id both updated and destroyed, and a repeated id', async () => {
    const { module, items } = await risksModule('Target');
    const url = `${values(module.id)}/bulk_update.json`;
    expect(failingFields(await as.editor.post(url, { entity_values: [{ value: { title: 'x' } }] }))).toEqual(['entity_values/0/entity_attribute_id']);
    expect(failingFields(await as.editor.post(url, { entity_values: [{ entity_attribute_id: riskItem }] }))).toEqual(['entity_values/0/value']);
    const both = await as.editor.post(url, { entity_values: [{ id: items[0].id, position: 2 }], destroy_ids: [items[0].id] });
    expect(failingFields(both)).toEqual(['entity_values/0/id']);
    const twice = await as.editor.post(url, { entity_values: [{ id: items[0].id, position: 2 }, { id: items[0].id, position: 3 }] });
    expect(failingFields(twice)).toEqual(['entity_values']);
    expect(failingFields(await as.editor.post(url, { destroy_ids: [items[0].id] }))).toContain('entity_values');
    expect((await listValues(as.editor, onboarding, module.id)).map((v) => [v.value.title, v.position])).toEqual([['Target', 0]]);
  });

  it('answers 403 for a reader, on a locked module and to a restricted user; 401; 404 across companies', async () => {
    const body = { entity_values: [{ id: lockedValue.id, value: { title: 'Thawed' } }] };
    expectStatus(await as.viewer.post(`${values(t.seed.modules.risks!)}/bulk_update.json`, { entity_values: [] }), 403);
    expectStatus(await as.editor.post(`${values(locked.id)}/bulk_update.json`, body), 403);
    expectStatus(await as.owner.post(`${values(locked.id)}/bulk_update.json`, body), 403);
    expectStatus(await as.restricted.post(`${values(locked.id)}/bulk_update.json`, body), 403);
    expectStatus(await as.anonymous.post(`${values(locked.id)}/bulk_update.json`, body), 401);
    expectStatus(await as.globex.post(`${values(locked.id)}/bulk_update.json`, body), 404);
    expect((await listValues(as.owner, onboarding, locked.id))[0].value).toEqual({ title: 'Frozen' });
  });
});

describe('POST .../entity_values/bulk_destroy.json', () => {
  it('deletes the values and answers their ids', async () => {
    const { module, items } = await risksModule('A', 'B', 'C');
    const res = await as.editor.post(`${values(module.id)}/bulk_destroy.json`, { ids: [items[0].id, items[2].id] });
    expect(expectStatus<{ ids: number[] }>(res, 200)).toEqual({ ids: [items[0].id, items[2].id] });
    expect((await listValues(as.editor, onboarding, module.id)).map((v) => v.value.title)).toEqual(['B']);
  });

  it('deletes nothing when an id belongs to another module (404) or is unknown', async () => {
    const { module, items } = await risksModule('A', 'B');
    expectStatus(await as.editor.post(`${values(module.id)}/bulk_destroy.json`, { ids: [items[0].id, lockedValue.id] }), 404);
    expectStatus(await as.editor.post(`${values(module.id)}/bulk_destroy.json`, { ids: [items[1].id, UNKNOWN_ID] }), 404);
    expect((await listValues(as.editor, onboarding, module.id)).map((v) => v.value.title)).toEqual(['A', 'B']);
  });

  it('answers 422 for a malformed body', async () => {
    expect(failingFields(await as.editor.post(`${values(locked.id)}/bulk_destroy.json`, { ids: ['one'] }))).toContain('ids/0');
  });

  it('answers 403 for a reader, on a locked module and to a restricted user; 401; 404 across companies', async () => {
    const body = { ids: [lockedValue.id] };
    expectStatus(await as.viewer.post(`${values(t.seed.modules.risks!)}/bulk_destroy.json`, { ids: [] }), 403);
    expectStatus(await as.owner.post(`${values(locked.id)}/bulk_destroy.json`, body), 403);
    expectStatus(await as.restricted.post(`${values(locked.id)}/bulk_destroy.json`, body), 403);
    expectStatus(await as.anonymous.post(`${values(locked.id)}/bulk_destroy.json`, body), 401);
    expectStatus(await as.globex.post(`${values(locked.id)}/bulk_destroy.json`, body), 404);
    expect((await listValues(as.owner, onboarding, locked.id)).map((v) => v.id)).toEqual([lockedValue.id]);
  });
});

describe('GET /api/projects/{projectId}/entity_values.json?ids=...', () => {
  const url = () => `/api/projects/${onboarding}/entity_values.json`;

  it('answers the project’s values among the ids, as a comma list, repeated, or ids[]', async () => {
    const seeded = await listValues(as.viewer, onboarding, t.seed.modules.risks!);
    const ids = [seeded[0].id, lockedValue.id];
    const byComma = expectStatus<EntityValue[]>(await as.viewer.get(url(), { query: { ids: ids.join(',') } }), 200);
    expect(byComma.map((v) => v.id).sort()).toEqual([...ids].sort());
    const repeated = expectStatus<EntityValue[]>(await as.viewer.get(url(), { query: { ids } }), 200);
    expect(repeated.map((v) => v.id).sort()).toEqual([...ids].sort());
    const bracketed = expectStatus<EntityValue[]>(await as.viewer.get(url(), { query: { 'ids[]': ids } }), 200);
    expect(bracketed.map((v) => v.id).sort()).toEqual([...ids].sort());
    expectStatus(await as.viewer.get(`/api/projects/${onboarding}/entity_values`, { query: { ids: ids[0] } }), 200);
  });

  it('leaves out values of other projects and unknown ids', async () => {
    const res = await as.owner.get(url(), { query: { ids: `${lockedValue.id},${otherValue.id},${UNKNOWN_ID}` } });
    expect(expectStatus<EntityValue[]>(res, 200).map((v) => v.id)).toEqual([lockedValue.id]);
  });

  it('answers 422 without ids or with malformed ones', async () => {
    expect(failingFields(await as.viewer.get(url()))).toEqual(['ids']);
    expect(failingFields(await as.viewer.get(url(), { query: { ids: '1,two' } }))).toContain('ids/0');
  });

  it('answers 401, 403 to a restricted user, 404 across companies and for hidden or deleted projects', async () => {
    const query = { ids: lockedValue.id };
    expectStatus(await as.anonymous.get(url(), { query }), 401);
    expectStatus(await as.restricted.get(url(), { query }), 403);
    expectStatus(await as.globex.get(url(), { query }), 404);
    expectStatus(await as.viewer.get(`/api/projects/${otherProject.id}/entity_values.json`, { query: { ids: otherValue.id } }), 404);
    expectStatus(await as.owner.get(`/api/projects/${deletedId}/entity_values.json`, { query }), 404);
  });
});
