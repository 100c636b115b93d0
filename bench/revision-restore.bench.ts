/**
 * Restoring a BPMN diagram of 2,000 cells (1,000 shapes, 1,000 links) to an earlier revision, through the real app
 * on the embedded database: every cell was moved since, so the restore writes all 2,000 back as one new revision.
 * The restores go back and forth between the two states; the figure is the median answer time of
 * POST /api/modules/{id}/revisions/{id}/restore.json. Target: at most 1 s. Prints figures; never fails on a number.
 *
 * Run alone: `node --import tsx bench/revision-restore.bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import type { ApiClient } from '../tests/api/api-client';
import { seedDemo } from '../server/db/seed';
import { loadModuleRegistry } from '../server/domain/module-registry';
import { activityDocument, bpmnDiagram, chunks, median } from './support/diagram-cells';
import { runWhenMain } from './support/run-when-main';
import { log, openBenchDatabase, signedInClient, startBenchApp } from './support/server-bench';

const SHAPES = 1000;
const LINKS = 1000;
const COLUMNS = 40;
const RESTORES = 6;
const TARGET_MS = 1000;
const MOVED_BY = { x: 15, y: 10 };

async function call<T>(client: ApiClient, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const answer = method === 'GET' ? await client.get(url) : await client.post(url, body);
  if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
  return answer.json() as T;
}

/** The newest revision's id. */
async function newestRevision(client: ApiClient, moduleId: number): Promise<number> {
  const page = await call<{ groups: Array<{ revisions: Array<{ id: number }> }> }>(client, 'GET', `/api/modules/${moduleId}/revisions.json?per_page=1`);
  return page.groups[0].revisions[0].id;
}

/** A BPMN module of SHAPES tasks and LINKS flows, then every task moved: the revisions before and after the move. */
async function diagramWithTwoStates(client: ApiClient): Promise<{ moduleId: number; placed: number; moved: number }> {
  const project = await call<{ id: number }>(client, 'POST', '/api/projects.json', { name: `Restore bench ${Date.now()}` });
  const modulesPath = `/api/projects/${project.id}/project_scenario_modules`;
  const module = await call<{ id: number; scenario_module_id: number }>(client, 'POST', `${modulesPath}.json`, { name: 'Restored process', type_key: 'Bpmns' });
  const attributes = await call<Array<{ id: number; key: string }>>(client, 'GET', `/api/entity_attributes.json?module_type_id=${module.scenario_module_id}`);
  const cellAttribute = attributes.find((attribute) => attribute.key === 'DiagramCell')!.id;
  const valuesPath = `${modulesPath}/${module.id}/entity_values`;
  const saved: Array<{ id: number; value: { jsid: string } }> = [];
  for (const part of chunks(bpmnDiagram(SHAPES, LINKS, COLUMNS))) {
    const entity_values = part.map((value) => ({ entity_attribute_id: cellAttribute, value }));
    saved.push(...(await call<typeof saved>(client, 'POST', `${valuesPath}/bulk_create.json`, { entity_values })));
  }
  const placed = await newestRevision(client, module.id);
  const tasks = saved.filter((value) => value.value.jsid.startsWith('bench-task-'));
  const moves = tasks.map((task, index) => ({ id: task.id, value: activityDocument(index, COLUMNS, MOVED_BY) }));
  for (const part of chunks(moves)) await call(client, 'POST', `${valuesPath}/bulk_update.json`, { entity_values: part });
  return { moduleId: module.id, placed, moved: await newestRevision(client, module.id) };
}

export async function measureRevisionRestore(): Promise<number> {
  const database = await openBenchDatabase('revision-restore', 'v1', 'the demo seed', async (db) => {
    await seedDemo(db, await loadModuleRegistry(db));
  });
  const app = await startBenchApp(database);
  try {
    const owner = await signedInClient(app, 'owner@acme.test');
    const { moduleId, placed, moved } = await diagramWithTwoStates(owner);
    const timings: number[] = [];
    for (let restore = 0; restore < RESTORES; restore += 1) {
      const target = restore % 2 === 0 ? placed : moved;
      const started = performance.now();
      await call(owner, 'POST', `/api/modules/${moduleId}/revisions/${target}/restore.json`);
      timings.push(performance.now() - started);
    }
    const result = median(timings);
    log(
      `[bench] restore of a ${SHAPES + LINKS}-cell diagram to an earlier revision (${SHAPES} cells differ): median ${result.toFixed(0)} ms ` +
        `over ${RESTORES} restores (${timings.map((ms) => ms.toFixed(0)).join(', ')} ms); target ≤ ${TARGET_MS} ms: ${result <= TARGET_MS ? 'met' : 'NOT met'}`,
    );
    return result;
  } finally {
    await app.close();
    await database.handle.close();
  }
}

await runWhenMain(import.meta.url, () => measureRevisionRestore());
