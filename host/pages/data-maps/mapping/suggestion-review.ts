/**
 * The review of suggested mappings: each uploaded detail with the category the user keeps (the best suggestion at
 * first, another of the suggested ones if they pick it) and whether it is still open, accepted or rejected.
 * Accepting turns the chosen pairs into one map call per category.
 */
import type { MappingSuggestion } from '../../../../core/domain/data-governance-types';
import type { Id } from '../../../../core/domain/id';

export type SuggestionStatus = 'open' | 'accepted' | 'rejected';

export interface ReviewedSuggestion {
  suggestion: MappingSuggestion;
  /** The category it is to be mapped to; null when nothing was suggested. */
  categoryId: Id | null;
  status: SuggestionStatus;
}

/** The suggestions keyed by their file line, each at its best category, all open. */
export function reviewOf(suggestions: readonly MappingSuggestion[]): ReviewedSuggestion[] {
  return suggestions.map((suggestion) => ({ suggestion, categoryId: suggestion.categories[0]?.data_map_category_id ?? null, status: 'open' }));
}

export function withCategory(review: readonly ReviewedSuggestion[], line: number, categoryId: Id): ReviewedSuggestion[] {
  return review.map((row) => (row.suggestion.line === line ? { ...row, categoryId } : row));
}

export function withStatus(review: readonly ReviewedSuggestion[], lines: ReadonlySet<number>, status: SuggestionStatus): ReviewedSuggestion[] {
  return review.map((row) => (lines.has(row.suggestion.line) && row.status === 'open' ? { ...row, status } : row));
}

export interface AcceptGroup {
  category: { id: Id; name: string };
  detailIds: Id[];
  lines: number[];
}

/** The open rows among `lines` that have a category, as the details to map to each category (named by its path). */
export function acceptGroups(review: readonly ReviewedSuggestion[], lines: ReadonlySet<number>): AcceptGroup[] {
  const groups = new Map<Id, AcceptGroup>();
  for (const row of review) {
    if (row.status !== 'open' || row.categoryId === null || !lines.has(row.suggestion.line)) continue;
    const path = row.suggestion.categories.find((category) => category.data_map_category_id === row.categoryId)?.path ?? '';
    const group = groups.get(row.categoryId) ?? { category: { id: row.categoryId, name: path }, detailIds: [], lines: [] };
    group.detailIds.push(row.suggestion.data_catalog_detail_id);
    group.lines.push(row.suggestion.line);
    groups.set(row.categoryId, group);
  }
  return [...groups.values()];
}

export function countByStatus(review: readonly ReviewedSuggestion[]): Record<SuggestionStatus, number> {
  const counts: Record<SuggestionStatus, number> = { open: 0, accepted: 0, rejected: 0 };
  for (const row of review) counts[row.status] += 1;
  return counts;
}
