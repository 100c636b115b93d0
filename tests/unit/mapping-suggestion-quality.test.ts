/** How often the lexical way puts the right category first on the labelled set (tests/fixtures/mapping-set). */
import { describe, expect, it } from 'vitest';
import { LexicalIndex } from '../../core/domain/lexical-similarity';
import { loadMappingSet, precisionAtOne } from '../fixtures/mapping-set/mapping-set';

describe('lexical mapping suggestions on the labelled set', () => {
  it('holds at least 300 elements of 25 categories, each element labelled with one of them', () => {
    const { categories, elements } = loadMappingSet();
    expect(categories.length).toBeGreaterThanOrEqual(25);
    expect(elements.length).toBeGreaterThanOrEqual(300);
    const paths = new Set(categories.map((category) => category.path));
    expect(elements.filter((element) => !paths.has(element.category))).toEqual([]);
  });

  it('puts the right category first for at least three elements in four', async () => {
    const precision = await precisionAtOne(async (categoryTexts, elementTexts) => {
      const index = new LexicalIndex(categoryTexts);
      return elementTexts.map((text) => index.scores(text));
    });
    expect(precision).toBeGreaterThanOrEqual(0.75);
  });
});
