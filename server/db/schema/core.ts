/**
 * Companies, users, sessions, projects, sections, module types and module content.
 * Module content lives in entity_values: a new module kind needs no new table.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_MAIL } from '../../../core/domain/notification-types';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  entity_map: jsonb('entity_map').notNull().default(sql`'{}'::jsonb`),
  login_page_url: text('login_page_url'),
  logo: text('logo'),
  /** How many members may hold a licence at once; licences_used never passes it. */
  licence_count: integer('licence_count').notNull().default(10),
  licences_used: integer('licences_used').notNull().default(0),
  trial_ends_at: timestamp('trial_ends_at', { withTimezone: true, mode: 'date' }),
  /** An inactive company's members cannot sign in. */
  active: boolean('active').notNull().default(true),
  /** Hosts allowed to frame this company's embedded modules (`https://intranet.example`). */
  embed_hosts: text('embed_hosts').array().notNull().default(sql`'{}'::text[]`),
  /** Hosts whose pages this company's embedded suite modules may frame (`https://intranet.example`). */
  suite_hosts: text('suite_hosts').array().notNull().default(sql`'{}'::text[]`),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull().references(() => companies.id),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    password_hash: text('password_hash'),
    /** 'admin' | 'member' | 'reader' (core/domain/company-role.ts). */
    company_role: text('company_role').notNull().default('member'),
    system_admin: boolean('system_admin').notNull().default(false),
    restricted: boolean('restricted').notNull().default(false),
    accepted_eula: boolean('accepted_eula').notNull().default(false),
    viewed_intro_tour: boolean('viewed_intro_tour').notNull().default(false),
    viewed_landing_tour: boolean('viewed_landing_tour').notNull().default(false),
    profile_image: text('profile_image'),
    /** Holds one of the company's licences (companies.licences_used counts them). */
    has_licence: boolean('has_licence').notNull().default(false),
    /** 'active' | 'invited' (invited: has not accepted the invitation yet, cannot sign in). */
    status: text('status').notNull().default('active'),
    /** A language code of the interface ('en'). */
    language: text('language').notNull().default('en'),
    last_sign_in_at: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    /** A NotificationMailChoice: 'each', 'daily_digest' or 'off' (core/domain/notification-types.ts). */
    notification_mail: text('notification_mail').notNull().default(DEFAULT_NOTIFICATION_MAIL),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.company_id),
    // The system admin's people table sorts by these (a page of 10,000 without sorting them all).
    index('users_name_idx').on(sql`lower(${t.name})`),
    index('users_last_sign_in_idx').on(t.last_sign_in_at),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie's secret; the secret itself is never stored. */
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** The browser's User-Agent at sign-in, for the profile's sessions list. */
    user_agent: text('user_agent'),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    /** The company sign-in provider this session came through (logout returns there). */
    provider_id: integer('provider_id'),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.token_hash)],
);

/** Server-wide secrets (the access-token signing key), shared by every API process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Failed sign-ins per account or client address (server/auth/sign-in-throttle.ts): one row per key and
 * window, shared by every API process; rows whose window has ended are deleted at the next sign-in.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** sha256 of `account:<normalised email>` or `address:<ip>`: fixed size, no email stored. */
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    window_ends_at: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sign_in_failures_window_ends_at_idx').on(t.window_ends_at)],
);

/** Teams. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  name: text('name').notNull(),
  ...timestamps,
});

export const roleUsers = pgTable(
  'role_users',
  {
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('role_users_unique').on(t.role_id, t.user_id), index('role_users_user_idx').on(t.user_id)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'project' | 'project_sample' | 'project_template'. */
    entity_type: text('entity_type').notNull().default('project'),
    created_by: integer('created_by').references(() => users.id),
    last_event_date: timestamp('last_event_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A project_statuses id (no foreign key: the lookup lives in the workspace schema). */
    status_id: integer('status_id'),
    image: text('image'),
    /** Templates and examples are listed for everyone only once published. */
    published: boolean('published').notNull().default(false),
    source_project_id: integer('source_project_id'),
    /** lower(name, newline, description): the list search matches it with LIKE, much cheaper than ILIKE twice. */
    search_text: text('search_text').generatedAlwaysAs(sql`lower(name || chr(10) || description)`),
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('projects_company_idx').on(t.company_id, t.deleted_at),
    index('projects_last_event_idx').on(t.last_event_date),
  ],
);

