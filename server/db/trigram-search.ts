/**
 * Trigram similarity for search, where the database has pg_trgm: PGlite always (it is loaded with the client),
 * PostgreSQL when postgresql-contrib is installed and the account may create the extension. Never required: without
 * it search matches words only.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from './client';

/** Creates the extension and the titles' trigram index when it can; answers whether trigrams are there. */
export async function enableTrigramSearch(db: Queryable): Promise<boolean> {
  try {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.execute(sql`CREATE INDEX IF NOT EXISTS search_documents_title_trgm_idx ON search_documents USING gin (title gin_trgm_ops)`);
    return true;
  } catch {
    return false;
  }
}

const known = new WeakMap<object, Promise<boolean>>();

/** Whether this database has pg_trgm and the titles' index (asked once per database handle). */
export function hasTrigramSearch(db: Queryable): Promise<boolean> {
  let answer = known.get(db);
  if (!answer) {
    answer = db
      .execute(sql`SELECT 1 FROM pg_indexes WHERE indexname = 'search_documents_title_trgm_idx'`)
      .then((result) => (result as unknown as { rows: unknown[] }).rows.length > 0)
      .catch(() => false);
    known.set(db, answer);
  }
  return answer;
}
