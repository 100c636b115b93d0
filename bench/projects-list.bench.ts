/**
 * The server half of issue 4's speed figures: GET /api/projects.json?scope=all_projects&search=<term>
 * (first page) on a company with 5,000 projects and 50,000 modules answers in at most 50 ms median and
 * 150 ms p99.
 *
 * Builds an embedded database once (migrations, the demo seed, bulk inserts in SQL) and keeps it under
 * .tmp/bench-data/projects-list so reruns start in seconds; migrations run on every start, so a cached
 * folder follows new ones. Starts the real app (buildApp) and drives it with inject(), signed in as a
 * member with project grants (the permission subqueries run) and as a company admin. Prints figures; it
 * never fails on a number.
 *
 * Run alone: `node --import tsx bench/projects-list.bench.ts` (npm run bench runs every bench file).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { readDemoSeed, seedDemo } from '../server/db/seed';
import { loadModuleRegistry } from '../server/domain/module-registry';
import { log, openBenchDatabase, percentile, signedInClient, startBenchApp } from './support/server-bench';
import { runWhenMain } from './support/run-when-main';

const PROJECTS = 5000;
const MODULES_PER_PROJECT = 10;
const WARM_UP = 30;
const REQUESTS = 200;
const TARGET_MEDIAN_MS = 50;
const TARGET_P99_MS = 150;
const DATA_VERSION = 'v1';
const SEARCH_TERMS = ['harbor', 'Nimbus', 'risk 12', 'zzz-no-match'];

/** 5,000 projects of Acme with 10 modules each; the editor holds a grant on every third, a team on every fifth. */
async function fillDatabase(db: Database): Promise<void> {
  const registry = await loadModuleRegistry(db);
  await seedDemo(db, registry);
  const seed = await readDemoSeed(db, registry);
  const acme = seed.companies.acme;
  const editor = seed.users.editor;
  const moduleType = registry.moduleTypes[0].id;
  await db.execute(sql`
    INSERT INTO projects (company_id, name, description, entity_type, created_by, last_event_date, created_at)
    SELECT ${acme},
      (ARRAY['Harbor','Nimbus','Atlas','Orion','Cedar','Quartz','Lumen','Falcon','Summit','Delta'])[1 + i % 10] || ' ' ||
      (ARRAY['launch','audit','roadmap','migration','risk','study','rollout','review'])[1 + (i / 10) % 8] || ' ' || i,
      'Benchmark project number ' || i || ' about ' || (ARRAY['supply','privacy','pricing','hiring','security'])[1 + i % 5],
      'project', ${seed.users.owner},
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval
    FROM generate_series(1, ${PROJECTS}) AS i`);
  await db.execute(sql`
    INSERT INTO project_user_permissions (project_id, user_id, permission_key)
    SELECT id, ${editor}, CASE WHEN id % 2 = 0 THEN 'write' ELSE 'read' END
    FROM projects WHERE company_id = ${acme} AND id % 3 = 0
    ON CONFLICT DO NOTHING`);
  // Database is generic over both drivers, so a raw query's result type is unknown to the compiler.
  const inserted = (await db.execute(sql`INSERT INTO roles (company_id, name) VALUES (${acme}, 'Benchmark team') RETURNING id`)) as unknown as {
    rows: Array<{ id: number }>;
  };
  const [role] = inserted.rows;
  await db.execute(sql`INSERT INTO role_users (role_id, user_id) VALUES (${role.id}, ${editor})`);
  await db.execute(sql`
    INSERT INTO project_role_permissions (project_id, role_id, permission_key)
    SELECT id, ${role.id}, 'read' FROM projects WHERE company_id = ${acme} AND id % 5 = 0`);
  await db.execute(sql`
    INSERT INTO project_scenario_modules (project_id, section_id, scenario_module_id, name, position)
    SELECT p.id, NULL, ${moduleType}, 'Module ' || m, m
    FROM projects p CROSS JOIN generate_series(0, ${MODULES_PER_PROJECT - 1}) AS m
    WHERE p.company_id = ${acme}`);
  await db.execute(sql`ANALYZE`);
}

export async function measureProjectsList(): Promise<Record<string, { median: number; p99: number }>> {
  const database = await openBenchDatabase('projects-list', DATA_VERSION, `${PROJECTS} projects and ${PROJECTS * MODULES_PER_PROJECT} modules`, fillDatabase);
  const app = await startBenchApp(database);
  const results: Record<string, { median: number; p99: number }> = {};
  try {
    for (const email of ['editor@acme.test', 'owner@acme.test']) {
      const client = await signedInClient(app, email);

      const request = async (index: number) => {
        const search = SEARCH_TERMS[index % SEARCH_TERMS.length];
        const started = performance.now();
        const res = await client.get('/api/projects.json', { query: { scope: 'all_projects', search } });
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`GET /api/projects.json answered ${res.statusCode}: ${res.body}`);
        return { elapsed, total: (res.json() as { total: number }).total };
      };
      for (let i = 0; i < WARM_UP; i++) await request(i);
      const times: number[] = [];
      const totals = new Set<string>();
      for (let i = 0; i < REQUESTS; i++) {
        const { elapsed, total } = await request(i);
        times.push(elapsed);
        totals.add(`${SEARCH_TERMS[i % SEARCH_TERMS.length]}=${total}`);
      }
      const median = percentile(times, 50);
      const p99 = percentile(times, 99);
      results[email] = { median, p99 };
      const met = median <= TARGET_MEDIAN_MS && p99 <= TARGET_P99_MS;
      log(
        `[bench] GET /api/projects.json?scope=all_projects&search=… as ${email} (${PROJECTS} projects, ` +
          `${PROJECTS * MODULES_PER_PROJECT} modules; ${REQUESTS} requests after ${WARM_UP} warm-up; totals ${[...totals].join(', ')}): ` +
          `median ${median.toFixed(1)} ms (target ≤ ${TARGET_MEDIAN_MS}), p99 ${p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS}): ` +
          `${met ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await app.close();
    await database.handle.close();
  }
  return results;
}

await runWhenMain(import.meta.url, () => measureProjectsList());
