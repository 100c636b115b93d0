/**
 * The statistics calls stay fast on a year of activity: 1,000,000 user events over 400 days for 50 companies
 * and 10,000 people in the embedded database, every call through the real HTTP server as the system admin (all
 * companies; the default 30 days and 90 days) and as a company admin, against a target median of 300 ms and
 * p99 of 1 s. Days that are over are counted once per time zone and kept: the kept days are forgotten before the
 * run, and each call's first request, which may count them, is printed besides. Prints figures; it never fails
 * on a number.
 *
 * Run alone: `node --import tsx bench/statistics.bench.ts` (npm run bench runs every bench file).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { COMPANY_STATISTICS_PATHS, SYSTEM_STATISTICS_PATHS } from '../core/domain/statistics-types';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { loadModuleRegistry } from '../server/domain/module-registry';
import { addDays, todayIn } from '../server/domain/statistics/statistics-range';
import { log, openBenchDatabase, percentile, signedInClient, startBenchApp } from './support/server-bench';
import { runWhenMain } from './support/run-when-main';

const COMPANIES = 50;
const USERS = 10_000;
const PROJECTS_PER_COMPANY = 10;
const EVENTS = 1_000_000;
const DAYS = 400;
const WARM_UP = 3;
const REQUESTS = 20;
const TARGET_MEDIAN_MS = 300;
const TARGET_P99_MS = 1000;
const DATA_VERSION = 'v1';
/** A bench company's admin (person 10 of company 10), who signs in with the demo password. */
const COMPANY_ADMIN = 'person10@bench.test';

/** Every tenth event kind is a view of a project; the mix roughly follows a working day's. */
const KIND_MIX = [
  'project_viewed', 'project_viewed', 'project_viewed', 'project_viewed', 'project_viewed', 'project_viewed',
  'module_viewed', 'module_viewed', 'module_viewed', 'module_viewed', 'module_edited', 'module_edited', 'module_edited',
  'sign_in', 'sign_out', 'comment_added', 'share_link_opened', 'ai_request', 'ai_request', 'invitation_sent',
];

/** The demo, then 50 companies with 200 people and 10 projects each, and the events, all made in SQL. */
async function fillDatabase(db: Database): Promise<void> {
  await seedDemo(db, await loadModuleRegistry(db));
  await db.execute(sql`
    INSERT INTO companies (name, licence_count, licences_used, trial_ends_at)
    SELECT 'Bench ' || c, 250, 200, CASE WHEN c % 5 = 0 THEN now() + (c || ' days')::interval END
    FROM generate_series(1, ${COMPANIES}) AS c`);
  await db.execute(sql`
    INSERT INTO users (company_id, email, name, company_role, status, password_hash)
    SELECT co.id, 'person' || u || '@bench.test', 'Person ' || u,
      CASE WHEN u % 10 = 0 THEN 'admin' ELSE 'member' END, CASE WHEN u % 7 = 0 THEN 'invited' ELSE 'active' END,
      (SELECT password_hash FROM users WHERE email = 'owner@acme.test')
    FROM generate_series(1, ${USERS}) AS u
    JOIN companies co ON co.name = 'Bench ' || (1 + u % ${COMPANIES})`);
  await db.execute(sql`
    INSERT INTO projects (company_id, name)
    SELECT co.id, co.name || ' plan ' || p FROM companies co CROSS JOIN generate_series(1, ${PROJECTS_PER_COMPANY}) AS p
    WHERE co.name LIKE 'Bench %'`);
  await db.execute(sql`
    WITH people AS (SELECT id, company_id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '%@bench.test'),
    plans AS (SELECT id, company_id, row_number() OVER (PARTITION BY company_id ORDER BY id) AS n FROM projects WHERE name LIKE 'Bench %')
    INSERT INTO user_events (kind, user_id, company_id, project_id, details, created_at)
    SELECT kind, people.id, people.company_id, CASE WHEN kind IN ('sign_in', 'sign_out', 'invitation_sent') THEN NULL ELSE plans.id END,
      CASE WHEN kind = 'ai_request' THEN jsonb_build_object('model', (ARRAY['large', 'medium', 'small'])[1 + i % 3], 'tokens_in', i % 2000, 'tokens_out', i % 500) ELSE '{}'::jsonb END,
      now() - random() * interval '${sql.raw(String(DAYS))} days'
    FROM (
      SELECT i, (${sql.raw(`ARRAY[${KIND_MIX.map((kind) => `'${kind}'`).join(',')}]`)})[1 + (i * 31) % ${KIND_MIX.length}] AS kind,
        -- a skew: a third of the people make most of the events
        1 + CASE WHEN i % 3 = 0 THEN (i::bigint * 7919) % ${USERS} ELSE (i::bigint * 7919) % ${Math.floor(USERS / 3)} END AS person
      FROM generate_series(1, ${EVENTS}) AS i
    ) e
    JOIN people ON people.n = e.person
    JOIN plans ON plans.company_id = people.company_id AND plans.n = 1 + e.i % ${PROJECTS_PER_COMPANY}`);
  await db.execute(sql`
    INSERT INTO audit_events (company_id, action, target_type, target_id, summary, created_at)
    SELECT company_id, 'user.invited', 'user', id, 'Invited ' || email, now() - random() * interval '${sql.raw(String(DAYS))} days'
    FROM users WHERE email LIKE '%@bench.test'`);
  await db.execute(sql`VACUUM ANALYZE`);
}

