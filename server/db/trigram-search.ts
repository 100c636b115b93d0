/**
 * Trigram similarity for search, where the database has pg_trgm: PGlite always (it is loaded with the client),
 * PostgreSQL when postgresql-contrib is installed and the account may create the extension. Never required: without
 * it search matches words only.
 */
import { sql } from 'drizzle-orm';
import { SEARCH_KINDS, type SearchKind } from '../../core/domain/search-types';
import type { Queryable } from './client';

/** The titles' trigram index of a kind: one per kind, as the documents' word index (schema/search.ts). */
const titleIndexOf = (kind: SearchKind) => `search_documents_${kind}_title_trgm_idx`;
/** The index of the first trigram index layout, over every kind at once. */
const SINGLE_TITLE_INDEX = 'search_documents_title_trgm_idx';

/** Creates the extension and the titles' trigram indexes when it can; answers whether trigrams are there. */
export async function enableTrigramSearch(db: Queryable): Promise<boolean> {
  try {
    await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    for (const kind of SEARCH_KINDS) {
      await db.execute(sql.raw(`CREATE INDEX IF NOT EXISTS ${titleIndexOf(kind)} ON search_documents USING gin (title gin_trgm_ops) WHERE kind = '${kind}'`));
    }
    await db.execute(sql.raw(`DROP INDEX IF EXISTS ${SINGLE_TITLE_INDEX}`));
    return true;
  } catch {
    return false;
  }
}

const known = new WeakMap<object, Promise<boolean>>();

/**
 * Whether this database has pg_trgm and the titles' indexes, asked once per database handle. The last kind's index is
 * made last, so finding it means all are there.
 */
export function hasTrigramSearch(db: Queryable): Promise<boolean> {
  let answer = known.get(db);
  if (!answer) {
    answer = db
      .execute(sql`SELECT 1 FROM pg_indexes WHERE indexname = ${titleIndexOf(SEARCH_KINDS[SEARCH_KINDS.length - 1])}`)
      .then((result) => (result as unknown as { rows: unknown[] }).rows.length > 0)
      .catch(() => false);
    known.set(db, answer);
  }
  return answer;
}
