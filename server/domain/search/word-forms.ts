/**
 * How each typed word is looked for, from the vocabulary of the search documents (search_words: every distinct word
 * of 3 to 32 letters as written):
 * - as the known words it starts (and itself): a few exact words cost the index far less than a word start, which
 *   makes the database gather every match of every word beginning so before it can rank any;
 * - as a word start, when it is shorter than the vocabulary's words or too many words start with it;
 * - as itself and the few known words it may be a typo of (trigram similarity), when no known word starts with it:
 *   "warehuose" finds "warehouse". The vocabulary is small beside the documents: through its trigram index on
 *   PostgreSQL the lookup costs milliseconds; PGlite reads it whole (about 0.1 s at 50,000 words, trigram-search.ts).
 */
import { sql } from 'drizzle-orm';
import { databaseKind, type Database } from '../../db/client';
import { isSimilarWord, trigramSearch } from '../../db/trigram-search';
import { selectRows } from '../statistics/statistics-sql';

/** A typed word's completions: the known words it starts; null when it is to match as a word start instead. */
export interface WordForms {
  completions: string[] | null;
  /** Known words it may be a typo of; only for a word no known word starts with. */
  similar: string[];
}

/** The vocabulary's shortest and longest words (migration 0028). */
const SHORTEST_KNOWN = 3;
const LONGEST_KNOWN = 32;
/** More completions than this and the word matches as a word start. */
const MOST_COMPLETIONS = 20;
/** Shorter words have too few trigrams to tell a typo from another word. */
const MIN_TYPO_LENGTH = 4;
const ALTERNATIVES_PER_WORD = 3;
/** Only letters and digits reach a tsquery; a known word with anything else (an address, a hyphen) is left to a word start. */
const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;

const asPrefix = (): WordForms => ({ completions: null, similar: [] });

/** For each typed word (same places), how it is looked for. */
export async function wordForms(db: Database, words: readonly string[]): Promise<WordForms[]> {
  const forms = words.map(asPrefix);
  const lookedUp = words.flatMap((word, place) => (word.length >= SHORTEST_KNOWN && word.length <= LONGEST_KNOWN ? [{ word: word.toLowerCase(), place }] : []));
  if (lookedUp.length === 0) return forms;
  // A pattern the planner sees per word (typed words hold only letters and digits, nothing LIKE reads as a wildcard),
  // so each is a range of the prefix index.
  const completionsOf = ({ word, place }: { word: string; place: number }) => sql`
    SELECT ${place}::int AS place, ARRAY(
      SELECT DISTINCT s.word FROM search_words s WHERE s.word LIKE ${`${word}%`} ORDER BY s.word LIMIT ${MOST_COMPLETIONS + 1}
    ) AS completions`;
  const rows = await selectRows<{ place: number; completions: string[] }>(db, sql.join(lookedUp.map(completionsOf), sql` UNION ALL `));
  const unknown: number[] = [];
  for (const row of rows) {
    const { place } = row;
    if (row.completions.length === 0) {
      forms[place] = { completions: [], similar: [] };
      unknown.push(place);
    } else if (row.completions.length <= MOST_COMPLETIONS && row.completions.every((word) => WHOLE_WORD.test(word))) {
      forms[place] = { completions: row.completions, similar: [] };
    }
  }
  const typos = unknown.filter((place) => words[place].length >= MIN_TYPO_LENGTH);
  const similar = await similarKnownWords(db, typos.map((place) => words[place].toLowerCase()));
  typos.forEach((place, index) => (forms[place].similar = similar[index].filter((word) => WHOLE_WORD.test(word))));
  return forms;
}

/** The known words closest to each word by trigram similarity, where the database has pg_trgm. */
async function similarKnownWords(db: Database, words: readonly string[]): Promise<string[][]> {
  const similar = words.map((): string[] => []);
  if (words.length === 0 || !(await trigramSearch.has(db))) return similar;
  const typed = sql`ARRAY[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]`;
  // PostgreSQL's planner reckons reading the whole small vocabulary cheaper than its trigram index; it is not (80 ms to
  // 8 on 50,000 words), so it is told not to. PGlite reads it whole regardless (isSimilarWord).
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return selectRows<{ place: number; similar: string[] }>(tx, sql`
      SELECT typed.place::int AS place, ARRAY(
        SELECT s.word FROM search_words s WHERE ${isSimilarWord(databaseKind(db), sql`s.word`, sql`typed.word`)}
        GROUP BY s.word ORDER BY similarity(s.word, typed.word) DESC, s.word LIMIT ${ALTERNATIVES_PER_WORD}
      ) AS similar
      FROM unnest(${typed}) WITH ORDINALITY AS typed(word, place)`);
  });
  for (const row of rows) similar[row.place - 1] = row.similar;
  return similar;
}
