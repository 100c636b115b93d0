/**
 * The shapes the API answers and accepts, shared by the server and the client.
 * Field names follow the spec (snake_case, numeric ids). Timestamps are ISO 8601 strings.
 */
import type { PermissionFlags, PermissionKey } from './permissions';
import type { CompanyRole } from './company-role';
import type { Id } from './id';
import type { FieldFailure, FieldFailureParams } from './field-failures';
import type { ServerFailureCode } from './server-failures';
import type { EntityValueAssignments } from './registry-types';

export type { Id } from './id';

export interface ValidNotification {
  id: Id;
  created_at: string;
  page_name: string;
  title: string;
  content: string;
  image: { url: string | null };
}

export interface CurrentUser {
  id: Id;
  email: string;
  name: string;
  /** The interface language the person chose (core/domain/interface-languages.ts). */
  language: string;
  company_id: Id;
  company_role: CompanyRole;
  profile_image: string | null;
  restricted: boolean;
  system_admin: boolean;
  shared_user: boolean;
  accepted_eula: boolean;
  viewed_intro_tour: boolean;
  viewed_landing_tour: boolean;
  valid_notifications: ValidNotification[];
}

/** Fields a user may change on themself through PUT /api/current_user. */
export interface CurrentUserUpdate {
  name?: string;
  language?: string;
  accepted_eula?: boolean;
  viewed_intro_tour?: boolean;
  viewed_landing_tour?: boolean;
}

/** Singular and plural label of each renamable entity (Stakeholder, Tag, ...). */
export type EntityMap = Record<string, { singular: string; plural: string }>;

export interface CurrentCompany {
  id: Id;
  name: string;
  /** The current user's permissions on this company. */
  permissions: PermissionFlags;
  entity_map: EntityMap;
  login_page_url: string | null;
  logo: string | null;
  /** `https://host[:port]` origins whose pages the company's embedded suite modules may frame. */
  suite_hosts: string[];
}

export interface SystemInfo {
  system_title: string;
  support_email: string;
  eula_link: string;
  favicon_image: string | null;
  browser_tab_text: string;
  show_application_tours: boolean;
}

/** The system settings as system admins edit them (GET/PUT /api/admin/systems.json). */
export interface SystemSettings extends SystemInfo {
  /** The terms page (/terms): plain text, paragraphs separated by blank lines. */
  terms_text: string;
}

export type SystemSettingsInput = Partial<Omit<SystemSettings, 'favicon_image'>>;

/** GET /api/terms.json: what the public terms page shows. */
export interface TermsAnswer {
  system_title: string;
  terms_text: string;
}

export interface AccessTokenAnswer {
  access_token: string;
  /** Seconds until the token expires. */
  expires_in: number;
}

export type ProjectEntityType = 'project' | 'project_sample' | 'project_template';

export interface Project {
  id: Id;
  company_id: Id;
  name: string;
  description: string;
  entity_type: ProjectEntityType;
  created_at: string;
  updated_at: string;
  last_event_date: string;
  /** The current user's effective permissions on this project. */
  permissions: PermissionFlags;
  /** A workspace field (core/domain/workspace-types.ts): whether the current user marked it a favourite. */
  favorite?: boolean;
  labels?: Array<{ id: Id; name: string; color: string }>;
  status_id?: Id | null;
  /** A URL (GET /api/files/{key}) or null. */
  image?: string | null;
  published?: boolean;
  module_count?: number;
}

export interface ProjectCreate {
  name: string;
  description?: string;
}

export type ProjectUpdate = Partial<Pick<Project, 'name' | 'description'>>;

export type ProjectOrder = 'last_event_date' | 'name' | 'created_at';
export type OrderDirection = 'asc' | 'desc';

