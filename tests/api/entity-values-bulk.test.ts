/**
 * POST .../entity_values/bulk_update.json at the diagram editor's scale: hundreds of cells changed,
 * created and removed in one call (the set-based write path), all or nothing, and the BULK_MAX_ITEMS
 * limit of every bulk list. The behaviour on a few values is covered by entity-values.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import type { EntityValue, EntityValueBulkUpdateAnswer, Paged, ProjectModule } from '../../core/domain/api-types';
import { BULK_MAX_ITEMS } from '../../core/domain/constants';
import type { ProjectHistoryEvent } from '../../core/domain/workspace-types';
import { useSignedInServer } from './support/signed-in-server';
import { createModule, expectStatus, failingFields, listValues, modulePath } from './support/workspace';

const CELLS = 600;

// The shared machine can be slow to start a server.
vi.setConfig({ hookTimeout: 180_000 });

const { t, as, onboarding } = useSignedInServer();

const valuesPath = (moduleId: number) => `${modulePath(onboarding, moduleId)}/entity_values`;
const cell = (n: number, x = 0) => ({ jsid: `task-${n}`, type: 'bpmn.Activity', title: `Task ${n}`, position: { x, y: n * 10 } });

interface Diagram {
  module: ProjectModule;
  cellAttribute: number;
  settingsAttribute: number;
  cells: EntityValue[];
  settings: EntityValue;
}

/** A fresh BPMN module with CELLS task cells and its settings value. */
async function diagram(): Promise<Diagram> {
  const module = await createModule(as.editor, onboarding, 'Bpmns', 'Bulk diagram');
  const attributes = expectStatus<Array<{ id: number; key: string }>>(
    await as.editor.get('/api/entity_attributes.json', { query: { module_type_id: String(module.scenario_module_id) } }),
    200,
  );
  const idOf = (key: string) => attributes.find((attribute) => attribute.key === key)!.id;
  const [cellAttribute, settingsAttribute] = [idOf('DiagramCell'), idOf('DiagramSettings')];
  const created = expectStatus<EntityValue[]>(
    await as.editor.post(`${valuesPath(module.id)}/bulk_create.json`, {
      entity_values: [
        { entity_attribute_id: settingsAttribute, value: { show_gridlines: false } },
        ...Array.from({ length: CELLS }, (_, n) => ({ entity_attribute_id: cellAttribute, value: cell(n) })),
      ],
    }),
    201,
  );
  return { module, cellAttribute, settingsAttribute, settings: created[0], cells: created.slice(1) };
}

