/**
 * From what a person typed to a tsquery: words (letters and digits of any script, so no tsquery syntax gets
 * through), all of them required, each matching as the known words it starts, as a word start, or as itself and the
 * words it may be a typo of (word-forms.ts).
 */
import type { WordForms } from './word-forms';

const WORD = /[\p{L}\p{N}]+/gu;
const WHOLE_WORD = /^[\p{L}\p{N}]+$/u;
const MAX_WORDS = 8;

export function searchWords(query: string): string[] {
  return (query.normalize('NFC').match(WORD) ?? []).slice(0, MAX_WORDS);
}

/**
 * `(word | completion | …) & other:*`, for to_tsquery in any configuration; '' when there are no words. A word
 * without forms (the same place in `forms`) matches as a word start: `late:*`.
 */
export function queryText(words: readonly string[], forms: ReadonlyArray<WordForms | undefined> = []): string {
  return words
    .map((word, place) => {
      const form = forms[place];
      if (!form?.completions) return `${word}:*`;
      const alternatives = [...form.completions, ...form.similar].filter((alternative) => WHOLE_WORD.test(alternative) && alternative !== word.toLowerCase());
      return alternatives.length === 0 ? word : `(${[word, ...alternatives].join(' | ')})`;
    })
    .join(' & ');
}

/** The text search configuration of a person's interface language (the migration's search_config() in TypeScript). */
const CONFIGS: Record<string, string> = { en: 'english', de: 'german', fr: 'french', es: 'spanish', ar: 'arabic', pt: 'portuguese' };

export function searchConfig(language: string): string {
  return CONFIGS[language.split('-')[0].toLowerCase()] ?? 'simple';
}