/** GET /api/projects.json query. `scope` picks one of the home lists. */
export interface ProjectListQuery {
  scope?: 'recently_viewed' | 'my_projects' | 'all_projects';
  search?: string;
  order?: ProjectOrder;
  direction?: OrderDirection;
  page?: number;
  per_page?: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

export interface QuickIndexItem {
  id: Id;
  name: string;
}

export interface Section {
  id: Id;
  project_id: Id;
  name: string;
  position: number;
}

/** A module type, registered from a plugin manifest. */
export interface ScenarioModule {
  id: Id;
  type_key: string;
  segment: string;
  /** The system admin's title, or the manifest's. */
  title: string;
  /** The system admin's category, or the manifest's (a scenario_module_categories name). */
  category: string;
  family: string;
  /** The system admin's description (empty: the plugin's own). */
  description: string;
  /** An uploaded icon's URL (public), or null. */
  icon: string | null;
  /** Hidden kinds (false) are not offered in "Add module"; existing modules of the kind keep working. */
  available: boolean;
}

/** A module kind as the system admin's catalogue shows it: also what the manifest says. */
export interface AdminScenarioModule extends ScenarioModule {
  default_title: string;
  default_category: string;
}

export interface EntityAttribute {
  id: Id;
  module_type_id: Id;
  key: string;
  json_schema: Record<string, unknown>;
}

export interface ProjectModule {
  id: Id;
  project_id: Id;
  section_id: Id | null;
  scenario_module_id: Id;
  type_key: string;
  name: string;
  position: number;
  locked: boolean;
  /** The current user's effective permissions on this module (lock applied). */
  permissions: PermissionFlags;
  /** A workspace field (core/domain/workspace-types.ts). */
  description?: string;
  status_id?: Id | null;
  /** A URL or null. */
  preview_image?: string | null;
  /** What the module's card says of its content, for a kind whose manifest declares a `cardSummary` (modules list only). */
  summary?: ModuleSummary;
  created_at: string;
  updated_at: string;
}

/** A module's content counted for its card: `total` values, of which `done` are done when the kind counts progress. */
export interface ModuleSummary {
  total: number;
  done?: number;
}

export interface ProjectModuleCreate {
  name: string;
  /** Either the module type's id or its type key. */
  scenario_module_id?: Id;
  type_key?: string;
  section_id?: Id | null;
}

export type ProjectModuleUpdate = Partial<Pick<ProjectModule, 'name' | 'section_id' | 'locked'>>;

/**
 * Module content: one JSON document validated against its entity attribute's JSON Schema, and the
 * registry items and project members it is assigned (core/domain/registry-types.ts).
 */
export interface EntityValue<V = Record<string, unknown>> extends EntityValueAssignments {
  id: Id;
  entity_attribute_id: Id;
  /** The attribute's key, for the client's convenience. */
  key: string;
  module_id: Id;
  project_id: Id;
  value: V;
  position: number;
  updated_at: string;
  /** 1 when created, one more with every write; an update may name the version it was based on. */
  version?: number;
  /** On the answer to an update based on an older version: how the stored newer value was merged in. */
  merge?: EntityValueMerge;
  /**
   * Echoed back on creates that carried one, so the client can map its local id; a module's list gives
   * the one each value was created with, so a browser that lost a create's answer finds its value.
   */
  client_id?: string;
  /** True on the answer to a change that left a value kept only while filled saying nothing: it was deleted. */
  deleted?: boolean;
}

export interface EntityValueCreate<V = Record<string, unknown>> extends Partial<EntityValueAssignments> {
  entity_attribute_id: Id;
  value: V;
  position?: number;
  client_id?: string;
}

/** POST .../entity_values/clone.json: copies of values of this module or of another of the project's, same kind. */
export interface EntityValuesCloneRequest {
  /** The module the values are copied from; default: this one. */
  source_module_id?: Id;
  entity_value_ids: Id[];
  /** Added to every copied cell's position and vertices. */
  offset?: { x: number; y: number };
  /** The layer every copied cell goes to; default: each keeps its original's. */
  layer_id?: string | null;
}

/** data-layer.md §7: the copied shapes (`default`), the copied links among them, and data catalog details (none are copied: the copies refer to the same). */
export interface EntityValuesCloneAnswer {
  default: EntityValue[];
  links: EntityValue[];
  data_catalog_detail_entity_values: EntityValue[];
}

/** Omitted fields (assignment arrays included) stay as they are. */
export interface EntityValueUpdate<V = Record<string, unknown>> extends Partial<EntityValueAssignments> {
  value?: V;
  position?: number;
  /** The version this change was based on; when the stored one is newer, the fields are merged. */
  base_version?: number;
  /** With base_version: the fields of `value` this change makes, each with what it held before the change. */
  base_fields?: Record<string, unknown>;
}

/** How a write based on an older version met the newer stored value. */
export interface EntityValueMerge {
  /** Fields the writer did not change that kept the newer stored values. */
  kept_fields: string[];
  /** Fields changed on both sides: this write, the later one, won over the other change. */
  overwritten_fields: string[];
}

/** POST .../entity_values/bulk_update.json: creates (no id), updates (with id) and deletions in one transaction. */
export interface EntityValueBulkUpdate<V = Record<string, unknown>> {
  entity_values: Array<(EntityValueUpdate<V> & { id: Id }) | EntityValueCreate<V>>;
  destroy_ids?: Id[];
}

export interface EntityValueBulkUpdateAnswer<V = Record<string, unknown>> {
  entity_values: EntityValue<V>[];
  destroyed_ids: Id[];
}

/** POST .../update_positions.json: the complete new order, positions become 0..n-1. */
export interface UpdatePositions {
  ids: Id[];
}

export interface ApiErrorBody {
  error: string;
  /** The server's English account, for API users and the fallback of a code the client does not know. */
  message: string;
  statusCode: number;
  /** Why, for the client to say in the user's language (core/domain/server-failures.ts), with its message's values. */
  code?: ServerFailureCode;
  params?: FieldFailureParams;
  /** 422: the fields that failed, as JSON pointers or names, each with its message and the code of its reason. */
  fields?: FieldFailure[];
  /** 402: where the client goes to resolve it (also the Location header; screens-and-editor.md §8). */
  location?: string;
}

export type { PermissionFlags, PermissionKey, CompanyRole };

/** A mail template as the admin pages show it (GET /api/admin|company_admin/email_templates.json). */
export interface EmailTemplate {
  key: 'invitation' | 'password_reset' | 'email_change' | 'notification' | 'notification_digest';
  description: string;
  /** The {{variables}} it may use; {{link}} is required in the body. */
  variables: string[];
  subject: string;
  body: string;
  /** Where the text comes from: this company's version, the system's, or the built-in one. */
  source: 'company' | 'system' | 'default';
}

/** PUT: save a version of one template (subject and body), or go back to the one below it (reset: the row is deleted). */
export interface EmailTemplateUpdate {
  key: EmailTemplate['key'];
  subject?: string;
  body?: string;
  reset?: boolean;
}

/** POST .../email_templates/preview.json: a template filled with sample values, as the mail would be. */
export interface EmailTemplatePreview {
  subject: string;
  text: string;
  /** Escaped HTML; show it in a sandboxed frame. */
  html: string;
}

/** GET /api/permissions.json: the permission levels, weakest first (data-layer.md §4). */
export interface PermissionLevel {
  key: 'read' | 'write' | 'admin';
  rank: number;
}

/** GET /api/user_companies.json: a company the current user belongs to (one today). */
export interface UserCompany {
  id: Id;
  name: string;
  company_role: CompanyRole;
  active: boolean;
}

/** GET /api/admin/roles.json: a team of any company, for system admins. */
export interface AdminTeam {
  id: Id;
  name: string;
  company: { id: Id; name: string };
  member_count: number;
}


/** An image of a release note, served by GET /api/files/{key} to anyone signed in. */
export interface ReleaseNoteImage {
  id: number;
  url: string;
}

/** A release note ("What's New", data-layer.md §3); `read` says whether the caller has opened it. */
export interface ReleaseNote {
  id: number;
  title: string;
  summary: string;
  /** Rich HTML, already cleaned by the server. */
  body: string;
  /** YYYY-MM-DD. */
  release_note_date: string;
  published: boolean;
  read: boolean;
  release_note_images: ReleaseNoteImage[];
}

export type ReleaseNoteInput = Partial<Pick<ReleaseNote, 'title' | 'summary' | 'body' | 'release_note_date' | 'published'>>;

/**
 * A new-feature notification as system admins edit it (/api/admin/new_feature_notifications). It is valid
 * from the start of valid_from to the end of valid_to (UTC days); people see it as a ValidNotification.
 */
export interface FeatureNotification {
  id: Id;
  /** The route pattern of the page it shows on: '/all-projects', '/projects/:projectId'. */
  page_name: string;
  title: string;
  /** Rich HTML, already cleaned by the server. */
  content: string;
  /** /api/files/{key}, or null. */
  image: string | null;
  /** YYYY-MM-DD. */
  valid_from: string;
  /** YYYY-MM-DD, after valid_from. */
  valid_to: string;
  created_at: string;
}

export type FeatureNotificationInput = Pick<FeatureNotification, 'page_name' | 'title' | 'content' | 'valid_from' | 'valid_to'>;
