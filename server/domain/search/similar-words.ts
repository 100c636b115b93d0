/**
 * Typo tolerance: a typed word that starts no word of any search document (search_words) is looked up by trigram
 * similarity among them, and the closest few join the query as alternatives. The vocabulary is small beside the
 * documents (distinct words), so this costs a millisecond where matching every title by trigrams read hundreds of
 * thousands of rows.
 */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { trigramSearch } from '../../db/trigram-search';
import { selectRows } from '../statistics/statistics-sql';

/** Shorter words have too few trigrams to tell a typo from another word. */
const MIN_LENGTH = 4;
const ALTERNATIVES_PER_WORD = 3;

/** For each word (same places), the words it may be a typo of; empty where it is found as typed. */
export async function similarWords(db: Queryable, words: readonly string[]): Promise<string[][]> {
  const alternatives = words.map((): string[] => []);
  if (words.length === 0 || !(await trigramSearch.has(db))) return alternatives;
  const typedWords = sql`ARRAY[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]`;
  const rows = await selectRows<{ place: number; similar: string[] }>(db, sql`
    SELECT typed.place::int AS place, ARRAY(
      SELECT s.word FROM search_words s WHERE s.word % typed.word
      GROUP BY s.word ORDER BY similarity(s.word, typed.word) DESC, s.word LIMIT ${ALTERNATIVES_PER_WORD}
    ) AS similar
    FROM unnest(${typedWords}) WITH ORDINALITY AS typed_words(word, place),
      LATERAL (SELECT lower(typed_words.word) AS word, typed_words.place) AS typed
    WHERE length(typed.word) >= ${MIN_LENGTH}
      AND NOT EXISTS (SELECT 1 FROM search_words s WHERE s.word LIKE typed.word || '%')`);
  for (const row of rows) alternatives[row.place - 1] = row.similar;
  return alternatives;
}
