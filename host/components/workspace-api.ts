/**
 * The issue-4 calls the project page, its dialogs and panels make, with the shapes of the shared
 * contract. Kept here as plain paths and types so the widgets do not each spell the URLs.
 */
import type { PermissionKey } from '../../core/domain/permissions';

export interface Label {
  id: number;
  name: string;
  color: string | null;
}

export interface NamedStatus {
  id: number;
  name: string;
  color: string | null;
  position: number;
}

/** The fields issue 4 adds to a Project answer (optional until every server has them). */
export interface ProjectExtras {
  favorite?: boolean;
  labels?: Label[];
  status_id?: number | null;
  image?: string | null;
  published?: boolean;
  module_count?: number;
}

/** The fields issue 4 adds to a ProjectModule answer. */
export interface ModuleExtras {
  description?: string;
  status_id?: number | null;
  preview_image?: string | null;
}

export interface UserRef {
  id: number;
  name: string;
  email?: string;
}

export interface UserPermission {
  id: number;
  project_id: number;
  user_id: number;
  user: UserRef;
  permission_key: PermissionKey;
}

export interface RolePermission {
  id: number;
  project_id: number;
  role_id: number;
  role: { id: number; name: string };
  permission_key: PermissionKey;
}

export interface EffectivePermission {
  user: UserRef;
  level: PermissionKey;
  source: 'direct' | 'role' | 'company_admin';
}

export interface DirectoryUser {
  id: number;
  name: string;
  email: string;
}

export interface DirectoryRole {
  id: number;
  name: string;
  user_ids?: number[];
}

export interface AccessUrl {
  id: number;
  project_id: number;
  module_id: number | null;
  project_access_id?: string;
  access_id: string;
  url: string;
  embed_url?: string;
  created_at: string;
}

export type CommentableType = 'Project' | 'ProjectScenarioModule' | 'EntityValue';

export interface Comment {
  id: number;
  project_id: number;
  module_id: number | null;
  commentable_type: CommentableType;
  commentable_id: number;
  comment_level_type: 'project' | 'module' | 'item';
  parent_id: number | null;
  user: { id: number; name: string } | null;
  body: string;
  created_at: string;
  updated_at: string;
  unread: boolean;
  /** Soft-deleted comments may come back with their replies; their body is then empty. */
  deleted?: boolean;
}

export interface ProjectResource {
  id: number;
  project_id: number;
  kind: 'link' | 'file';
  title: string;
  url: string;
  content_type: string | null;
  byte_size: number | null;
  position: number;
  created_at: string;
}

export interface HistoryEvent {
  id: number;
  action: string;
  subject_type: string;
  subject_id: number | null;
  summary: string;
  user: { id: number; name: string } | null;
  created_at: string;
}

export const projectApi = (projectId: number) => {
  const base = `/api/projects/${projectId}`;
  return {
    project: `${base}.json`,
    sections: `${base}/sections.json`,
    section: (id: number) => `${base}/sections/${id}.json`,
    sectionPositions: `${base}/sections/update_positions.json`,
    sectionClone: (id: number) => `${base}/sections/${id}/clone.json`,
    modules: `${base}/project_scenario_modules.json`,
    module: (id: number) => `${base}/project_scenario_modules/${id}.json`,
    modulePositions: `${base}/project_scenario_modules/update_positions.json`,
    moduleClone: (id: number) => `${base}/project_scenario_modules/${id}/clone.json`,
    moduleAccessUrls: (id: number) => `${base}/project_scenario_modules/${id}/module_access_urls.json`,
    moduleAccessUrl: (id: number, urlId: number) => `${base}/project_scenario_modules/${id}/module_access_urls/${urlId}.json`,
    projectAccessUrls: `${base}/project_access_urls.json`,
    projectAccessUrl: (urlId: number) => `${base}/project_access_urls/${urlId}.json`,
    userPermissions: `${base}/user_permissions.json`,
    userPermission: (id: number) => `${base}/user_permissions/${id}.json`,
    rolePermissions: `${base}/role_permissions.json`,
    rolePermission: (id: number) => `${base}/role_permissions/${id}.json`,
    effectivePermissions: `${base}/effective_permissions.json`,
    resources: `${base}/project_resources.json`,
    resource: (id: number) => `${base}/project_resources/${id}.json`,
    uploadPdf: `${base}/upload_pdf.json`,
    uploadImage: `${base}/upload_image.json`,
    history: `${base}/project_history_events.json`,
    clone: `${base}/clone.json`,
    createTemplateFrom: `${base}/create_template_from.json`,
    createSampleFrom: `${base}/create_sample_from.json`,
    exportJson: `${base}/export.json`,
    exportPdf: `${base}/export.pdf`,
  };
};

export const COMMENTS_PATH = '/api/comments.json';
export const commentPath = (id: number) => `/api/comments/${id}.json`;
export const MARK_READ_PATH = '/api/comments/mark_read.json';
export const PROJECT_STATUSES_PATH = '/api/project_statuses.json';
export const MODULE_STATUSES_PATH = '/api/project_scenario_module_statuses.json';
export const USERS_PATH = '/api/users.json';
export const ROLES_PATH = '/api/roles.json';
