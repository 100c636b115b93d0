/**
 * Sharing: project permissions, the company directory for pickers, share links,
 * comments and project resources. Shapes the API answers and accepts; snake_case, numeric ids,
 * ISO 8601 timestamps, as in api-types.ts.
 */
import type { Id } from './api-types';
import type { PermissionKey } from './permissions';

/** A person as permission lists and pickers show them. */
export interface DirectoryUser {
  id: Id;
  name: string;
  email: string;
}

/** GET /api/roles.json: a company team with its members. */
export interface DirectoryRole {
  id: Id;
  name: string;
  user_ids: Id[];
}

/** /api/projects/{id}/user_permissions */
export interface UserPermission {
  id: Id;
  project_id: Id;
  user_id: Id;
  user: DirectoryUser;
  permission_key: PermissionKey;
}

export interface UserPermissionCreate {
  user_id: Id;
  permission_key: PermissionKey;
}

/** /api/projects/{id}/role_permissions */
export interface RolePermission {
  id: Id;
  project_id: Id;
  role_id: Id;
  role: { id: Id; name: string };
  permission_key: PermissionKey;
}

export interface RolePermissionCreate {
  role_id: Id;
  permission_key: PermissionKey;
}

/** PUT on a user or role permission. */
export interface PermissionUpdate {
  permission_key: PermissionKey;
}

/** Where a person's effective level comes from (data-layer.md §4): the highest source wins. */
export type EffectivePermissionSource = 'direct' | 'role' | 'company_admin';

/** GET /api/projects/{id}/effective_permissions.json, one row per person with any access. */
export interface EffectivePermission {
  user: DirectoryUser;
  level: PermissionKey;
  source: EffectivePermissionSource;
}

/** A project share link (POST/GET /api/projects/{id}/project_access_urls.json). */
export interface ProjectAccessUrl {
  id: Id;
  project_id: Id;
  module_id: null;
  /** base64(`${projectId}|${secret}`) */
  access_id: string;
  /** `/projects/{access_id}` */
  url: string;
  created_at: string;
}

/** A module share link (.../project_scenario_modules/{moduleId}/module_access_urls.json). */
export interface ModuleAccessUrl {
  id: Id;
  project_id: Id;
  module_id: Id;
  /** base64(`${projectId}|${secret}`) */
  project_access_id: string;
  /** base64(`${moduleId}|${secret}`) */
  access_id: string;
  /** `/projects/{project_access_id}/{segment}/{access_id}` */
  url: string;
  /** `/embed/projects/{project_access_id}/{embedSegment}/{access_id}` */
  embed_url: string;
  created_at: string;
}

/** The synthetic user id a share-link visitor has in GET /api/current_user. */
export const SHARED_USER_ID = 0;
export const SHARED_USER_NAME = 'Guest';

export type CommentableType = 'Project' | 'ProjectScenarioModule' | 'EntityValue';
export type CommentLevelType = 'project' | 'module' | 'item';

export const COMMENTABLE_TYPES: readonly CommentableType[] = ['Project', 'ProjectScenarioModule', 'EntityValue'];
export const COMMENT_LEVEL_TYPES: readonly CommentLevelType[] = ['project', 'module', 'item'];

export interface Comment {
  id: Id;
  project_id: Id;
  module_id: Id | null;
  commentable_type: CommentableType;
  commentable_id: Id;
  comment_level_type: CommentLevelType;
  parent_id: Id | null;
  /** null when the author's account is gone. */
  user: { id: Id; name: string } | null;
  /** Empty for a deleted comment (kept so its replies stay in place; see `deleted`). */
  body: string;
  created_at: string;
  updated_at: string;
  /** Not yet read by the current user (their own comments are never unread). */
  unread: boolean;
  /** A deleted comment still listed because it has replies. */
  deleted?: boolean;
}

/** GET /api/comments.json query. */
export interface CommentListQuery {
  project_id: Id;
  module_id?: Id;
  commentable_type?: CommentableType;
  commentable_id?: Id;
}

/** POST /api/comments.json (needs project write; readers only read). */
export interface CommentCreate {
  project_id: Id;
  module_id?: Id | null;
  commentable_type: CommentableType;
  commentable_id: Id;
  comment_level_type: CommentLevelType;
  parent_id?: Id | null;
  body: string;
  /** Project members the body mentions (`@Name`), who are notified. */
  mentioned_user_ids?: Id[];
}

export interface CommentUpdate {
  body: string;
}

/** POST /api/comments/mark_read.json */
export interface CommentsMarkRead {
  ids: Id[];
}

/** Counts added to every EntityValue answer for the current user. */
export interface CommentCounts {
  comment_count: number;
  unread_comment_count: number;
}

export type ProjectResourceKind = 'link' | 'file';

/** /api/projects/{id}/project_resources; a file's url is /api/files/{key}. */
export interface ProjectResource {
  id: Id;
  project_id: Id;
  kind: ProjectResourceKind;
  title: string;
  url: string;
  content_type: string | null;
  byte_size: number | null;
  position: number;
  created_at: string;
}

export interface ProjectResourceLinkCreate {
  kind: 'link';
  title: string;
  /** http or https only. */
  url: string;
}

export interface ProjectResourceUpdate {
  title?: string;
  url?: string;
  position?: number;
}

/** POST /api/projects/{id}/upload_pdf.json: multipart `file` (a PDF up to this size) and `title`. */
export const PROJECT_PDF_MAX_BYTES = 20 * 1024 * 1024;