describe('POST .../entity_values/bulk_update.json with hundreds of values', () => {
  it('moves, reorders, creates and removes in one call, answering each value in request order with its own key', async () => {
    const { module, cellAttribute, cells, settings } = await diagram();
    const kept = cells.slice(0, -50);
    const removed = cells.slice(-50).map((value) => value.id);
    const moved = kept.filter((_, n) => n % 2 === 0);
    const reordered = kept.filter((_, n) => n % 2 === 1 && n < 100);
    const items = [
      ...moved.map((value, n) => ({ id: value.id, value: cell(n * 2, 500) })),
      { entity_attribute_id: cellAttribute, value: cell(CELLS), client_id: 'new-cell' },
      { id: settings.id, value: { show_gridlines: true } },
      ...reordered.map((value, n) => ({ id: value.id, position: 5000 + n })),
    ];
    const res = await as.editor.post(`${valuesPath(module.id)}/bulk_update.json`, { entity_values: items, destroy_ids: removed });
    const answer = expectStatus<EntityValueBulkUpdateAnswer>(res, 200);

    expect(answer.destroyed_ids).toEqual(removed);
    expect(answer.entity_values).toHaveLength(items.length);
    const created = answer.entity_values[moved.length];
    expect(created).toMatchObject({ key: 'DiagramCell', client_id: 'new-cell', value: cell(CELLS) });
    const byRequest = answer.entity_values.filter((value) => value !== created);
    expect(byRequest.map((value) => value.id)).toEqual(items.flatMap((item) => ('id' in item ? [item.id] : [])));
    expect(byRequest.map((value) => value.key)).toEqual([
      ...moved.map(() => 'DiagramCell'),
      'DiagramSettings',
      ...reordered.map(() => 'DiagramCell'),
    ]);
    expect(answer.entity_values.slice(0, moved.length).map((value) => value.value)).toEqual(moved.map((_, n) => cell(n * 2, 500)));
    // Values sent without a document answer the stored one, at their new position.
    expect(answer.entity_values.slice(-reordered.length).map((value) => [value.value, value.position])).toEqual(
      reordered.map((value, n) => [value.value, 5000 + n]),
    );
    for (const value of byRequest) {
      expect(value).toMatchObject({ module_id: module.id, project_id: onboarding });
      expect(Date.parse(value.updated_at)).toBeGreaterThan(Date.parse(settings.updated_at));
    }

    const stored = await listValues(as.editor, onboarding, module.id);
    expect(stored).toHaveLength(1 + CELLS - removed.length + 1);
    expect(stored.filter((value) => removed.includes(value.id))).toEqual([]);
    const storedById = new Map(stored.map((value) => [value.id, value]));
    // Reads add comment counts, which bulk answers leave out; the created value is listed with its client_id too.
    const noComments = { comment_count: 0, unread_comment_count: 0 };
    for (const value of answer.entity_values) expect(storedById.get(value.id)).toEqual({ ...value, ...noComments });
    const untouched = kept[101];
    expect(storedById.get(untouched.id)).toEqual({ ...untouched, ...noComments });
  });

  it('writes none of them when one document near the end is bad (422 naming it)', async () => {
    const { module, cells } = await diagram();
    const before = await listValues(as.editor, onboarding, module.id);
    const items = cells.map((value, n) => ({ id: value.id, value: n === CELLS - 2 ? { jsid: 'broken' } : cell(n, 900) }));
    const res = await as.editor.post(`${valuesPath(module.id)}/bulk_update.json`, { entity_values: items, destroy_ids: [cells[0].id] });
    expect(failingFields(res)).toEqual(['entity_values/0/id', `entity_values/${CELLS - 2}/value/type`]);
    expect(await listValues(as.editor, onboarding, module.id)).toEqual(before);
  });

  it('leaves one history event per call, telling what it changed and removed', async () => {
    const { module, cells } = await diagram();
    const historyPath = `/api/projects/${onboarding}/project_history_events.json`;
    const total = async () => expectStatus<Paged<ProjectHistoryEvent>>(await as.editor.get(historyPath), 200).total;
    const before = await total();
    const items = cells.slice(0, 400).map((value, n) => ({ id: value.id, value: cell(n, 40) }));
    expectStatus(await as.editor.post(`${valuesPath(module.id)}/bulk_update.json`, { entity_values: items, destroy_ids: [cells[500].id] }), 200);
    const history = expectStatus<Paged<ProjectHistoryEvent>>(await as.editor.get(historyPath), 200);
    expect(history.total).toBe(before + 1);
    expect(history.items[0]).toMatchObject({
      action: 'updated',
      subject_type: 'EntityValue',
      module_id: module.id,
      summary: 'In module "Bulk diagram": changed "Task 0" (position), "Task 1" (position), "Task 2" (position) and 397 more items; removed "Task 500"',
    });
  });
});

describe('BULK_MAX_ITEMS', () => {
  it('is accepted in every bulk list and one more item is refused (422) before anything is written', async () => {
    const module = await createModule(as.editor, onboarding, 'Risks', 'At the limit');
    const riskItem = t.seed.attributes.RiskItem;
    const risks = (count: number) => Array.from({ length: count }, (_, n) => ({ entity_attribute_id: riskItem, value: { title: `Risk ${n}` } }));
    const base = valuesPath(module.id);

    expect(failingFields(await as.editor.post(`${base}/bulk_create.json`, { entity_values: risks(BULK_MAX_ITEMS + 1) }))).toEqual(['entity_values']);
    const created = expectStatus<EntityValue[]>(await as.editor.post(`${base}/bulk_create.json`, { entity_values: risks(BULK_MAX_ITEMS) }), 201);
    const ids = created.map((value) => value.id);

    const renamed = ids.map((id) => ({ id, value: { title: `Renamed ${id}` } }));
    const tooMany = [...renamed, { entity_attribute_id: riskItem, value: { title: 'One more' } }];
    expect(failingFields(await as.editor.post(`${base}/bulk_update.json`, { entity_values: tooMany }))).toEqual(['entity_values']);
    expect(failingFields(await as.editor.post(`${base}/bulk_update.json`, { entity_values: [], destroy_ids: [...ids, ids[0]] }))).toEqual(['destroy_ids']);
    expect(failingFields(await as.editor.post(`${base}/bulk_destroy.json`, { ids: [...ids, ids[0]] }))).toEqual(['ids']);
    expect((await listValues(as.editor, onboarding, module.id)).map((value) => value.value.title)).toEqual(created.map((value) => value.value.title));

    const answer = expectStatus<EntityValueBulkUpdateAnswer>(await as.editor.post(`${base}/bulk_update.json`, { entity_values: renamed }), 200);
    expect(answer.entity_values.map((value) => value.value)).toEqual(renamed.map((item) => item.value));
    expect(expectStatus(await as.editor.post(`${base}/bulk_destroy.json`, { ids }), 200)).toEqual({ ids });
    expect(await listValues(as.editor, onboarding, module.id)).toEqual([]);
  });
});
