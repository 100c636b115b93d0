/**
 * Module version history: a revision on every write path of module content, the history grouped by user
 * and minute, what a revision changed, restoring as one new revision, who may do what, opening a module
 * writing nothing, and the retention folding old revisions into daily snapshots.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { EntityValue, Paged, ProjectModule } from '../../core/domain/api-types';
import type { ModuleRevisionDetail, ModuleRevisionPage, ModuleRevisionSummary } from '../../core/domain/module-revision-types';
import type { ProjectHistoryEvent } from '../../core/domain/workspace-types';
import { moduleRevisions } from '../../server/db/schema';
import { pruneModuleRevisions } from '../../server/domain/module-revisions/revision-pruning';
import { useSignedInServer } from './support/signed-in-server';
import { postMultipart } from './support/multipart';
import { createModule, expectStatus, listValues, modulePath, UNKNOWN_ID } from './support/workspace';
import type { ApiClient } from './harness';

// The shared machine can be slow to start a server.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });

const { t, as, onboarding } = useSignedInServer();

const valuesPath = (moduleId: number) => `${modulePath(onboarding, moduleId)}/entity_values`;
const revisionsPath = (moduleId: number) => `/api/modules/${moduleId}/revisions`;
const risk = (title: string, extra: Record<string, unknown> = {}) => ({ entity_attribute_id: t.seed.attributes.RiskItem, value: { title, ...extra } });

async function risks(name: string): Promise<ProjectModule> {
  return createModule(as.editor, onboarding, 'Risks', name);
}

async function revisions(moduleId: number, client: ApiClient = as.editor): Promise<ModuleRevisionSummary[]> {
  const page = expectStatus<ModuleRevisionPage>(await client.get(`${revisionsPath(moduleId)}.json`, { query: { per_page: '200' } }), 200);
  return page.groups.flatMap((group) => group.revisions);
}

async function revision(moduleId: number, id: number, client: ApiClient = as.editor): Promise<ModuleRevisionDetail> {
  return expectStatus<ModuleRevisionDetail>(await client.get(`${revisionsPath(moduleId)}/${id}.json`), 200);
}

async function create(moduleId: number, title: string): Promise<EntityValue> {
  return expectStatus<EntityValue>(await as.editor.post(`${valuesPath(moduleId)}.json`, risk(title)), 201);
}

const titles = async (moduleId: number) => (await listValues(as.editor, onboarding, moduleId)).map((value) => value.value.title);

describe('revisions on every write path', () => {
  it('records one revision per create, update, delete, reorder, bulk call, clone, import and module change', async () => {
    const module = await risks('Every path');
    const first = await create(module.id, 'Late supplier');
    const second = await create(module.id, 'Strike');
    expectStatus(await as.editor.put(`${valuesPath(module.id)}/${first.id}.json`, { value: { title: 'Late supplier', description: 'Parts' } }), 200);
    expectStatus(await as.editor.post(`${valuesPath(module.id)}/update_positions.json`, { ids: [second.id, first.id] }), 200);
    expectStatus(await as.editor.post(`${valuesPath(module.id)}/bulk_create.json`, { entity_values: [risk('Flood'), risk('Fire')] }), 201);
    expectStatus(await as.editor.post(`${valuesPath(module.id)}/bulk_update.json`, { entity_values: [{ id: second.id, value: { title: 'Long strike' } }], destroy_ids: [] }), 200);
    expectStatus(await as.editor.post(`${valuesPath(module.id)}/clone.json`, { entity_value_ids: [first.id] }), 201);
    const csv = { filename: 'risks.csv', contentType: 'text/csv', data: Buffer.from('Title\nImported risk\n', 'utf8') };
    expectStatus(await postMultipart(t, as.editor, `${valuesPath(module.id)}/import_upload.json`, { file: csv }), 200);
    const flood = (await listValues(as.editor, onboarding, module.id)).find((value) => value.value.title === 'Flood')!;
    expectStatus(await as.editor.post(`${valuesPath(module.id)}/bulk_destroy.json`, { ids: [flood.id] }), 200);
    expectStatus(await as.editor.delete(`${valuesPath(module.id)}/${second.id}.json`), 200);
    expectStatus(await as.editor.put(`${modulePath(onboarding, module.id)}.json`, { name: 'Every path, renamed' }), 200);

    const list = await revisions(module.id);
    expect(list).toHaveLength(11);
    expect(list.map((r) => [r.added, r.removed, r.changed])).toEqual([
      [0, 0, 1], // module renamed
      [0, 1, 0], // delete
      [0, 1, 0], // bulk_destroy
      [1, 0, 0], // import
      [1, 0, 0], // clone
      [0, 0, 1], // bulk_update
      [2, 0, 0], // bulk_create
      [0, 0, 2], // reorder
      [0, 0, 1], // update
      [1, 0, 0], // create
      [1, 0, 0], // create
    ]);
    expect(list.every((r) => r.user?.name && r.kind === 'edit')).toBe(true);
  });

  it('records nothing, neither revision nor history event, for a save that changes nothing', async () => {
    const module = await risks('Unchanged');
    const value = await create(module.id, 'Same');
    const historyPath = `/api/projects/${onboarding}/project_history_events.json`;
    const events = expectStatus<Paged<ProjectHistoryEvent>>(await as.editor.get(historyPath), 200).total;
    expectStatus(await as.editor.put(`${valuesPath(module.id)}/${value.id}.json`, { value: { title: 'Same' } }), 200);
    expectStatus(await as.editor.post(`${valuesPath(module.id)}/bulk_update.json`, { entity_values: [{ id: value.id, value: { title: 'Same' } }] }), 200);
    expect(await revisions(module.id)).toHaveLength(1);
    expect(expectStatus<Paged<ProjectHistoryEvent>>(await as.editor.get(historyPath), 200).total).toBe(events);
  });
});

describe('GET .../revisions', () => {
  it("groups one user's revisions of one minute, newest first, and pages by revision", async () => {
    const module = await risks('Grouped');
    await create(module.id, 'A');
    await create(module.id, 'B');
    await create(module.id, 'C');
    const page = expectStatus<ModuleRevisionPage>(await as.editor.get(`${revisionsPath(module.id)}.json`), 200);
    expect(page.total).toBe(3);
    // The three may straddle a minute: then two groups, never more.
    expect(page.groups.length).toBeLessThanOrEqual(2);
    const ids = page.groups.flatMap((group) => group.revisions.map((r) => r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const group of page.groups) {
      expect(group.user?.name).toBeTruthy();
      expect(group.minute.endsWith(':00.000Z')).toBe(true);
    }
    const second = expectStatus<ModuleRevisionPage>(await as.editor.get(`${revisionsPath(module.id)}.json`, { query: { page: '2', per_page: '2' } }), 200);
    expect(second.groups.flatMap((group) => group.revisions.map((r) => r.id))).toEqual([ids[2]]);
  });
});

describe('GET .../revisions/{id}', () => {
  it('tells the items added, removed and changed, with the changed fields before and after', async () => {
    const module = await risks('Diffed');
    const kept = await create(module.id, 'Late supplier');
    const gone = await create(module.id, 'Gone');
    expectStatus(await as.editor.post(`${valuesPath(module.id)}/bulk_update.json`, {
      entity_values: [{ id: kept.id, value: { title: 'Very late supplier', description: 'Parts' } }, risk('New')],
      destroy_ids: [gone.id],
    }), 200);
    const [latest] = await revisions(module.id);
    const detail = await revision(module.id, latest.id);
    expect(detail).toMatchObject({ added: 1, removed: 1, changed: 1 });
    const byChange = Object.fromEntries(detail.items.map((item) => [item.change, item]));
    expect(byChange.added).toMatchObject({ key: 'RiskItem', label: 'New', before: null });
    expect(byChange.removed).toMatchObject({ entity_value_id: gone.id, label: 'Gone', after: null });
    expect(byChange.changed).toMatchObject({ entity_value_id: kept.id, label: 'Very late supplier' });
    expect(byChange.changed.fields).toEqual([
      { name: 'title', before: 'Late supplier', after: 'Very late supplier' },
      { name: 'description', before: null, after: 'Parts' },
    ]);
  });

  it('answers 404 for a revision of another module', async () => {
    const one = await risks('One');
    const other = await risks('Other');
    await create(one.id, 'X');
    const [first] = await revisions(one.id);
    expect((await as.editor.get(`${revisionsPath(other.id)}/${first.id}.json`)).statusCode).toBe(404);
    expect((await as.editor.get(`${revisionsPath(one.id)}/${UNKNOWN_ID}.json`)).statusCode).toBe(404);
  });
});

describe('POST .../revisions/{id}/restore.json', () => {
  it('brings the content back as it was, as one new revision that a second restore undoes', async () => {
    const module = await risks('Restored');
    const kept = await create(module.id, 'Kept');
    await create(module.id, 'Later');
    const [atTwo] = await revisions(module.id);
    expectStatus(await as.editor.put(`${valuesPath(module.id)}/${kept.id}.json`, { value: { title: 'Kept, renamed' } }), 200);
    expectStatus(await as.editor.delete(`${valuesPath(module.id)}/${kept.id}.json`), 200);
    await create(module.id, 'Newest');
    const [beforeRestore] = await revisions(module.id);
    const answer = expectStatus<{ restored_from_id: number; revision_id: number }>(
      await as.editor.post(`${revisionsPath(module.id)}/${atTwo.id}/restore.json`),
      200,
    );
    expect(answer.restored_from_id).toBe(atTwo.id);
    expect(await titles(module.id)).toEqual(['Kept', 'Later']);
    // The deleted value comes back with its own id.
    expect((await listValues(as.editor, onboarding, module.id)).map((value) => value.id)).toContain(kept.id);
    const [restore] = await revisions(module.id);
    expect(restore).toMatchObject({ id: answer.revision_id, kind: 'restore', restored_from_id: atTwo.id, added: 1, removed: 1 });

    expectStatus(await as.editor.post(`${revisionsPath(module.id)}/${beforeRestore.id}/restore.json`), 200);
    expect(await titles(module.id)).toEqual(['Later', 'Newest']);
  });

  it('tells the project history which revision was restored, naming the module', async () => {
    const module = await risks('Restore told');
    await create(module.id, 'One');
    const [first] = await revisions(module.id);
    await create(module.id, 'Two');
    expectStatus(await as.editor.post(`${revisionsPath(module.id)}/${first.id}/restore.json`), 200);
    const history = expectStatus<Paged<ProjectHistoryEvent>>(await as.editor.get(`/api/projects/${onboarding}/project_history_events.json`), 200);
    expect(history.items[0]).toMatchObject({ action: 'restored', module_id: module.id });
    expect(history.items[0].summary).toMatch(/^Restored module "Restore told" as it was on \d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  });
});

describe('permissions', () => {
  it('lets readers see the history, writers restore, and hides it from other companies', async () => {
    const module = await risks('Guarded');
    await create(module.id, 'Only');
    const [only] = await revisions(module.id);
    expect(await revisions(module.id, as.viewer)).toHaveLength(1);
    expect((await revision(module.id, only.id, as.viewer)).items).toHaveLength(1);
    expect((await as.viewer.post(`${revisionsPath(module.id)}/${only.id}/restore.json`)).statusCode).toBe(403);
    expect((await as.globex.get(`${revisionsPath(module.id)}.json`)).statusCode).toBe(404);
    expect((await as.globex.get(`${revisionsPath(module.id)}/${only.id}.json`)).statusCode).toBe(404);
    expect((await as.globex.post(`${revisionsPath(module.id)}/${only.id}/restore.json`)).statusCode).toBe(404);
    expect((await as.anonymous.get(`${revisionsPath(module.id)}.json`)).statusCode).toBe(401);
  });

  it('refuses to restore a locked module', async () => {
    const module = await risks('Locked');
    await create(module.id, 'Only');
    const [only] = await revisions(module.id);
    expectStatus(await as.owner.put(`${modulePath(onboarding, module.id)}.json`, { locked: true }), 200);
    expect((await as.editor.post(`${revisionsPath(module.id)}/${only.id}/restore.json`)).statusCode).toBe(403);
  });
});

describe('the project history of module changes', () => {
  it('names the module and what changed in words, and links to the module', async () => {
    const module = await risks('Spoken');
    const value = await create(module.id, 'Late supplier');
    expectStatus(await as.editor.put(`${valuesPath(module.id)}/${value.id}.json`, { value: { title: 'Late supplier', description: 'Parts' } }), 200);
    const history = expectStatus<Paged<ProjectHistoryEvent>>(await as.editor.get(`/api/projects/${onboarding}/project_history_events.json`), 200);
    expect(history.items.slice(0, 2).map((event) => [event.summary, event.module_id])).toEqual([
      ['In module "Spoken": changed "Late supplier" (description)', module.id],
      ['In module "Spoken": added "Late supplier"', module.id],
    ]);
  });

  it('writes nothing when a module is merely opened', async () => {
    const module = await risks('Opened');
    await create(module.id, 'Seen');
    const historyPath = `/api/projects/${onboarding}/project_history_events.json`;
    const before = expectStatus<Paged<ProjectHistoryEvent>>(await as.editor.get(historyPath), 200).total;
    for (const client of [as.editor, as.viewer]) {
      expectStatus(await client.get(`${modulePath(onboarding, module.id)}.json`), 200);
      expectStatus(await client.get(`/api/project_scenario_modules/${module.id}.json`), 200);
      await listValues(client, onboarding, module.id);
      await revisions(module.id, client);
    }
    expect(expectStatus<Paged<ProjectHistoryEvent>>(await as.editor.get(historyPath), 200).total).toBe(before);
    expect(await revisions(module.id)).toHaveLength(1);
  });
});

describe('retention', () => {
  it('folds revisions older than the retention into one snapshot per day that still restores', async () => {
    const module = await risks('Old');
    const a = await create(module.id, 'A');
    await create(module.id, 'B');
    expectStatus(await as.editor.put(`${valuesPath(module.id)}/${a.id}.json`, { value: { title: 'A2' } }), 200);
    const [, , oldest] = await revisions(module.id);
    await create(module.id, 'Recent');
    const all = (await revisions(module.id)).map((r) => r.id);
    // The first three are moved two years back, onto one day; the newest stays recent.
    const old = all.slice(1);
    await t.db.update(moduleRevisions).set({ created_at: new Date('2024-03-05T10:00:00Z') }).where(inArray(moduleRevisions.id, old));

    expect(await pruneModuleRevisions(t.db, new Date(), 365)).toBe(2);
    const kept = await revisions(module.id);
    expect(kept.map((r) => r.id)).toEqual([all[0], all[1]]);
    expect(kept[1]).toMatchObject({ kind: 'daily', added: 2, removed: 0, changed: 0 });
    const snapshot = await revision(module.id, kept[1].id);
    expect(snapshot.items.map((item) => item.label).sort()).toEqual(['A2', 'B']);
    expect(oldest.id).not.toBe(kept[1].id);

    // Pruning again changes nothing; restoring the day's snapshot gives the day's end.
    expect(await pruneModuleRevisions(t.db, new Date(), 365)).toBe(0);
    expectStatus(await as.editor.post(`${revisionsPath(module.id)}/${kept[1].id}/restore.json`), 200);
    expect(await titles(module.id)).toEqual(['A2', 'B']);
    const [row] = await t.db.select().from(moduleRevisions).where(eq(moduleRevisions.id, kept[1].id));
    expect(row.kind).toBe('daily');
  });
});
