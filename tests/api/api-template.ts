/**
 * The template database every API test file starts from: migrated, modules registered, demo seeded.
 * Built once by global-setup.ts; each test file gets its own copy (harness.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import type { DemoSeed } from '../../server/db/seed';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
export const TMP_DIR = resolve(PROJECT_ROOT, '.tmp');
/** Changes when the template folder's layout changes, so an older layout is never read as this one. */
const TEMPLATE_FORMAT = 'pglite-dump-tar-1';

/** Templates live in api-template-<fingerprint>, so test runs of different trees never share one. */
export const PGLITE_TEMPLATE_PREFIX = 'api-template-';
/** Each test run copies into its own api-runs/<pid>/, which only that run removes. */
export const RUNS_ROOT = resolve(TMP_DIR, 'api-runs');

export type ApiTemplate =
  | { kind: 'pglite'; /** A dumpDataDir() tarball each test file loads into an in-memory PGlite. */ dumpFile: string; runsDir: string; seed: DemoSeed }
  | { kind: 'postgres'; databaseUrl: string; templateName: string; runsDir: string; seed: DemoSeed };

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate: ApiTemplate;
  }
}

/** The same URL pointing at another database on the same server. */
export function withDatabase(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Changes whenever something that shapes the template's content changes, so a stale copy is rebuilt. */
export async function templateFingerprint(): Promise<string> {
  const files = [
    ...(await filesUnder(resolve(PROJECT_ROOT, 'server/db/migrations'))),
    ...(await filesUnder(resolve(PROJECT_ROOT, 'plugins'))).filter((f) => f.endsWith('/manifest.ts')),
    resolve(PROJECT_ROOT, 'server/db/seed.ts'),
    resolve(PROJECT_ROOT, 'server/domain/module-registry.ts'),
    resolve(PROJECT_ROOT, 'server/auth/password.ts'),
  ].sort();
  const hash = createHash('sha256').update(TEMPLATE_FORMAT);
  for (const file of files) hash.update(relative(PROJECT_ROOT, file)).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}
