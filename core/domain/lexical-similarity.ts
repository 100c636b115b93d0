/**
 * How alike two short texts are without a language model: TF-IDF over their words and the words' character
 * trigrams, compared by cosine. Used to suggest a data map's categories for catalog details when no embeddings
 * model reaches the company. Words are split on anything but letters and digits (and between camelCase parts),
 * lower-cased and stripped of plural endings; trigrams catch what that misses (abbreviations, other inflections).
 */

/** Words too common to tell categories apart. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'in', 'is', 'it', 'of', 'on', 'or', 'per', 'the', 'this', 'to', 'with']);
/** A trigram says less than a whole word: it weighs this much of one. */
const TRIGRAM_WEIGHT = 0.4;

/** 'addresses' → 'address', 'categories' → 'category', 'orders' → 'order'; 'status' and 'address' stay. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function lexicalWords(text: string): string[] {
  const spaced = text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').toLowerCase();
  return (spaced.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word)).map(stem);
}

/** Each term of the text (its words as `w:word`, their trigrams as `t:tri`) with how often it occurs. */
export function lexicalTerms(text: string): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (term: string) => terms.set(term, (terms.get(term) ?? 0) + 1);
  for (const word of lexicalWords(text)) {
    add(`w:${word}`);
    const padded = ` ${word} `;
    for (let at = 0; at + 3 <= padded.length; at += 1) add(`t:${padded.slice(at, at + 3)}`);
  }
  return terms;
}

type SparseVector = Map<string, number>;

function normalised(vector: SparseVector): SparseVector {
  const length = Math.hypot(...vector.values());
  if (length === 0) return vector;
  return new Map([...vector].map(([term, value]) => [term, value / length]));
}

/** Documents (a map's category texts) that queries (detail texts) are compared with. */
export class LexicalIndex {
  private readonly idf = new Map<string, number>();
  private readonly vectors: SparseVector[];

  constructor(documents: readonly string[]) {
    const termsOf = documents.map(lexicalTerms);
    const documentCount = new Map<string, number>();
    for (const terms of termsOf) for (const term of terms.keys()) documentCount.set(term, (documentCount.get(term) ?? 0) + 1);
    for (const [term, count] of documentCount) this.idf.set(term, Math.log((documents.length + 1) / (count + 1)) + 1);
    this.vectors = termsOf.map((terms) => this.weighted(terms));
  }

  /** The query's similarity to each document, in the documents' order: 0 (nothing shared) to 1. */
  scores(query: string): number[] {
    const vector = this.weighted(lexicalTerms(query));
    return this.vectors.map((document) => {
      let dot = 0;
      for (const [term, value] of vector) dot += value * (document.get(term) ?? 0);
      return Math.min(1, dot);
    });
  }

  /** Sub-linear term frequency times inverse document frequency (trigrams weigh less); terms no document has are left out. */
  private weighted(terms: Map<string, number>): SparseVector {
    const vector: SparseVector = new Map();
    for (const [term, frequency] of terms) {
      const idf = this.idf.get(term);
      if (idf !== undefined) vector.set(term, (1 + Math.log(frequency)) * idf * (term.startsWith('t:') ? TRIGRAM_WEIGHT : 1));
    }
    return normalised(vector);
  }
}
