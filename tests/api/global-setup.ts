/**
 * Builds the API tests' template database once per run. Creating a PGlite folder takes seconds, so the
 * migrated and seeded folder is kept under .tmp/ and rebuilt only when migrations, seed or manifests
 * change. With DATABASE_URL set, the template is a PostgreSQL database that test files clone.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile, mkdir, rename } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { readDemoSeed, seedDemo, type DemoSeed } from '../../server/db/seed';
import { loadModuleRegistry } from '../../server/domain/module-registry';
import { PGLITE_TEMPLATE_DIR, RUNS_DIR, TMP_DIR, templateFingerprint, withDatabase } from './api-template';

async function prepare(db: Database): Promise<DemoSeed> {
  await migrate(db);
  const registry = await loadModuleRegistry(db);
  return (await seedDemo(db, registry)) ?? readDemoSeed(db, registry);
}

async function pgliteTemplate(): Promise<{ dataDir: string; seed: DemoSeed }> {
  const fingerprint = await templateFingerprint();
  const stamp = resolve(PGLITE_TEMPLATE_DIR, 'fingerprint.json');
  if (existsSync(stamp)) {
    const saved = JSON.parse(await readFile(stamp, 'utf8')) as { fingerprint: string; seed: DemoSeed };
    if (saved.fingerprint === fingerprint) return { dataDir: resolve(PGLITE_TEMPLATE_DIR, 'db'), seed: saved.seed };
  }
  // Built beside the final place and renamed, so an interrupted build never looks finished.
  const building = `${PGLITE_TEMPLATE_DIR}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: resolve(building, 'db') });
  const seed = await prepare(handle.db).finally(() => handle.close());
  await writeFile(resolve(building, 'fingerprint.json'), JSON.stringify({ fingerprint, seed }));
  await rm(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  await rename(building, PGLITE_TEMPLATE_DIR);
  return { dataDir: resolve(PGLITE_TEMPLATE_DIR, 'db'), seed };
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
  await rm(RUNS_DIR, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const { templateName, seed } = await postgresTemplate(databaseUrl);
    project.provide('apiTemplate', { kind: 'postgres', databaseUrl, templateName, seed });
    return async () => {
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${templateName}`).finally(() => admin.end());
    };
  }
  const { dataDir, seed } = await pgliteTemplate();
  project.provide('apiTemplate', { kind: 'pglite', dataDir, seed });
  return async () => {
    await rm(RUNS_DIR, { recursive: true, force: true });
  };
}
