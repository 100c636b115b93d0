/**
 * The server half of issue 3's diagram speed figures: a bulk update of 500 cells of a BPMN module is
 * answered in at most 150 ms on the embedded database.
 *
 * Builds a fresh embedded database in a temporary folder (migrations, the demo seed), starts the real
 * app (buildApp) and drives it with inject() signed in as owner@acme.test: a project with one BPMN
 * module of 2,000 cells (1,000 bpmn.Activity tasks, 1,000 tessera.Link flows, through bulk_create), then
 * POST .../entity_values/bulk_update.json moving 500 tasks (their whole cell documents, as the editor's
 * save sends them), WARM_UP times and then REQUESTS times. Prints the median and p95; never fails on a number.
 *
 * Run alone: `node --import tsx bench/diagram-bulk-update.bench.ts` (npm run bench runs every bench file).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BULK_MAX_ITEMS } from '../core/domain/constants';
import { buildApp } from '../server/app';
import { inProcessConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../server/db/seed';
import { loadModuleRegistry } from '../server/domain/module-registry';
import { ApiClient } from '../tests/api/api-client';
import { activityDocument, bpmnDiagram, chunks, percentile } from './support/diagram-cells';
import { runWhenMain } from './support/run-when-main';

const SHAPES = 1000;
const LINKS = 1000;
const COLUMNS = 40;
const UPDATED = 500;
const WARM_UP = 5;
const REQUESTS = 30;
const TARGET_MS = 150;

const log = (line: string) => process.stdout.write(`${line}\n`);

export async function measureDiagramBulkUpdate(): Promise<{ median: number; p95: number }> {
  const tempDir = await mkdtemp(join(tmpdir(), 'tessera-bench-diagram-'));
  const started = performance.now();
  const handle = await openDatabase({ dataDir: resolve(tempDir, 'db') });
  let app: Awaited<ReturnType<typeof buildApp>> | null = null;
  try {
    await migrate(handle.db);
    await seedDemo(handle.db, await loadModuleRegistry(handle.db));
    const config = inProcessConfig(tempDir, { releaseTag: 'bench', runtimeConfig: {} });
    app = await buildApp({ db: handle.db, config });
    log(`[bench] embedded database built and app started in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const client = new ApiClient(app);
    await client.get('/api/system.json');
    const session = await client.post('/api/oauth/sessions.json', { email: 'owner@acme.test', password: DEMO_PASSWORD });
    if (session.statusCode !== 200) throw new Error(`Sign-in failed: ${session.statusCode} ${session.body}`);
    client.token = (session.json() as { access_token: string }).access_token;
    const expect = async (res: Awaited<ReturnType<ApiClient['get']>>, status: number, what: string) => {
      if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body.slice(0, 2000)}`);
      return res.json() as unknown;
    };

    const project = (await expect(await client.post('/api/projects.json', { name: `Bench diagram ${Date.now()}` }), 201, 'create project')) as { id: number };
    const module = (await expect(
      await client.post(`/api/projects/${project.id}/project_scenario_modules.json`, { name: 'Big process', type_key: 'Bpmns' }),
      201,
      'create module',
    )) as { id: number; scenario_module_id: number };
    const attributes = (await expect(
      await client.get(`/api/entity_attributes.json`, { query: { module_type_id: String(module.scenario_module_id) } }),
      200,
      'entity attributes',
    )) as Array<{ id: number; key: string }>;
    const cellAttribute = attributes.find((attribute) => attribute.key === 'DiagramCell');
    if (!cellAttribute) throw new Error('The BPMN module type has no DiagramCell attribute');
    const base = `/api/projects/${project.id}/project_scenario_modules/${module.id}/entity_values`;

    const ids = new Map<string, number>();
    const creating = performance.now();
    for (const part of chunks(bpmnDiagram(SHAPES, LINKS, COLUMNS), BULK_MAX_ITEMS)) {
      const created = (await expect(
        await client.post(`${base}/bulk_create.json`, {
          entity_values: part.map((value) => ({ entity_attribute_id: cellAttribute.id, value })),
        }),
        201,
        'bulk_create',
      )) as Array<{ id: number; value: { jsid: string } }>;
      for (const row of created) ids.set(row.value.jsid, row.id);
    }
    if (ids.size !== SHAPES + LINKS) throw new Error(`Expected ${SHAPES + LINKS} cells, created ${ids.size}`);
    log(`[bench] bulk_create of ${SHAPES + LINKS} cells (${BULK_MAX_ITEMS} per request): ${(performance.now() - creating).toFixed(0)} ms (one run, for information)`);

    // Every request moves the same 500 tasks (every other one) to a new place, so each is a real change.
    const moved = Array.from({ length: UPDATED }, (_, n) => n * 2);
    const update = async (round: number) => {
      const offset = { x: ((round % 7) + 1) * 10, y: ((round % 5) + 1) * 10 };
      const body = {
        entity_values: moved.map((index) => {
          const value = activityDocument(index, COLUMNS, offset);
          return { id: ids.get(value.jsid), value };
        }),
      };
      const t0 = performance.now();
      const res = await client.post(`${base}/bulk_update.json`, body);
      const elapsed = performance.now() - t0;
      const answer = (await expect(res, 200, 'bulk_update')) as { entity_values: unknown[] };
      if (answer.entity_values.length !== UPDATED) throw new Error(`bulk_update answered ${answer.entity_values.length} values`);
      return elapsed;
    };
    for (let round = 0; round < WARM_UP; round += 1) await update(round);
    const times: number[] = [];
    for (let round = 0; round < REQUESTS; round += 1) times.push(await update(WARM_UP + round));

    const result = { median: percentile(times, 50), p95: percentile(times, 95) };
    const met = result.median <= TARGET_MS && result.p95 <= TARGET_MS;
    log(
      `[bench] POST …/entity_values/bulk_update.json moving ${UPDATED} of ${SHAPES + LINKS} cells (BPMN module, embedded database, ` +
        `inject(); ${REQUESTS} requests after ${WARM_UP} warm-up): median ${result.median.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ` +
        `min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)} (mean ${(times.reduce((a, b) => a + b, 0) / times.length).toFixed(1)}); target ≤ ${TARGET_MS} ms: ${met ? 'met' : result.median <= TARGET_MS ? 'median met, p95 NOT met' : 'NOT met'}`,
    );
    return result;
  } finally {
    await app?.close();
    await handle.close();
    await rm(tempDir, { recursive: true, force: true });
  }
}

await runWhenMain(import.meta.url, () => measureDiagramBulkUpdate());
