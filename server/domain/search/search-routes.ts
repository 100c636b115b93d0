/**
 * Where a search result opens: the app paths of host/routes/app-paths.ts, with `?item=` (route guard rule 6: base64
 * JSON `{itemType, itemId}`) naming the entity value or the comment thread to open on the page.
 */
import type { SearchKind } from '../../../core/domain/search-types';

export interface RouteFacts {
  kind: SearchKind;
  source: string;
  source_id: number;
  project_id: number | null;
  /** The module's id and its kind's segment, when the result is in a module. */
  module: { id: number; segment: string } | null;
  /** For a comment: what it is about. */
  commentable: { type: string; id: number } | null;
}

function itemParam(itemType: string, itemId: number): string {
  return `?item=${encodeURIComponent(Buffer.from(JSON.stringify({ itemType, itemId })).toString('base64'))}`;
}

function commentRoute(project: string, module: string | null, facts: RouteFacts): string {
  if (!module || !facts.module) return project + itemParam('Comment', facts.source_id);
  if (facts.commentable?.type === 'EntityValue') return module + itemParam('EntityValue', facts.commentable.id);
  return module + itemParam('ProjectScenarioModule', facts.module.id);
}

export function searchResultRoute(facts: RouteFacts): string | null {
  if (facts.project_id === null) return null;
  const project = `/projects/${facts.project_id}`;
  const module = facts.module && `${project}/${facts.module.segment}/${facts.module.id}`;
  switch (facts.kind) {
    case 'project':
    case 'section':
      return project;
    case 'module':
      return module;
    case 'item':
      return module && module + itemParam('EntityValue', facts.source_id);
    case 'comment':
      return commentRoute(project, module, facts);
    case 'registry_item':
      return facts.source === 'tags' ? `${project}/tags` : project;
    case 'catalog_detail':
      return null;
  }
}
