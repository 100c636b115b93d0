/**
 * Builds the API tests' template database once per run. Creating a PGlite database takes seconds, so
 * the migrated and seeded database is dumped to a tarball under .tmp/ and built again only when
 * migrations, seed or manifests change (its folder name carries a fingerprint of them). Each test file
 * loads the tarball into its own in-memory PGlite: no disk copies, and queries run without file I/O.
 * Several test runs may share the tree at once. With DATABASE_URL set, the template is a PostgreSQL database that test files clone.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { PGlite } from '@electric-sql/pglite';
import { IN_MEMORY, openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { readDemoSeed, seedDemo, type DemoSeed } from '../../server/db/seed';
import { loadModuleRegistry } from '../../server/domain/module-registry';
import { PGLITE_TEMPLATE_PREFIX, RUNS_ROOT, TMP_DIR, templateFingerprint, withDatabase } from './api-template';

async function prepare(db: Database): Promise<DemoSeed> {
  await migrate(db);
  const registry = await loadModuleRegistry(db);
  return (await seedDemo(db, registry)) ?? readDemoSeed(db, registry);
}

async function pgliteTemplate(): Promise<{ dumpFile: string; seed: DemoSeed }> {
  const fingerprint = await templateFingerprint();
  const templateDir = resolve(TMP_DIR, `${PGLITE_TEMPLATE_PREFIX}${fingerprint}`);
  const stamp = resolve(templateDir, 'seed.json');
  const dumpFile = resolve(templateDir, 'db.tar');
  if (!existsSync(stamp)) {
    // Built aside and renamed into place, so no run ever reads a half-built template; when two runs
    // build at once, the first rename wins and the other discards its copy.
    const building = resolve(TMP_DIR, `building-${fingerprint}-${process.pid}`);
    await rm(building, { recursive: true, force: true });
    await mkdir(building, { recursive: true });
    const handle = await openDatabase({ dataDir: IN_MEMORY });
    try {
      const seed = await prepare(handle.db);
      const dump = await (handle.pglite as PGlite).dumpDataDir('none');
      await writeFile(resolve(building, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
      await writeFile(resolve(building, 'seed.json'), JSON.stringify(seed));
    } finally {
      await handle.close();
    }
    await rename(building, templateDir).catch(() => rm(building, { recursive: true, force: true }));
    await removeStaleTemplates(templateDir);
  }
  const seed = JSON.parse(await readFile(stamp, 'utf8')) as DemoSeed;
  return { dumpFile, seed };
}

/** Templates of earlier trees, left alone for an hour in case a run still copies from one. */
async function removeStaleTemplates(current: string): Promise<void> {
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const name of await readdir(TMP_DIR)) {
    const path = resolve(TMP_DIR, name);
    if (!name.startsWith(PGLITE_TEMPLATE_PREFIX) || path === current) continue;
    if ((await stat(path)).mtimeMs < hourAgo) await rm(path, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Copies left by runs that died without cleaning up. */
async function removeOrphanRuns(): Promise<void> {
  if (!existsSync(RUNS_ROOT)) return;
  for (const name of await readdir(RUNS_ROOT)) {
    if (/^\d+$/.test(name) && !isAlive(Number(name))) await rm(resolve(RUNS_ROOT, name), { recursive: true, force: true });
  }
}

async function postgresTemplate(databaseUrl: string): Promise<{ templateName: string; seed: DemoSeed }> {
  const templateName = `tessera_api_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${templateName}`);
    await admin.query(`CREATE DATABASE ${templateName}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, templateName) });
  const seed = await prepare(handle.db).finally(() => handle.close());
  return { templateName, seed };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await mkdir(TMP_DIR, { recursive: true });
  await removeOrphanRuns();
  const runsDir = resolve(RUNS_ROOT, String(process.pid));
  await mkdir(runsDir, { recursive: true });
  const removeRuns = () => rm(runsDir, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const { templateName, seed } = await postgresTemplate(databaseUrl);
    project.provide('apiTemplate', { kind: 'postgres', databaseUrl, templateName, runsDir, seed });
    return async () => {
      await removeRuns();
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${templateName}`).finally(() => admin.end());
    };
  }
  const { dumpFile, seed } = await pgliteTemplate();
  project.provide('apiTemplate', { kind: 'pglite', dumpFile, runsDir, seed });
  return removeRuns;
}
