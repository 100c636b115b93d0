/**
 * The workspace calls the project page, its dialogs and panels make, with the shapes of the shared
 * contract. Kept here as plain paths and types so the widgets do not each spell the URLs.
 */
import type { ModuleAccessUrl, ProjectAccessUrl } from '../../core/domain/sharing-types';
import type { ProjectModuleWorkspaceFields, ProjectWorkspaceFields, Status } from '../../core/domain/workspace-types';

export type {
  Comment,
  CommentableType,
  DirectoryRole,
  DirectoryUser,
  EffectivePermission,
  ProjectResource,
  RolePermission,
  UserPermission,
} from '../../core/domain/sharing-types';
export type { Label, ProjectHistoryEvent as HistoryEvent } from '../../core/domain/workspace-types';

export type NamedStatus = Status;
/** The workspace fields of a Project answer, optional so an older answer still renders. */
export type ProjectExtras = Partial<ProjectWorkspaceFields>;
/** The workspace fields of a ProjectModule answer. */
export type ModuleExtras = Partial<ProjectModuleWorkspaceFields>;
/** A project link (module_id null) or a module link (with project_access_id and embed_url). */
export type AccessUrl = ProjectAccessUrl | ModuleAccessUrl;

export const embedUrlOf = (link: AccessUrl): string | null => ('embed_url' in link ? link.embed_url : null);
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
