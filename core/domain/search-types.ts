/**
 * Search across the workspace (GET /api/search): what can be found, and the answer's shape. Highlighted text comes
 * as parts, each marked as matching or not, so the browser renders the marks as elements and never parses HTML.
 */

/** What a result is, in the order the answer groups them. */
export const SEARCH_KINDS = ['project', 'section', 'module', 'item', 'comment', 'registry_item', 'catalog_detail'] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results per kind when the call does not say, and at most. */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
/** The longest query the server takes (characters). */
export const SEARCH_MAX_QUERY_LENGTH = 200;

/** A run of text; `match` marks the words the query found. */
export interface SearchTextPart {
  text: string;
  match: boolean;
}

export interface SearchResult {
  kind: SearchKind;
  /** The row's id in its own table (an entity value id for an item). */
  id: number;
  title: SearchTextPart[];
  /** Words around the match in the body; empty when only the title matched or there is no body. */
  snippet: SearchTextPart[];
  /** Where it is, outermost first: its project's name and its module's, or its data catalog's name. */
  place: string[];
  /** The app path that opens it (`?item=` for items and comments); null when no page shows it. */
  route: string | null;
}

export interface SearchGroup {
  kind: SearchKind;
  results: SearchResult[];
}

export interface SearchAnswer {
  /** Only kinds with results, in SEARCH_KINDS order. */
  groups: SearchGroup[];
}

/** The plain text of highlighted parts. */
export function searchPartsText(parts: readonly SearchTextPart[]): string {
  return parts.map((part) => part.text).join('');
}
