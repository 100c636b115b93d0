/**
 * npm run seed -- --demo: migrates the database named by DATABASE_URL (or the embedded one) and seeds
 * the demo if it holds no company yet.
 */
import { parseArgs } from 'node:util';
import { databaseDir, loadConfig } from '../config';
import { loadModuleRegistry } from '../domain/module-registry';
import { openDatabase } from './client';
import { migrate } from './migrate';
import { configuredFileStorage } from '../storage';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './seed';
import { storeDemoPreviews } from './seed-previews';

const USAGE = 'Usage: npm run seed -- --demo   (seeds the demo companies, users and example project)';

async function run(): Promise<number> {
  const { values } = parseArgs({ options: { demo: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help || !values.demo) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  const config = loadConfig();
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: databaseDir(config) });
  try {
    await migrate(handle.db);
    const seeded = await seedDemo(handle.db, await loadModuleRegistry(handle.db));
    if (!seeded) {
      console.log('The database already holds a company, so the demo was not seeded (it only goes into an empty database).');
      return 0;
    }
    await storeDemoPreviews(handle.db, configuredFileStorage(config, handle.db), seeded.orderProcess);
    const emails = Object.values(DEMO_USERS).map((u) => u.email).join(', ');
    console.log(`Seeded the demo. Users: ${emails}; password ${DEMO_PASSWORD}.`);
    return 0;
  } finally {
    await handle.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Seeding failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
