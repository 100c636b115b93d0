import { describe, expect, it } from 'vitest';
import { bestScores, cosineSimilarity } from './vector-similarity';

describe('cosineSimilarity', () => {
  it('is 1 for the same direction, 0 for orthogonal vectors or an empty one, -1 for opposite ones', () => {
    expect(cosineSimilarity([1, 2], [2, 4])).toBeCloseTo(1);
    expect(cosineSimilarity([1, 0], [0, 3])).toBe(0);
    expect(cosineSimilarity([0, 0], [1, 1])).toBe(0);
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1);
  });
});

describe('bestScores', () => {
  it('keeps the highest positive scores, best first, ties in list order', () => {
    expect(bestScores([0.2, 0.9, -0.5, 0, 0.9, 0.4], 3)).toEqual([{ index: 1, score: 0.9 }, { index: 4, score: 0.9 }, { index: 5, score: 0.4 }]);
    expect(bestScores([0, -1], 3)).toEqual([]);
  });
});
