/**
 * Trigram similarity for search, where the database has pg_trgm: PGlite always (it is loaded with the client),
 * PostgreSQL when postgresql-contrib is installed and the account may create the extension. Never required: without
 * it search matches the words as typed only.
 */
import { sql } from 'drizzle-orm';
import { optionalExtension } from './optional-extension';

/** The trigram index of the documents' words (schema/search.ts, search_words). */
const WORDS_INDEX = 'search_words_word_trgm_idx';

export const trigramSearch = optionalExtension(
  'pg_trgm',
  [`CREATE INDEX IF NOT EXISTS ${WORDS_INDEX} ON search_words USING gin (word gin_trgm_ops)`],
  sql`SELECT 1 FROM pg_indexes WHERE indexname = ${WORDS_INDEX}`,
);
