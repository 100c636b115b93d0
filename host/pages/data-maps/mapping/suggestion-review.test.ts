import { describe, expect, it } from 'vitest';
import type { MappingSuggestion } from '../../../../core/domain/data-governance-types';
import { acceptGroups, countByStatus, reviewOf, withCategory, withStatus } from './suggestion-review';

const suggestion = (line: number, detailId: number, categoryIds: number[]): MappingSuggestion => ({
  line,
  data_catalog_detail_id: detailId,
  data_catalog_id: 1,
  catalog_name: 'Orders',
  path: `Order / Field ${line}`,
  categories: categoryIds.map((id, index) => ({ data_map_category_id: id, path: `Category ${id}`, score: 0.9 - index / 10 })),
});

const review = reviewOf([suggestion(2, 20, [7, 8]), suggestion(3, 30, [7]), suggestion(4, 40, [8]), suggestion(5, 50, [])]);

describe('the review of suggested mappings', () => {
  it('starts open, each detail at its best category, or none when nothing was suggested', () => {
    expect(review.map((row) => [row.suggestion.line, row.categoryId, row.status])).toEqual([[2, 7, 'open'], [3, 7, 'open'], [4, 8, 'open'], [5, null, 'open']]);
  });

  it('groups the accepted details by category, leaving out those without one and those not asked for', () => {
    expect(acceptGroups(review, new Set([2, 3, 4, 5]))).toEqual([
      { category: { id: 7, name: 'Category 7' }, detailIds: [20, 30], lines: [2, 3] },
      { category: { id: 8, name: 'Category 8' }, detailIds: [40], lines: [4] },
    ]);
    expect(acceptGroups(review, new Set([3]))).toEqual([{ category: { id: 7, name: 'Category 7' }, detailIds: [30], lines: [3] }]);
  });

  it('maps to the category the user picked instead of the best one', () => {
    expect(acceptGroups(withCategory(review, 2, 8), new Set([2]))).toEqual([{ category: { id: 8, name: 'Category 8' }, detailIds: [20], lines: [2] }]);
  });

  it('leaves decided rows out of a later accept, and does not reopen them', () => {
    const decided = withStatus(withStatus(review, new Set([2]), 'rejected'), new Set([2, 3]), 'accepted');
    expect(decided.map((row) => row.status)).toEqual(['rejected', 'accepted', 'open', 'open']);
    expect(acceptGroups(decided, new Set([2, 3, 4]))).toEqual([{ category: { id: 8, name: 'Category 8' }, detailIds: [40], lines: [4] }]);
    expect(countByStatus(decided)).toEqual({ open: 2, accepted: 1, rejected: 1 });
  });
});