interface Call {
  who: 'system admin' | 'company admin';
  what: string;
  url: string;
  query?: Record<string, string>;
}

function calls(): Call[] {
  const today = todayIn('UTC');
  const ninetyDays = { from: addDays(today, -89), to: today };
  const system = Object.entries(SYSTEM_STATISTICS_PATHS).flatMap(([what, url]): Call[] => {
    if (what === 'recentUserEvents') return [{ who: 'system admin', what, url }];
    const longer = what === 'busiestHours' || what === 'trialsEndingSoon' ? { days: '90' } : ninetyDays;
    return [{ who: 'system admin', what: `${what} (30 days)`, url }, { who: 'system admin', what: `${what} (90 days)`, url, query: longer }];
  });
  const company = Object.entries(COMPANY_STATISTICS_PATHS).map(([what, url]): Call => ({ who: 'company admin', what: `${what} (30 days)`, url }));
  return [...system, ...company];
}

export async function measureStatistics(): Promise<Record<string, { median: number; p99: number }>> {
  const database = await openBenchDatabase('statistics', DATA_VERSION, `${EVENTS} events of ${USERS} people in ${COMPANIES} companies`, fillDatabase);
  await database.handle.db.execute(sql`DELETE FROM statistics_activity_days`);
  await database.handle.db.execute(sql`DELETE FROM statistics_project_days`);
  const app = await startBenchApp(database);
  const results: Record<string, { median: number; p99: number }> = {};
  try {
    const clients = { 'system admin': await signedInClient(app, 'admin@acme.test'), 'company admin': await signedInClient(app, COMPANY_ADMIN) };
    for (const call of calls()) {
      const request = async () => {
        const started = performance.now();
        const res = await clients[call.who].get(call.url, { query: call.query });
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`GET ${call.url} answered ${res.statusCode}: ${res.body}`);
        return elapsed;
      };
      const first = await request();
      for (let i = 1; i < WARM_UP; i++) await request();
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await request());
      const median = percentile(times, 50);
      const p99 = percentile(times, 99);
      results[`${call.who}: ${call.what}`] = { median, p99 };
      log(
        `[bench] ${call.who}, ${call.what}: GET ${call.url}${call.query ? `?${new URLSearchParams(call.query)}` : ''} ` +
          `(${REQUESTS} requests): median ${median.toFixed(1)} ms (target ≤ ${TARGET_MEDIAN_MS}: ${median <= TARGET_MEDIAN_MS ? 'met' : 'NOT met'}), ` +
          `p99 ${p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS}: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT met'}); first request ${first.toFixed(1)} ms`,
      );
    }
  } finally {
    await app.close();
    await database.handle.close();
  }
  return results;
}

await runWhenMain(import.meta.url, () => measureStatistics());
