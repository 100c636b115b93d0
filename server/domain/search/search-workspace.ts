/**
 * GET /api/search: the caller's words found in what they may read, grouped by kind, each result with its title and
 * snippet as highlighted parts, where it is, and the path that opens it.
 */
import { eq, inArray } from 'drizzle-orm';
import { SEARCH_DEFAULT_LIMIT, SEARCH_KINDS, type SearchAnswer, type SearchKind, type SearchResult } from '../../../core/domain/search-types';
import type { AuthContext } from '../../auth/auth-context';
import type { Database, Queryable } from '../../db/client';
import { comments, dataCatalogs, projectModules, projects, scenarioModules } from '../../db/schema';
import { assertWorkspaceUser } from '../workspace-access';
import { findDocuments, type FoundDocument } from './find-documents';
import { highlightParts } from './highlight-parts';
import { searchResultRoute } from './search-routes';
import { loadSearchScope } from './search-scope';
import { queryText, searchConfig, searchWords } from './search-terms';
import { wordForms } from './word-forms';

export interface SearchRequest {
  q: string;
  kinds?: string;
  limit?: number;
}

function requestedKinds(kinds: string | undefined): SearchKind[] {
  if (!kinds) return [...SEARCH_KINDS];
  const named = new Set(kinds.split(',').map((kind) => kind.trim()));
  return SEARCH_KINDS.filter((kind) => named.has(kind));
}

const ids = (values: Array<number | null>) => [...new Set(values.filter((id): id is number => id !== null))];

/** Names and module kinds of the places the found documents are in, and what their comments are about. */
async function loadPlaces(db: Queryable, found: readonly FoundDocument[]) {
  const projectIds = ids(found.map((doc) => doc.project_id));
  const moduleIds = ids(found.map((doc) => doc.module_id));
  const catalogIds = ids(found.map((doc) => doc.data_catalog_id));
  const commentIds = ids(found.map((doc) => (doc.kind === 'comment' ? doc.source_id : null)));
  const [projectRows, moduleRows, catalogRows, commentRows] = await Promise.all([
    projectIds.length ? db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, projectIds)) : [],
    moduleIds.length
      ? db
          .select({ id: projectModules.id, name: projectModules.name, segment: scenarioModules.segment })
          .from(projectModules)
          .innerJoin(scenarioModules, eq(scenarioModules.id, projectModules.scenario_module_id))
          .where(inArray(projectModules.id, moduleIds))
      : [],
    catalogIds.length ? db.select({ id: dataCatalogs.id, name: dataCatalogs.name }).from(dataCatalogs).where(inArray(dataCatalogs.id, catalogIds)) : [],
    commentIds.length
      ? db.select({ id: comments.id, type: comments.commentable_type, commentable_id: comments.commentable_id }).from(comments).where(inArray(comments.id, commentIds))
      : [],
  ]);
  return {
    projects: new Map(projectRows.map((row) => [row.id, row.name])),
    modules: new Map(moduleRows.map((row) => [row.id, row])),
    catalogs: new Map(catalogRows.map((row) => [row.id, row.name])),
    comments: new Map(commentRows.map((row) => [row.id, { type: row.type, id: row.commentable_id }])),
  };
}

type Places = Awaited<ReturnType<typeof loadPlaces>>;

function toResult(doc: FoundDocument, places: Places): SearchResult {
  const module = doc.module_id === null ? undefined : places.modules.get(doc.module_id);
  const projectName = doc.project_id === null ? undefined : places.projects.get(doc.project_id);
  const catalogName = doc.data_catalog_id === null ? undefined : places.catalogs.get(doc.data_catalog_id);
  const place = [projectName, doc.kind === 'module' ? undefined : module?.name, catalogName].filter((name): name is string => name !== undefined);
  return {
    kind: doc.kind,
    id: doc.source_id,
    title: highlightParts(doc.title_marked),
    snippet: highlightParts(doc.snippet_marked),
    place,
    route: searchResultRoute({
      kind: doc.kind,
      source: doc.source,
      source_id: doc.source_id,
      project_id: doc.project_id,
      module: module ? { id: module.id, segment: module.segment } : null,
      commentable: places.comments.get(doc.source_id) ?? null,
    }),
  };
}

export async function searchWorkspace(db: Database, auth: AuthContext, request: SearchRequest): Promise<SearchAnswer> {
  assertWorkspaceUser(auth);
  const words = searchWords(request.q);
  const kinds = requestedKinds(request.kinds);
  if (words.length === 0 || kinds.length === 0) return { groups: [] };
  const [scope, forms] = await Promise.all([loadSearchScope(db, auth), wordForms(db, words)]);
  const found = await findDocuments(db, scope, {
    queryText: queryText(words, forms),
    config: searchConfig(auth.user.language),
    kinds,
    limit: request.limit ?? SEARCH_DEFAULT_LIMIT,
  });
  const places = await loadPlaces(db, found);
  return {
    groups: kinds
      .map((kind) => ({ kind, results: found.filter((doc) => doc.kind === kind).map((doc) => toResult(doc, places)) }))
      .filter((group) => group.results.length > 0),
  };
}