export const projectUserPermissions = pgTable(
  'project_user_permissions',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'read' | 'write' | 'admin'. */
    permission_key: text('permission_key').notNull(),
  },
  (t) => [uniqueIndex('project_user_permissions_unique').on(t.project_id, t.user_id)],
);

export const projectRolePermissions = pgTable(
  'project_role_permissions',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    role_id: integer('role_id').notNull().references(() => roles.id, { onDelete: 'cascade' }),
    permission_key: text('permission_key').notNull(),
  },
  (t) => [uniqueIndex('project_role_permissions_unique').on(t.project_id, t.role_id)],
);

export const projectViews = pgTable(
  'project_views',
  {
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    viewed_at: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_views_unique').on(t.user_id, t.project_id)],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('sections_project_idx').on(t.project_id)],
);

/** Module types, registered at start from every plugins/<segment>/manifest.ts. */
export const scenarioModules = pgTable(
  'scenario_modules',
  {
    id: serial('id').primaryKey(),
    type_key: text('type_key').notNull(),
    segment: text('segment').notNull(),
    /** The manifest's title and category, rewritten at every start. */
    title: text('title').notNull(),
    category: text('category').notNull(),
    /** A system admin's title and category for the kind (null: the manifest's); they survive restarts. */
    custom_title: text('custom_title'),
    custom_category: text('custom_category'),
    family: text('family').notNull(),
    /** The catalogue's words for the kind, set by system admins (empty: the manifest's). */
    description: text('description').notNull().default(''),
    /** An uploaded icon's public URL (a system image), or null for none. */
    icon: text('icon'),
    /** Hidden kinds are not offered in "Add module"; existing modules of that kind keep working. */
    available: boolean('available').notNull().default(true),
  },
  (t) => [uniqueIndex('scenario_modules_type_key_unique').on(t.type_key)],
);

export const entityAttributes = pgTable(
  'entity_attributes',
  {
    id: serial('id').primaryKey(),
    module_type_id: integer('module_type_id').notNull().references(() => scenarioModules.id),
    key: text('key').notNull(),
    json_schema: jsonb('json_schema').notNull(),
  },
  (t) => [uniqueIndex('entity_attributes_type_key_unique').on(t.module_type_id, t.key)],
);

export const projectModules = pgTable(
  'project_scenario_modules',
  {
    id: serial('id').primaryKey(),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    section_id: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    scenario_module_id: integer('scenario_module_id').notNull().references(() => scenarioModules.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    description: text('description').notNull().default(''),
    /** A project_scenario_module_statuses id. */
    status_id: integer('status_id'),
    /** The module's preview (a diagram snapshot), a file storage key. */
    preview_image: text('preview_image'),
    ...timestamps,
  },
  (t) => [index('project_modules_project_idx').on(t.project_id)],
);

const assignedIds = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`);

export const entityValues = pgTable(
  'entity_values',
  {
    id: serial('id').primaryKey(),
    entity_attribute_id: integer('entity_attribute_id').notNull().references(() => entityAttributes.id),
    module_id: integer('module_id').notNull().references(() => projectModules.id, { onDelete: 'cascade' }),
    project_id: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    value: jsonb('value').notNull(),
    position: integer('position').notNull().default(0),
    /** The client's key of the create that made this value: a create sent again finds it instead of adding a copy. */
    client_id: text('client_id'),
    /** The value of an attribute that holds one document per module (the manifest's `singleDocument`). */
    single_document: boolean('single_document').notNull().default(false),
    /** Registry items and project members assigned to this value (core/domain/registry-types.ts). */
    tag_ids: assignedIds('tag_ids'),
    stakeholder_ids: assignedIds('stakeholder_ids'),
    product_and_service_item_ids: assignedIds('product_and_service_item_ids'),
    user_ids: assignedIds('user_ids'),
    /** Starts at 1 and grows with every write: a write based on an older version is merged (entity-value-merge.ts). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index('entity_values_tag_ids_idx').using('gin', t.tag_ids),
    index('entity_values_stakeholder_ids_idx').using('gin', t.stakeholder_ids),
    index('entity_values_product_and_service_item_ids_idx').using('gin', t.product_and_service_item_ids),
    index('entity_values_user_ids_idx').using('gin', t.user_ids),
    index('entity_values_module_idx').on(t.module_id, t.position),
    uniqueIndex('entity_values_module_client_id_unique').on(t.module_id, t.client_id).where(sql`${t.client_id} is not null`),
    uniqueIndex('entity_values_single_document_unique')
      .on(t.module_id, t.entity_attribute_id)
      .where(sql`${t.single_document}`),
  ],
);
