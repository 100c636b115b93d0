/**
 * Trigram similarity for search, where the database has pg_trgm: PGlite always (it is loaded with the client),
 * PostgreSQL when postgresql-contrib is installed and the account may create the extension. Never required: without
 * it search matches the words as typed only.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from './client';

/** The trigram index of the documents' words (schema/search.ts, search_words). */
const WORDS_INDEX = 'search_words_word_trgm_idx';

/** Creates the extension and the words' trigram index when it can; answers whether trigrams are there. */
export async function enableTrigramSearch(db: Queryable): Promise<boolean> {
  try {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS ${WORDS_INDEX} ON search_words USING gin (word gin_trgm_ops)`));
    return true;
  } catch {
    return false;
  }
}

const known = new WeakMap<object, Promise<boolean>>();

/** Whether this database has pg_trgm and the words' trigram index, asked once per database handle. */
export function hasTrigramSearch(db: Queryable): Promise<boolean> {
  let answer = known.get(db);
  if (!answer) {
    answer = db
      .execute(sql`SELECT 1 FROM pg_indexes WHERE indexname = ${WORDS_INDEX}`)
      .then((result) => (result as unknown as { rows: unknown[] }).rows.length > 0)
      .catch(() => false);
    known.set(db, answer);
  }
  return answer;
}
