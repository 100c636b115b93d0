/**
 * From what a person typed to a tsquery: words (letters and digits of any script, so no tsquery syntax gets
 * through), each matching as a word start so results come while typing, or as one of the words it may be a typo
 * of; all of them required.
 */
const WORD = /[\p{L}\p{N}]+/gu;
const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;
const MAX_WORDS = 8;

export function searchWords(query: string): string[] {
  return (query.normalize('NFC').match(WORD) ?? []).slice(0, MAX_WORDS);
}

/**
 * `word:* & other:*`, for to_tsquery in any configuration; '' when there are no words. A word with similar words
 * (the same place in `similar`) matches any of them too: `(warehuose:* | warehouse) & late:*`.
 */
export function queryText(words: readonly string[], similar: ReadonlyArray<readonly string[]> = []): string {
  return words
    .map((word, place) => {
      const alternatives = (similar[place] ?? []).filter((alternative) => WHOLE_WORD.test(alternative));
      return alternatives.length === 0 ? `${word}:*` : `(${[`${word}:*`, ...alternatives].join(' | ')})`;
    })
    .join(' & ');
}

/** The text search configuration of a person's interface language (the migration's search_config() in TypeScript). */
const CONFIGS: Record<string, string> = { en: 'english', de: 'german', fr: 'french', es: 'spanish', ar: 'arabic', pt: 'portuguese' };

export function searchConfig(language: string): string {
  return CONFIGS[language.split('-')[0].toLowerCase()] ?? 'simple';
}
