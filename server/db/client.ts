/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly, data in a folder) by default, a real
 * PostgreSQL server when a URL is given. Both are typed as the driver-neutral PgDatabase, so routes
 * and domain code never know which one they talk to.
 */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction(async (tx) => ...)` callback receives. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything queries can run on: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** The embedded engine itself (kind 'pglite'), e.g. to dump it with dumpDataDir(); null on PostgreSQL. */
  pglite: PGlite | null;
  close(): Promise<void>;
}

export const IN_MEMORY = 'memory://';

export interface OpenDatabaseOptions {
  /** PGlite data folder, created when missing; IN_MEMORY for a database that lives only in this process. */
  dataDir?: string;
  /** postgres://... : use a PostgreSQL server instead of PGlite. */
  databaseUrl?: string;
  /** PGlite: start in memory from a dumpDataDir() tarball (the API tests' template). */
  loadDataDir?: Blob;
}

const kinds = new WeakMap<object, DatabaseKind>();

/** Sends `payload` on a NOTIFY channel: delivered to every listener when the transaction (or statement) commits. */
export async function notify(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** Calls `onPayload` with each notification on `channel` (NOTIFY, delivered on commit); answers how to stop. */
export type NotificationListener = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
const listeners = new WeakMap<object, NotificationListener>();

/** Listens to a NOTIFY channel of the database: every process connected to it hears every notification. */
export function listenToNotifications(db: Database, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  const listen = listeners.get(db);
  if (!listen) throw new Error('This database was not opened with openDatabase().');
  return listen(channel, onPayload);
}

const RELISTEN_DELAY_MS = 1_000;

/**
 * A LISTEN on a connection of its own (a pooled one may be handed to anyone, and a transaction pooler keeps no
 * session), opened again after a loss.
 */
function postgresListener(connectionString: string): NotificationListener {
  return async (channel, onPayload) => {
    let client: pg.Client | null = null;
    let stopped = false;
    const retry = (): void => {
      if (!stopped) setTimeout(() => void connect().catch(retry), RELISTEN_DELAY_MS);
    };
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      next.on('error', () => {
        void next.end().catch(() => undefined);
        retry();
      });
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
    };
    await connect();
    return async () => {
      stopped = true;
      await client?.end();
    };
  };
}

/** Which driver a database opened by openDatabase runs on. */
export function databaseKind(db: Database): DatabaseKind {
  const kind = kinds.get(db);
  if (!kind) throw new Error('This database was not opened with openDatabase().');
  return kind;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Fail now, with the server's own message, rather than on the first request.
    const probe = await pool.connect().catch(async (error: unknown) => {
      await pool.end();
      throw new Error(`Cannot connect to PostgreSQL at DATABASE_URL: ${(error as Error).message}`);
    });
    probe.release();
    const db: Database = drizzlePostgres({ client: pool, schema });
    kinds.set(db, 'postgres');
    listeners.set(db, postgresListener(options.databaseUrl));
    return { db, kind: 'postgres', pglite: null, close: () => pool.end() };
  }
  const { dataDir, loadDataDir } = options;
  if (!dataDir && !loadDataDir) {
    throw new Error('openDatabase needs a dataDir or loadDataDir (PGlite) or a databaseUrl (PostgreSQL).');
  }
  if (dataDir && dataDir !== IN_MEMORY) await mkdir(dataDir, { recursive: true });
  // Extensions PGlite loads with the client: pgvector ranks stored embeddings (pgvector-embeddings.ts), pg_trgm lets
  // search forgive typos (trigram-search.ts, which keeps off the `%` operator here).
  const client = await PGlite.create({ dataDir: dataDir ?? IN_MEMORY, loadDataDir, extensions: { vector, pg_trgm } });
  const db: Database = drizzlePglite({ client, schema });
  kinds.set(db, 'pglite');
  listeners.set(db, async (channel, onPayload) => {
    const stop = await client.listen(channel, onPayload);
    return async () => stop();
  });
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
