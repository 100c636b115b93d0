/**
 * The projects workspace: labels, statuses, favourites, preferences, copies,
 * export/import and history. Shared by the server and the client.
 */
import type { Id, Project, ProjectEntityType, ProjectListQuery } from './api-types';
import type { RegistryResource } from './registry-types';

/** A company-wide label; projects carry any number of them. */
export interface Label {
  id: Id;
  name: string;
  color: string;
}

export interface LabelCreate {
  name: string;
  color?: string;
  /** Also assigns the new label to this project. */
  project_id?: Id;
}

export type LabelUpdate = Partial<Pick<Label, 'name' | 'color'>>;

/** GET /api/project_statuses.json and /api/project_scenario_module_statuses.json. */
export interface Status {
  id: Id;
  name: string;
  color: string;
  position: number;
}

/** The workspace fields of a Project answer. */
export interface ProjectWorkspaceFields {
  favorite: boolean;
  labels: Label[];
  status_id: Id | null;
  /** A URL (GET /api/files/{key}) or null. */
  image: string | null;
  published: boolean;
  module_count: number;
}

/** The workspace fields of a ProjectModule answer. */
export interface ProjectModuleWorkspaceFields {
  description: string;
  status_id: Id | null;
  /** A URL or null. */
  preview_image: string | null;
}

/** The workspace fields PUT /api/projects/{id}.json may change, next to name and description. */
export interface ProjectWorkspaceUpdate {
  status_id?: Id | null;
  /** Replaces the project's labels with exactly these (company labels only). */
  label_ids?: Id[];
  /** Templates and examples only. */
  published?: boolean;
}

/** The workspace fields a module update may change. */
export interface ProjectModuleWorkspaceUpdate {
  status_id?: Id | null;
  description?: string;
}

/** The home lists beyond recently_viewed / my_projects / all_projects. */
export type WorkspaceScope =
  | 'favorites'
  | 'templates'
  | 'unpublished_templates'
  | 'examples'
  | 'unpublished_examples'
  | 'team';

/**
 * GET /api/projects.json query with the workspace's filters. `label_ids` is a comma list; a project matches
 * when it carries ANY of them. `role_id` goes with scope=team.
 */
export interface WorkspaceProjectListQuery extends Omit<ProjectListQuery, 'scope'> {
  scope?: ProjectListQuery['scope'] | WorkspaceScope;
  label_ids?: string;
  role_id?: Id;
}

/** Body of create_project_from / clone / create_template_from / create_sample_from. */
export interface ProjectCopyRequest {
  name?: string;
}

/** GET /api/current_user/preferences/{key}.json and PUT (body {value}). */
export interface Preference<V = unknown> {
  key: string;
  value: V | null;
}

/** The value the host keeps under preference key `home-list`. */
export interface HomeListPreference {
  view: 'grid' | 'list';
  order: ProjectListQuery['order'];
  direction: ProjectListQuery['direction'];
}

export interface HistoryEventUser {
  id: Id;
  name: string;
}

/** GET /api/projects/{id}/project_history_events.json → Paged<ProjectHistoryEvent>, newest first. */
export interface ProjectHistoryEvent {
  id: Id;
  /** 'created' | 'updated' | 'deleted' | 'moved' | 'copied' | ... */
  action: string;
  /** 'Project' | 'Section' | 'Module' | 'EntityValue' | ... */
  subject_type: string;
  subject_id: Id | null;
  summary: string;
  /** The module the event is about, whose version history it links to (null for other events). */
  module_id: Id | null;
  user: HistoryEventUser | null;
  created_at: string;
}

/**
 * A project's registry rows by resource (each with its id in the source, its fields and position) and
 * the links of its stakeholders and products; ids refer to rows of the same snapshot.
 */
export type RegistrySnapshot = Partial<Record<RegistryResource | 'links', Array<Record<string, unknown>>>>;

/** GET /api/projects/{id}/export.json; POST /api/projects/import.json accepts it. */
export interface ProjectArchive {
  format: 'tessera-project';
  /** 2 added the registries and the values' registry assignments; version 1 archives still import. */
  version: 1 | 2;
  project: {
    name: string;
    description: string;
    entity_type: ProjectEntityType;
    status_id: Id | null;
  };
  sections: Array<{ id: Id; name: string; position: number }>;
  modules: Array<{
    id: Id;
    section_id: Id | null;
    type_key: string;
    name: string;
    description: string;
    position: number;
    locked: boolean;
    status_id: Id | null;
  }>;
  entity_values: Array<{
    module_id: Id;
    /** The entity attribute's key within its module type. */
    key: string;
    value: Record<string, unknown>;
    position: number;
    /** Ids of the archive's registry rows; user ids are not exported (they mean nothing on another server). */
    tag_ids?: Id[];
    stakeholder_ids?: Id[];
    product_and_service_item_ids?: Id[];
  }>;
  registries?: RegistrySnapshot;
}

export const PROJECT_ARCHIVE_FORMAT = 'tessera-project';
export const PROJECT_ARCHIVE_VERSION = 2;

/** A Project answer with its workspace fields. */
export type WorkspaceProject = Project & ProjectWorkspaceFields;
