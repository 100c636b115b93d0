/**
 * Administration and identity: the audit log, company API keys, mail templates, one-time links
 * (invitations, password resets, email confirmations), companies' sign-in providers and the system settings.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Who changed what in the administration, and when; shown on the company and user pages. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: serial('id').primaryKey(),
    /** The company the change concerns (null: system-wide, e.g. the system settings). */
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** Who made the change (null: the system itself, or an API key: see details.api_key_id). */
    actor_user_id: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A dotted verb: 'user.invited', 'licence.added', 'team.created', 'project.restored', ... */
    action: text('action').notNull(),
    /** What was changed: 'user', 'team', 'company', 'project', 'api_key', 'system', ... */
    target_type: text('target_type').notNull(),
    target_id: integer('target_id'),
    /** A readable one-line account of the change, in the words of the moment (a renamed team keeps its old name here). */
    summary: text('summary').notNull(),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_events_company_idx').on(t.company_id, t.created_at),
    index('audit_events_target_idx').on(t.target_type, t.target_id, t.created_at),
  ],
);

/** API keys a company admin creates; the secret is shown once and only its sha256 is kept. */
export const companyApiKeys = pgTable(
  'company_api_keys',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, shown in lists so people can tell keys apart. */
    prefix: text('prefix').notNull(),
    secret_hash: text('secret_hash').notNull(),
    /** 'read' | 'read_write'. */
    scope: text('scope').notNull().default('read'),
    expires_at: at('expires_at'),
    last_used_at: at('last_used_at'),
    revoked_at: at('revoked_at'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_api_keys_secret_hash_unique').on(t.secret_hash), index('company_api_keys_company_idx').on(t.company_id)],
);

/**
 * Mail templates: the system defaults (company_id null) and a company's own versions. A missing row means
 * the built-in text (server/mail/default-templates.ts).
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** 'invitation' | 'password_reset' | 'email_change'. */
    key: text('key').notNull(),
    subject: text('subject').notNull(),
    /** The body as plain text with {{variables}}; the HTML part is made from it, escaped. */
    body: text('body').notNull(),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_templates_company_key_unique').on(sql`coalesce(${t.company_id}, 0)`, t.key)],
);

/** One-time links sent by mail. Only the sha256 of the token is kept; a link works once, before it expires. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** 'invitation' | 'password_reset' | 'email_change'. */
    purpose: text('purpose').notNull(),
    token_hash: text('token_hash').notNull(),
    /** What the link carries besides the user (the new address of an email change). */
    data: jsonb('data').notNull().default(sql`'{}'::jsonb`),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.token_hash), index('one_time_tokens_user_idx').on(t.user_id, t.purpose)],
);

/** A company's OpenID Connect providers (set by system admins). The client secret is stored encrypted. */
export const companyProviders = pgTable(
  'company_providers',
  {
    id: serial('id').primaryKey(),
    company_id: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    /** The sign-in button's words ("Sign in with Acme SSO"). */
    label: text('label').notNull(),
    issuer_url: text('issuer_url').notNull(),
    client_id: text('client_id').notNull(),
    client_secret_encrypted: text('client_secret_encrypted').notNull(),
    scopes: text('scopes').notNull().default('openid email profile'),
    /** The ID token claim matched against users' email addresses. */
    match_claim: text('match_claim').notNull().default('email'),
    /** Unknown people are created as members of the company on their first sign-in. */
    create_unknown_users: boolean('create_unknown_users').notNull().default(false),
    active: boolean('active').notNull().default(true),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('company_providers_company_idx').on(t.company_id)],
);

/** The system settings: one row, id 1 (a migration inserts it). */
export const systemSettings = pgTable('system_settings', {
  id: integer('id').primaryKey(),
  system_title: text('system_title').notNull().default('Tessera'),
  support_email: text('support_email').notNull().default('support@tessera.test'),
  eula_link: text('eula_link').notNull().default('/terms'),
  /** A stored file URL (kind system_image), or null for the built-in icon. */
  favicon_image: text('favicon_image'),
  browser_tab_text: text('browser_tab_text').notNull().default('Tessera'),
  show_application_tours: boolean('show_application_tours').notNull().default(true),
  /** The terms page's text (Markdown-free plain paragraphs) shown at /terms. */
  terms_text: text('terms_text').notNull().default(''),
  updated_at: at('updated_at').notNull().defaultNow(),
});

/**
 * Pictures that belong to an account rather than a project: a company's logo, a person's profile image,
 * the system's favicon. Their rows decide what GET /api/files/{key} serves (server/domain/account-images.ts).
 */
export const accountImages = pgTable(
  'account_images',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** 'company_logo' | 'profile_image' | 'system_image' | 'release_note_image' | 'feature_notification_image' | 'data_map_image'. */
    kind: text('kind').$type<AccountImageKind>().notNull(),
    company_id: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    content_type: text('content_type').notNull(),
    byte_size: integer('byte_size').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_images_owner_idx').on(t.kind, t.company_id, t.user_id)],
);

export type AccountImageKind = 'company_logo' | 'profile_image' | 'system_image' | 'release_note_image' | 'feature_notification_image' | 'data_map_image';
