/** Cosine similarity of dense vectors (embeddings), and the best few of a list of scores. */

export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let lengthA = 0;
  let lengthB = 0;
  for (let at = 0; at < Math.min(a.length, b.length); at += 1) {
    dot += a[at] * b[at];
    lengthA += a[at] * a[at];
    lengthB += b[at] * b[at];
  }
  return lengthA === 0 || lengthB === 0 ? 0 : dot / Math.sqrt(lengthA * lengthB);
}

/** The indexes of the `count` highest scores above 0, best first (ties keep the list's order), each score within 0..1. */
export function bestScores(scores: readonly number[], count: number): Array<{ index: number; score: number }> {
  return scores
    .map((score, index) => ({ index, score: Math.min(1, score) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count);
}
