/**
 * Search speed: GET /api/search?q=… on a company with 5,000 projects, 50,000 modules and 500,000 entity values
 * answers in at most 50 ms median and 200 ms p99 per search.
 *
 * Builds an embedded database once (migrations, the demo seed, bulk inserts with generate_series; the search triggers
 * write the search documents as they would for any writer) and keeps it under .tmp/bench-data/search. Signed in as a
 * member with grants on some projects (the permission subqueries run) and as a company admin (every project). Prints
 * figures per query; it never fails on a number.
 *
 * Run alone: `node --import tsx bench/search.bench.ts` (npm run bench runs every bench file).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { SearchAnswer } from '../core/domain/search-types';
import type { Database } from '../server/db/client';
import { readDemoSeed, seedDemo } from '../server/db/seed';
import { loadModuleRegistry } from '../server/domain/module-registry';
import { runWhenMain } from './support/run-when-main';
import { log, openBenchDatabase, percentile, signedInClient, startBenchApp } from './support/server-bench';

const PROJECTS = 5000;
const MODULES_PER_PROJECT = 10;
const VALUES_PER_MODULE = 10;
const WARM_UP = 10;
const REQUESTS_PER_QUERY = 40;
const TARGET_MEDIAN_MS = 50;
const TARGET_P99_MS = 200;
const DATA_VERSION = 'v1';
/** What people type: a common word, a rarer one, two words, a word start, an inflected word (stemming), a name, nothing. */
const QUERIES = ['supplier', 'privacy audit', 'late delivery', 'warehou', 'migrating', 'Nimbus rollout', 'zzz-no-match'];

const NOUNS = ['supplier', 'customer', 'warehouse', 'invoice', 'contract', 'server', 'privacy', 'budget', 'training', 'vendor'];
const PROBLEMS = ['delivery is late', 'audit finds gaps', 'costs grow', 'data migrates badly', 'team leaves', 'price changes'];

async function fillDatabase(db: Database): Promise<void> {
  const registry = await loadModuleRegistry(db);
  await seedDemo(db, registry);
  const seed = await readDemoSeed(db, registry);
  const acme = seed.companies.acme;
  const risksType = registry.moduleTypeByKey('Risks');
  if (!risksType) throw new Error('The Risks module type is not registered.');
  const nouns = sql`ARRAY[${sql.join(NOUNS.map((word) => sql`${word}`), sql`, `)}]::text[]`;
  const problems = sql`ARRAY[${sql.join(PROBLEMS.map((words) => sql`${words}`), sql`, `)}]::text[]`;
  await db.execute(sql`
    INSERT INTO projects (company_id, name, description, entity_type, created_by)
    SELECT ${acme},
      (ARRAY['Harbor','Nimbus','Atlas','Orion','Cedar','Quartz','Lumen','Falcon','Summit','Delta'])[1 + i % 10] || ' ' ||
      (ARRAY['launch','audit','roadmap','migration','risk','study','rollout','review'])[1 + (i / 10) % 8] || ' ' || i,
      'Benchmark project number ' || i || ' about ' || (ARRAY['supply','privacy','pricing','hiring','security'])[1 + i % 5],
      'project', ${seed.users.owner}
    FROM generate_series(1, ${PROJECTS}) AS i`);
  await db.execute(sql`
    INSERT INTO project_user_permissions (project_id, user_id, permission_key)
    SELECT id, ${seed.users.editor}, 'read' FROM projects WHERE company_id = ${acme} AND id % 3 = 0
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO project_scenario_modules (project_id, scenario_module_id, name, position)
    SELECT p.id, ${risksType.id}, 'Risks ' || m || ' of ' || p.name, m
    FROM projects p CROSS JOIN generate_series(0, ${MODULES_PER_PROJECT - 1}) AS m
    WHERE p.company_id = ${acme} AND p.name NOT LIKE 'Acme%'`);
  const riskItem = seed.attributes.RiskItem;
  await db.execute(sql`
    INSERT INTO entity_values (entity_attribute_id, module_id, project_id, value, position)
    SELECT ${riskItem}, m.id, m.project_id,
      jsonb_build_object(
        'title', initcap((${nouns})[1 + (m.id + v) % 10]) || ' ' || (${problems})[1 + (m.id * 7 + v) % 6] || ' #' || v,
        'description', '<p>When the ' || (${nouns})[1 + (m.id + v * 3) % 10] || ' ' || (${problems})[1 + (m.id + v) % 6] ||
          ', the ' || (${nouns})[1 + (m.id * 3 + v) % 10] || ' plan for module ' || m.id || ' needs a review.</p>'),
      v
    FROM project_scenario_modules m CROSS JOIN generate_series(0, ${VALUES_PER_MODULE - 1}) AS v
    WHERE m.scenario_module_id = ${risksType.id} AND m.name LIKE 'Risks % of %'`);
  await db.execute(sql`ANALYZE`);
}

export async function measureSearch(): Promise<Record<string, { median: number; p99: number }>> {
  const values = PROJECTS * MODULES_PER_PROJECT * VALUES_PER_MODULE;
  const database = await openBenchDatabase('search', DATA_VERSION, `${PROJECTS} projects, ${PROJECTS * MODULES_PER_PROJECT} modules, ${values} entity values`, fillDatabase);
  const app = await startBenchApp(database);
  const results: Record<string, { median: number; p99: number }> = {};
  try {
    for (const email of ['editor@acme.test', 'owner@acme.test']) {
      const client = await signedInClient(app, email);
      const search = async (q: string) => {
        const started = performance.now();
        const res = await client.get('/api/search.json', { query: { q } });
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`GET /api/search.json answered ${res.statusCode}: ${res.body}`);
        return { elapsed, found: (res.json() as SearchAnswer).groups.reduce((sum, group) => sum + group.results.length, 0) };
      };
      for (let i = 0; i < WARM_UP; i++) await search(QUERIES[i % QUERIES.length]);
      const all: number[] = [];
      for (const q of QUERIES) {
        const times: number[] = [];
        let found = 0;
        for (let i = 0; i < REQUESTS_PER_QUERY; i++) ({ elapsed: times[i], found } = await search(q));
        all.push(...times);
        log(`[bench]   "${q}" as ${email}: ${found} results shown, median ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`);
      }
      const median = percentile(all, 50);
      const p99 = percentile(all, 99);
      results[email] = { median, p99 };
      const met = median <= TARGET_MEDIAN_MS && p99 <= TARGET_P99_MS;
      log(
        `[bench] GET /api/search.json?q=… as ${email} (${PROJECTS} projects, ${PROJECTS * MODULES_PER_PROJECT} modules, ${values} entity values; ` +
          `${QUERIES.length} queries × ${REQUESTS_PER_QUERY} after ${WARM_UP} warm-up): median ${median.toFixed(1)} ms (target ≤ ${TARGET_MEDIAN_MS}), ` +
          `p99 ${p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS}): ${met ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await app.close();
    await database.handle.close();
  }
  return results;
}

await runWhenMain(import.meta.url, () => measureSearch());
