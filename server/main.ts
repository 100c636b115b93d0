/**
 * The server process: read the configuration, open and migrate the database, seed the demo on a fresh
 * embedded database, build the app, start the daily pruning of old user events and the notification
 * mails (server/domain/notifications/notification-mail.ts) and listen. SIGINT or
 * SIGTERM closes it cleanly.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { databaseDir, loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, DEMO_USERS, hasAnyCompany, seedDemo } from './db/seed';
import { storeDemoPreviews } from './db/seed-previews';
import { loadModuleRegistry } from './domain/module-registry';
import { scheduleNotificationMail } from './domain/notifications/notification-mail';
import { scheduleModuleRevisionPruning } from './domain/module-revisions/revision-pruning';
import { scheduleUserEventPruning } from './domain/user-events/user-event-pruning';
import { configuredFileStorage } from './storage';

async function start(): Promise<void> {
  const config = loadConfig();
  const handle: DatabaseHandle = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: databaseDir(config) },
  );
  let app: FastifyInstance | null = null;
  let stopNotificationMail = () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`Received ${signal}: closing the server.`);
    stopNotificationMail();
    await app?.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await migrate(handle.db);
  const moduleRegistry = await loadModuleRegistry(handle.db);
  if (handle.kind === 'pglite') {
    const seeded = await seedDemo(handle.db, moduleRegistry);
    if (seeded) {
      await storeDemoPreviews(handle.db, configuredFileStorage(config, handle.db), seeded.orderProcess);
      const emails = Object.values(DEMO_USERS).map((u) => u.email).join(', ');
      console.log(`New embedded database: seeded the demo. Sign in as ${emails} (password ${DEMO_PASSWORD}).`);
    }
  } else if (!(await hasAnyCompany(handle.db))) {
    console.log('The PostgreSQL database is empty: run `npm run create-admin` for a first account, or `npm run seed -- --demo`.');
  }
  app = await buildApp({ db: handle.db, config, moduleRegistry, logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
  const log = app.log;
  scheduleUserEventPruning(handle.db, config.userEventRetentionDays, (error) => log.error({ err: error }, 'Could not delete old user events.'));
  scheduleModuleRevisionPruning(handle.db, config.moduleRevisionRetentionDays, (error) => log.error({ err: error }, 'Could not fold old module revisions.'));
  stopNotificationMail = scheduleNotificationMail(app, (error) => log.error({ err: error }, 'A notification mail could not be sent.'));
  await app.listen({ host: '0.0.0.0', port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = handle.kind === 'pglite' ? `embedded database in ${databaseDir(config)}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`Tessera is running on http://localhost:${port} (${where}).`);
}

start().catch((error: unknown) => {
  console.error(`Tessera could not start: ${(error as Error).message}`);
  process.exit(1);
});
