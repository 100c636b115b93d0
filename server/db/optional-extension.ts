/**
 * A database feature that rests on an extension the database may lack (PGlite loads its extensions with the client;
 * PostgreSQL has what its packages installed): made after the migrations where it can be, and asked about once per
 * database handle. Never required: each user of one has a way without it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from './client';

export interface OptionalExtension {
  /** Creates the extension and what uses it; answers whether it could. */
  enable(db: Queryable): Promise<boolean>;
  /** Whether this database has the feature, asked once per database handle. */
  has(db: Queryable): Promise<boolean>;
}

/**
 * `extension` is created, then each of `statements` run in order; `probe` is a query that finds a row only where
 * they all ran.
 */
export function optionalExtension(extension: string, statements: readonly string[], probe: SQL): OptionalExtension {
  const known = new WeakMap<object, Promise<boolean>>();
  return {
    async enable(db) {
      try {
        await db.execute(sql.raw(`CREATE EXTENSION IF NOT EXISTS ${extension}`));
        for (const statement of statements) await db.execute(sql.raw(statement));
        return true;
      } catch {
        return false;
      }
    },
    has(db) {
      let answer = known.get(db);
      if (!answer) {
        answer = db
          .execute(probe)
          .then((result) => (result as unknown as { rows: unknown[] }).rows.length > 0)
          .catch(() => false);
        known.set(db, answer);
      }
      return answer;
    },
  };
}
