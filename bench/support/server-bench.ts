/**
 * What the server benchmarks share: an embedded database built once and kept under .tmp/bench-data/<name>
 * (migrations run on every start, so a cached folder follows new ones), the real app on it, signed-in
 * clients driven with inject(), and the median and p99 of a series of requests.
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { inProcessConfig, PROJECT_ROOT } from '../../server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { ApiClient } from '../../tests/api/api-client';

export const log = (line: string) => process.stdout.write(`${line}\n`);

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface BenchDatabase {
  handle: DatabaseHandle;
  dataDir: string;
}

/** The bench's database, filled by `fill` the first time (or when `version` changes). */
export async function openBenchDatabase(name: string, version: string, what: string, fill: (db: Database) => Promise<void>): Promise<BenchDatabase> {
  const dataDir = resolve(PROJECT_ROOT, '.tmp', 'bench-data', name);
  const marker = resolve(dataDir, `.ready-${version}`);
  const cached = existsSync(marker);
  if (!cached) await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const started = performance.now();
  const handle = await openDatabase({ dataDir: resolve(dataDir, 'db') });
  await migrate(handle.db);
  if (!cached) {
    log(`[bench] building ${what} in ${dataDir} (once) ...`);
    await fill(handle.db);
    await writeFile(marker, new Date().toISOString());
  }
  log(`[bench] database ${cached ? 'reused' : 'built'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { handle, dataDir };
}

export async function startBenchApp({ handle, dataDir }: BenchDatabase): Promise<FastifyInstance> {
  const config = inProcessConfig(dataDir, { releaseTag: 'bench', runtimeConfig: {} });
  return buildApp({ db: handle.db, config });
}

/** A client signed in as a demo user (password of the demo seed). */
export async function signedInClient(app: FastifyInstance, email: string): Promise<ApiClient> {
  const client = new ApiClient(app);
  await client.get('/api/system.json');
  const session = await client.post('/api/oauth/sessions.json', { email, password: DEMO_PASSWORD });
  if (session.statusCode !== 200) throw new Error(`Sign-in as ${email} failed: ${session.statusCode} ${session.body}`);
  client.token = (session.json() as { access_token: string }).access_token;
  return client;
}
