import { isNumericId } from '../../core/domain/access-id';
import type { RouteParams } from './numeric-twins';

/**
 * Route guard rule 2: share links carry access ids instead of numbers, and the whole id travels in
 * the session-token header so the server can check its secret. A module link carries both ids as
 * `projectId:moduleId`; a project link the project's alone; numeric ids need no session token.
 */
export function sessionTokenFor(params: RouteParams): string | null {
  const { projectId, moduleId } = params;
  if (moduleId !== undefined && !isNumericId(moduleId)) return `${projectId ?? ''}:${moduleId}`;
  if (projectId !== undefined && !isNumericId(projectId)) return projectId;
  return null;
}
