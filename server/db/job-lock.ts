/**
 * Scheduled jobs run in one API process at a time, however many processes share the database: the job holds a
 * PostgreSQL advisory lock for as long as it runs, and a process that finds it taken skips that run. The lock
 * belongs to a transaction of its own (pg_try_advisory_xact_lock), never to a session, so a pooler in transaction
 * mode (PgBouncer) cannot leave it behind; the job itself works on other connections of the pool, in as many
 * transactions as it likes. The embedded database has one process and one connection: its jobs simply run.
 */
import { sql } from 'drizzle-orm';
import { databaseKind, type Database } from './client';

/** The first key of every job lock: Tessera's jobs never meet another program's advisory locks. */
const JOB_LOCK_SPACE = 0x7e55e7a;

/** Runs `work` unless another process runs the job named `job` now; answers what it returned, or 'skipped'. */
export async function runAlone<T>(db: Database, job: string, work: () => Promise<T>): Promise<T | 'skipped'> {
  if (databaseKind(db) === 'pglite') return work();
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_SPACE}, hashtext(${job})) AS locked`)) as unknown as {
      rows: Array<{ locked: boolean }>;
    };
    return rows[0].locked ? work() : 'skipped';
  });
}
