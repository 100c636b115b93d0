/**
 * The system admin's tables stay fast with 1,000 companies and 10,000 people: the median and p99 of
 * GET /api/admin/companies.json, /api/admin/users.json and /api/admin/removed_projects.json (first page),
 * as they are opened, sorted and searched, against a target median of 50 ms. Prints figures; it never
 * fails on a number.
 *
 * Run alone: `node --import tsx bench/system-accounts.bench.ts` (npm run bench runs every bench file).
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { seedDemo } from '../server/db/seed';
import { loadModuleRegistry } from '../server/domain/module-registry';
import { log, openBenchDatabase, percentile, signedInClient, startBenchApp } from './support/server-bench';
import { runWhenMain } from './support/run-when-main';

const COMPANIES = 1000;
const USERS = 10_000;
const REMOVED_PROJECTS = 2000;
const WARM_UP = 10;
const REQUESTS = 60;
const TARGET_MEDIAN_MS = 50;
const DATA_VERSION = 'v1';

const CALLS: Array<{ what: string; url: string; query?: Record<string, string> }> = [
  { what: 'companies by name', url: '/api/admin/companies.json' },
  { what: 'companies by user count', url: '/api/admin/companies.json', query: { sort: 'user_count', direction: 'desc' } },
  { what: 'companies searched', url: '/api/admin/companies.json', query: { search: 'north 1' } },
  { what: 'users by name', url: '/api/admin/users.json' },
  { what: 'users by last sign-in', url: '/api/admin/users.json', query: { sort: 'last_sign_in_at', direction: 'desc' } },
  { what: 'users by company', url: '/api/admin/users.json', query: { sort: 'company' } },
  { what: 'users searched', url: '/api/admin/users.json', query: { search: 'garcia 12' } },
  { what: 'users of one company', url: '/api/admin/users.json', query: { company_id: '500' } },
  { what: 'removed projects', url: '/api/admin/removed_projects.json', query: { sort: 'deleted_at', direction: 'desc' } },
  { what: 'companies for a picker', url: '/api/admin/companies/quick_index.json', query: { search: 'south' } },
];

/** The name of bench company number `n` (an SQL expression). */
const companyName = (n: SQL) => sql`(ARRAY['North','South','East','West'])[1 + (${n}) % 4] || ' ' || (${n})`;

/** The demo, then companies "North 1".."South 1000" with ten people each (some invited, some signed in) and removed projects. */
async function fillDatabase(db: Database): Promise<void> {
  await seedDemo(db, await loadModuleRegistry(db));
  await db.execute(sql`
    INSERT INTO companies (name, licence_count, licences_used, trial_ends_at)
    SELECT ${companyName(sql`c`)}, 20, 8,
      CASE WHEN c % 3 = 0 THEN now() + (c || ' days')::interval END
    FROM generate_series(1, ${COMPANIES}) AS c`);
  await db.execute(sql`
    INSERT INTO users (company_id, email, name, company_role, has_licence, status, last_sign_in_at)
    SELECT co.id, 'person' || u || '@bench.test',
      (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Donald'])[1 + u % 6] || ' ' ||
      (ARRAY['Garcia','Smith','Okafor','Tanaka','Novak'])[1 + (u / 6) % 5] || ' ' || u,
      CASE WHEN u % 10 = 0 THEN 'admin' ELSE 'member' END, u % 5 <> 0,
      CASE WHEN u % 7 = 0 THEN 'invited' ELSE 'active' END,
      CASE WHEN u % 7 = 0 THEN NULL ELSE now() - (u || ' minutes')::interval END
    FROM generate_series(1, ${USERS}) AS u
    JOIN companies co ON co.name = ${companyName(sql`1 + u % ${COMPANIES}`)}`);
  await db.execute(sql`
    INSERT INTO projects (company_id, name, deleted_at)
    SELECT co.id, 'Removed plan ' || p, now() - (p || ' hours')::interval
    FROM generate_series(1, ${REMOVED_PROJECTS}) AS p
    JOIN companies co ON co.name = ${companyName(sql`1 + p % ${COMPANIES}`)}`);
  await db.execute(sql`ANALYZE`);
}

export async function measureSystemAccounts(): Promise<Record<string, { median: number; p99: number }>> {
  const database = await openBenchDatabase('system-accounts', DATA_VERSION, `${COMPANIES} companies and ${USERS} people`, fillDatabase);
  const app = await startBenchApp(database);
  const results: Record<string, { median: number; p99: number }> = {};
  try {
    const admin = await signedInClient(app, 'admin@acme.test');
    for (const call of CALLS) {
      const request = async () => {
        const started = performance.now();
        const res = await admin.get(call.url, { query: call.query });
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`GET ${call.url} answered ${res.statusCode}: ${res.body}`);
        return elapsed;
      };
      for (let i = 0; i < WARM_UP; i++) await request();
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push(await request());
      const median = percentile(times, 50);
      const p99 = percentile(times, 99);
      results[call.what] = { median, p99 };
      log(
        `[bench] ${call.what}: GET ${call.url}${call.query ? `?${new URLSearchParams(call.query)}` : ''} ` +
          `(${COMPANIES} companies, ${USERS} people; ${REQUESTS} requests): median ${median.toFixed(1)} ms ` +
          `(target ≤ ${TARGET_MEDIAN_MS}: ${median <= TARGET_MEDIAN_MS ? 'met' : 'NOT met'}), p99 ${p99.toFixed(1)} ms`,
      );
    }
  } finally {
    await app.close();
    await database.handle.close();
  }
  return results;
}

await runWhenMain(import.meta.url, () => measureSystemAccounts());
