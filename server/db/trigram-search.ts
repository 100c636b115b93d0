/**
 * Trigram similarity for search, where the database has pg_trgm: PGlite always (it is loaded with the client),
 * PostgreSQL when postgresql-contrib is installed and the account may create the extension. Never required: without
 * it search matches the words as typed only.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseKind } from './client';
import { optionalExtension } from './optional-extension';

/** The trigram index of the documents' words (schema/search.ts, search_words). */
const WORDS_INDEX = 'search_words_word_trgm_idx';

export const trigramSearch = optionalExtension(
  'pg_trgm',
  [`CREATE INDEX IF NOT EXISTS ${WORDS_INDEX} ON search_words USING gin (word gin_trgm_ops)`],
  sql`SELECT 1 FROM pg_indexes WHERE indexname = ${WORDS_INDEX}`,
);

/** pg_trgm's default similarity threshold, the one its `%` operator applies. */
const SIMILARITY_THRESHOLD = 0.3;

/**
 * Whether `word` is within trigram similarity of `typed`: on PostgreSQL by the `%` operator, which the index serves; on
 * PGlite by similarity() over the whole vocabulary, because there (0.5) a `%` leaves the engine so that, about one time
 * in three, the next text search query spins forever and the server with it. similarity() itself leaves it sound.
 */
export function isSimilarWord(kind: DatabaseKind, word: SQL, typed: SQL): SQL {
  return kind === 'postgres' ? sql`${word} % ${typed}` : sql`similarity(${word}, ${typed}) >= ${SIMILARITY_THRESHOLD}`;
}
