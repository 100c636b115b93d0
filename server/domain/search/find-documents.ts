/**
 * The search itself: search documents whose words match (in the reader's language or word for word) within the
 * scope, the best `limit` of each kind, with the matching words marked by ts_headline.
 */
import { sql } from 'drizzle-orm';
import type { SearchKind } from '../../../core/domain/search-types';
import type { Queryable } from '../../db/client';
import { selectRows } from '../statistics/statistics-sql';
import { MATCH_END, MATCH_START } from './highlight-parts';
import { withinScope, type SearchScope } from './search-scope';

export interface FoundDocument {
  kind: SearchKind;
  source: string;
  source_id: number;
  project_id: number | null;
  module_id: number | null;
  data_catalog_id: number | null;
  title_marked: string;
  snippet_marked: string;
}

export interface DocumentSearch {
  /** to_tsquery text (search-terms.ts). */
  queryText: string;
  config: string;
  kinds: readonly SearchKind[];
  limit: number;
}

/**
 * How many matches are ranked at most per kind: a word as common as "the" may match most documents, and ranking
 * them all would cost more than a search-as-you-type answer may take. The best of the first ones are shown.
 */
const RANKED_PER_KIND = 400;

const TITLE_MARKS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, HighlightAll=true`;
const SNIPPET_MARKS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=24, MinWords=8, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

export async function findDocuments(db: Queryable, scope: SearchScope, search: DocumentSearch): Promise<FoundDocument[]> {
  const query = sql`(to_tsquery(${search.config}::regconfig, ${search.queryText}) || to_tsquery('simple', ${search.queryText}))`;
  // A query of its own per kind, with the kind as a value the planner sees, so each reads its kind's indexes only.
  const ofKind = (kind: SearchKind) => sql`(
    SELECT d.id, d.kind, d.source, d.source_id, d.project_id, d.module_id, d.data_catalog_id, d.title, d.body, d.language,
      ts_rank(d.document, q.query) AS rank
    FROM search_documents d, q
    WHERE d.kind = ${kind} AND d.document @@ q.query AND ${withinScope(scope)}
    LIMIT ${RANKED_PER_KIND})`;
  return selectRows<FoundDocument>(db, sql`
    WITH q AS MATERIALIZED (SELECT ${query} AS query),
    candidates AS (${sql.join(search.kinds.map(ofKind), sql` UNION ALL `)}),
    best AS (
      SELECT *, row_number() OVER (PARTITION BY kind ORDER BY rank DESC, id) AS place FROM candidates
    )
    SELECT best.kind, best.source, best.source_id, best.project_id, best.module_id, best.data_catalog_id,
      ts_headline(best.language, best.title, q.query, ${TITLE_MARKS}) AS title_marked,
      CASE WHEN best.body = '' THEN '' ELSE ts_headline(best.language, best.body, q.query, ${SNIPPET_MARKS}) END AS snippet_marked
    FROM best, q
    WHERE best.place <= ${search.limit}
    ORDER BY best.kind, best.place`);
}
