/**
 * The authorization matrix: every API route that takes an id, called as every kind of caller, answers
 * what the permission model allows (data-layer.md §4/§6; docs/architecture.md "Decisions": 404 for what
 * the caller may not read, 403 for readable but not writable). Routes are listed from the real app, so a
 * new route fails here until it joins ROUTES, and a listed route that is gone fails too.
 *
 * Calls that would change something are sent only as callers who must be refused (refusal comes before
 * any change), so the file's fixtures stay as they are; allowed reads are sent as everyone who may read.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { moduleRevisions } from '../../server/db/schema';
import { LOOKUP_DECLARATIONS } from '../../server/domain/lookups/lookup-declarations';
import { REGISTRY_IO } from '../../server/domain/registry-io/registry-io-declarations';
import { linkPath, registryPath, type RegistryResource } from '../../core/domain/registry-types';
import { REGISTRY_DECLARATIONS } from '../../server/domain/registries/registry-declarations';
import type { ApiResponse } from './harness';
import { COMPANY_ADMIN_ROUTES } from './support/company-admin-routes';
import { insertMapModules, registryCreateBody } from './support/registries';
import { SYSTEM_ACCOUNTS_ROUTES } from './support/system-accounts-routes';
import { createModuleLink, createProjectLink, createTeam, withSessionToken, type Visitor } from './support/sharing';
import { useSignedInServer } from './support/signed-in-server';
import { expectStatus, listValues } from './support/workspace';

// The shared machine can be slow to start a server.
vi.setConfig({ hookTimeout: 180_000 });

const { t, as, seed, onboarding } = useSignedInServer();

type Persona =
  | 'admin' | 'owner' | 'editor' | 'viewer' | 'restricted' | 'globex'
  | 'projectLink' | 'moduleLink' | 'globexProjectLink' | 'globexModuleLink' | 'nobody';
/** 'ok': any answer but 401, 403 or 404 (a read is 2xx; a body the route rejects may be 422). */
type Outcome = 'ok' | 401 | 403 | 404;

const member = { admin: 'ok', owner: 'ok', restricted: 403, globex: 404, nobody: 401 } as const;
/** What each kind of route allows, per caller. */
const KINDS = {
  /** Reads of the whole project: a module link does not reach them. */
  projectRead: { ...member, editor: 'ok', viewer: 'ok', projectLink: 'ok', moduleLink: 404, globexProjectLink: 'ok', globexModuleLink: 404 },
  /** The project's basic information and lists narrowed to what a module link shows. */
  projectBasics: { ...member, editor: 'ok', viewer: 'ok', projectLink: 'ok', moduleLink: 'ok', globexProjectLink: 'ok', globexModuleLink: 'ok' },
  /** Reads of the module a module link names. */
  moduleRead: { ...member, editor: 'ok', viewer: 'ok', projectLink: 'ok', moduleLink: 'ok', globexProjectLink: 'ok', globexModuleLink: 'ok' },
  /** Reads for the project's own members (its permissions): a link visitor is refused before any lookup. */
  memberRead: { ...member, editor: 'ok', viewer: 'ok', projectLink: 403, moduleLink: 403, globexProjectLink: 403, globexModuleLink: 404 },
  /**
   * Writes to the project: readers 403. A link only looks: a visitor is refused (403) before any lookup;
   * a signed-in holder reads through a project link (403) but not through a module link (404).
   */
  projectWrite: { ...member, editor: 'ok', viewer: 403, projectLink: 403, moduleLink: 403, globexProjectLink: 403, globexModuleLink: 404 },
  /** Writes to the module a module link names: every link holder reads it, so 403. */
  moduleWrite: { ...member, editor: 'ok', viewer: 403, projectLink: 403, moduleLink: 403, globexProjectLink: 403, globexModuleLink: 403 },
  /** Project admin only. */
  projectAdmin: { ...member, editor: 403, viewer: 403, projectLink: 403, moduleLink: 403, globexProjectLink: 403, globexModuleLink: 404 },
  /** Project admin only, on the module a module link names (so its holders read it: 403). */
  moduleAdmin: { ...member, editor: 403, viewer: 403, projectLink: 403, moduleLink: 403, globexProjectLink: 403, globexModuleLink: 403 },
  /** The caller's own marks on a project they may read (favorite): only signed-in users. */
  projectPersonal: { ...member, editor: 'ok', viewer: 'ok', projectLink: 403, moduleLink: 403, globexProjectLink: 'ok', globexModuleLink: 404 },
  /** Copies: the caller's own rights in the source's company, never a share link. */
  projectCopy: { ...member, editor: 'ok', viewer: 'ok', projectLink: 403, moduleLink: 403, globexProjectLink: 404, globexModuleLink: 404 },
  /** The company admin area (tests/api/support/company-admin-routes.ts): its admins only; the system admin is Acme's admin too. */
  companyAdmin: { admin: 'ok', owner: 'ok', editor: 403, viewer: 403, restricted: 403, globex: 403, nobody: 401, projectLink: 403, moduleLink: 403, globexProjectLink: 403, globexModuleLink: 403 },
  /** The system admin area: everyone else is refused, whatever link they hold. */
  systemAdmin: {
    admin: 'ok', owner: 403, editor: 403, viewer: 403, restricted: 403, globex: 403, nobody: 401,
    projectLink: 403, moduleLink: 403, globexProjectLink: 403, globexModuleLink: 403,
  },
} satisfies Record<string, Record<Persona, Outcome>>;
type Kind = keyof typeof KINDS;

/** Every seeded lookup starts at id 1; so do the seeded companies, people and projects the admin routes name. */
const FIRST_LOOKUP_ITEM = 1;

/** A route's kind, and the body (a GET: the query) it is sent with when an empty one would fail validation first (422). */
type RouteCase = Kind | { kind: Kind; body: unknown };

/** Bodies that pass validation, so a refused caller meets the permission check, not a 422. */
const MATRIX_CREATE_BODIES: Partial<Record<RegistryResource, object>> = {
  stakeholder_map_items: { module_id: 1, stakeholder_id: 1, x: 0, y: 0 },
  product_and_service_map_items: { module_id: 1, product_and_service_item_id: 1, x: 0, y: 0 },
  tag_map_items: { module_id: 1, tag_id: 1, x: 0, y: 0 },
};

/**
 * Every route with an id, without its `.json` twin: METHOD and path → what it allows. 'own' marks routes
 * whose id is not a project's (a comment, a label, a preference, a catalogue row): their own test files
 * cover who may reach them.
 */
const ROUTES: Record<string, RouteCase | 'own'> = {
  ...COMPANY_ADMIN_ROUTES,
  ...lookupAdminRoutes(),
  ...SYSTEM_ACCOUNTS_ROUTES,
  ...registryIoRoutes(),
  ...assessmentRoutes(),
  ...dataCatalogRoutes(),
  ...dataMapRoutes(),
  ...projectDataGovernanceRoutes(),
  ...moduleDataRoutes(),
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/import_upload': 'moduleWrite',
  ...registryRoutes(),
  'GET /api/links/:id': 'projectRead',
  'PUT /api/links/:id': 'projectWrite',
  'DELETE /api/links/:id': 'projectWrite',
  'DELETE /api/comments/:id': 'own',
  'DELETE /api/current_user/sessions/:id': 'own',
  'DELETE /api/labels/:id': 'own',
  // Release notes are not a project's; tests/api/release-notes.test.ts covers who reaches them.
  'GET /api/release_notes/:id': 'own',
  'POST /api/release_notes/:id/read': 'own',
  'GET /api/admin/release_notes/:id': 'own',
  'PUT /api/admin/release_notes/:id': 'own',
  'DELETE /api/admin/release_notes/:id': 'own',
  'POST /api/admin/release_notes/:id/release_note_images': 'own',
  'DELETE /api/admin/release_notes/:id/release_note_images/:imageId': 'own',
  // So are feature notifications; tests/api/feature-notifications.test.ts covers who reaches them.
  'GET /api/admin/new_feature_notifications/:id': 'own',
  'PUT /api/admin/new_feature_notifications/:id': 'own',
  'DELETE /api/admin/new_feature_notifications/:id': 'own',
  'POST /api/admin/new_feature_notifications/:id/upload_image': 'own',
  'DELETE /api/admin/new_feature_notifications/:id/remove_image': 'own',
  // Language models: system admins only; no model is seeded, so the system admin's read of one is left to
  // tests/api/llm-models.test.ts (which also covers the assistant calls, whose ids travel in the query).
  'GET /api/admin/llm_models/:id': 'own',
  'PUT /api/admin/llm_models/:id': 'systemAdmin',
  'DELETE /api/admin/llm_models/:id': 'systemAdmin',
  'POST /api/admin/llm_models/:id/test_connection': 'systemAdmin',
  'PUT /api/comments/:id': 'own',
  'DELETE /api/projects/:id': 'projectAdmin',
  'DELETE /api/projects/:id/favorite': 'projectPersonal',
  'DELETE /api/projects/:projectId/project_access_urls/:accessUrlId': 'projectAdmin',
  'DELETE /api/projects/:projectId/project_resources/:resourceId': 'projectWrite',
  'DELETE /api/projects/:projectId/project_scenario_modules/:moduleId': 'moduleWrite',
  'DELETE /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/:id': 'moduleWrite',
  'DELETE /api/projects/:projectId/project_scenario_modules/:moduleId/module_access_urls/:accessUrlId': 'moduleAdmin',
  'DELETE /api/projects/:projectId/role_permissions/:permissionId': 'projectAdmin',
  'DELETE /api/projects/:projectId/sections/:id': 'projectWrite',
  'DELETE /api/projects/:projectId/user_permissions/:permissionId': 'projectAdmin',
  'GET /api/current_user/preferences/:key': 'own',
  'GET /api/entity_attributes/:id': 'own',
  'GET /api/invitations/:token': 'own',
  'GET /api/password_resets/:token': 'own',
  'GET /api/projects/:id': 'projectBasics',
  'GET /api/projects/:id/export': 'projectRead',
  'GET /api/projects/:id/export.pdf': 'projectRead',
  'GET /api/projects/:id/project_history_events': 'projectRead',
  'GET /api/projects/:projectId/effective_permissions': 'memberRead',
  'GET /api/projects/:projectId/entity_values': { kind: 'projectBasics', body: { ids: '1' } },
  'GET /api/projects/:projectId/project_access_urls': 'projectAdmin',
  'GET /api/projects/:projectId/project_resources': 'projectBasics',
  'GET /api/projects/:projectId/project_scenario_modules': 'projectBasics',
  'GET /api/projects/:projectId/project_scenario_modules/:moduleId': 'moduleRead',
  'GET /api/project_scenario_modules/:moduleId': 'moduleRead',
  'GET /api/modules/:moduleId/revisions': 'moduleRead',
  'GET /api/modules/:moduleId/revisions/:id': 'moduleRead',
  'POST /api/modules/:moduleId/revisions/:id/restore': 'moduleWrite',
  'GET /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values': 'moduleRead',
  'GET /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/:id': 'moduleRead',
  'GET /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/export.csv': 'moduleRead',
  'GET /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/export.bpmn': 'moduleRead',
  'GET /api/projects/:projectId/project_scenario_modules/:moduleId/module_access_urls': 'moduleAdmin',
  'GET /api/projects/:projectId/role_permissions': 'memberRead',
  'GET /api/projects/:projectId/sections': 'projectRead',
  'GET /api/projects/:projectId/sections/:id': 'projectRead',
  'GET /api/projects/:projectId/user_permissions': 'memberRead',
  'GET /api/scenario_modules/:id': 'own',
  'GET /api/users/:id': 'own',
  'GET /api/roles/:id': 'own',
  'GET /api/projects/:projectId/project_resources/:resourceId': 'projectRead',
  'POST /api/projects/:projectId/project_resources/update_positions': { kind: 'projectWrite', body: { ids: [] } },
  'GET /api/projects/:projectId/user_permissions/:permissionId': 'memberRead',
  'GET /api/projects/:projectId/role_permissions/:permissionId': 'memberRead',
  'PUT /api/admin/scenario_modules/:id': 'systemAdmin',
  'POST /api/projects/:id/clone': 'projectCopy',
  'POST /api/projects/:id/create_project_from': 'projectCopy',
  'POST /api/projects/:id/create_sample_from': 'projectCopy',
  'POST /api/projects/:id/create_template_from': 'projectCopy',
  'POST /api/projects/:id/favorite': 'projectPersonal',
  'POST /api/projects/:id/upload_image': 'projectWrite',
  'POST /api/projects/:projectId/project_access_urls': 'projectAdmin',
  'POST /api/projects/:projectId/project_resources': { kind: 'projectWrite', body: { title: 'Matrix', url: 'https://matrix.test' } },
  'POST /api/projects/:projectId/project_scenario_modules': { kind: 'projectWrite', body: { name: 'Matrix', type_key: 'Risks' } },
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/clone': 'moduleWrite',
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values': { kind: 'moduleWrite', body: { entity_attribute_id: 1, value: {} } },
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/bulk_create': { kind: 'moduleWrite', body: { entity_values: [] } },
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/bulk_destroy': { kind: 'moduleWrite', body: { ids: [] } },
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/bulk_update': { kind: 'moduleWrite', body: { entity_values: [] } },
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/clone': { kind: 'moduleWrite', body: { entity_value_ids: [1] } },
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/remove_image': { kind: 'moduleWrite', body: { id: 'matrix' } },
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/update_positions': { kind: 'moduleWrite', body: { ids: [] } },
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/upload_image': 'moduleWrite',
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/upload_module_image': 'moduleWrite',
  'POST /api/projects/:projectId/project_scenario_modules/:moduleId/module_access_urls': 'moduleAdmin',
  'POST /api/projects/:projectId/project_scenario_modules/update_positions': { kind: 'projectWrite', body: { ids: [] } },
  'POST /api/projects/:projectId/role_permissions': { kind: 'projectAdmin', body: { role_id: 1, permission_key: 'read' } },
  'PUT /api/admin/companies/:companyId/users/:userId': { kind: 'systemAdmin', body: { removed: true } },
  'POST /api/projects/:projectId/sections': { kind: 'projectWrite', body: { name: 'Matrix' } },
  'POST /api/projects/:projectId/sections/:sectionId/clone': 'projectWrite',
  'POST /api/projects/:projectId/sections/update_positions': { kind: 'projectWrite', body: { ids: [] } },
  'POST /api/projects/:projectId/upload_pdf': 'projectWrite',
  'POST /api/projects/:projectId/user_permissions': { kind: 'projectAdmin', body: { user_id: 1, permission_key: 'read' } },
  'PUT /api/current_user/preferences/:key': 'own',
  'PUT /api/labels/:id': 'own',
  'POST /api/labels/:id/restore': 'own',
  'PUT /api/projects/:id': 'projectWrite',
  'PUT /api/projects/:projectId/project_resources/:resourceId': 'projectWrite',
  'PUT /api/projects/:projectId/project_scenario_modules/:moduleId': 'moduleWrite',
  'PUT /api/projects/:projectId/project_scenario_modules/:moduleId/entity_values/:id': 'moduleWrite',
  'PUT /api/projects/:projectId/role_permissions/:permissionId': { kind: 'projectAdmin', body: { permission_key: 'read' } },
  'PUT /api/projects/:projectId/sections/:id': 'projectWrite',
  'PUT /api/projects/:projectId/user_permissions/:permissionId': { kind: 'projectAdmin', body: { permission_key: 'read' } },
  ...companyProviderRoutes(),
};

/** A company's sign-in providers (system admins); reading one that exists is in company-providers.test.ts, the public sign-in calls in provider-sign-in.test.ts. */
function companyProviderRoutes(): Record<string, RouteCase | 'own'> {
  const item = '/api/admin/companies/:companyId/providers/:id';
  return {
    'GET /api/admin/companies/:companyId/providers': 'systemAdmin',
    'POST /api/admin/companies/:companyId/providers': { kind: 'systemAdmin', body: { label: 'Matrix', issuer_url: 'https://matrix.test', client_id: 'matrix' } },
    [`GET ${item}`]: 'own',
    [`PUT ${item}`]: 'systemAdmin',
    [`DELETE ${item}`]: 'systemAdmin',
    [`POST ${item}/check`]: 'systemAdmin',
    'GET /api/oauth/providers/:id': 'own',
    'GET /api/oauth/providers/:id/start': 'own',
  };
}

/** Each system-wide lookup's admin calls on one item (server/domain/lookups/). */
function lookupAdminRoutes(): Record<string, RouteCase> {
  return Object.fromEntries(
    LOOKUP_DECLARATIONS.flatMap(({ resource }) => {
      const item = `/api/admin/${resource}/:id`;
      return [
        // Read by every workspace user, as the list is: lookups.test.ts covers who.
        [`GET /api/${resource}/:id`, 'own'],
        [`GET ${item}`, 'systemAdmin'],
        [`PUT ${item}`, 'systemAdmin'],
        [`DELETE ${item}`, 'systemAdmin'],
        [`POST ${item}/move_item`, { kind: 'systemAdmin', body: { move_direction: 'up' } }],
      ];
    }),
  );
}

/** Every assessment call: tests/api/assessment*.test.ts cover who may reach them (their own permission rule, §6). */
function assessmentRoutes(): Record<string, 'own'> {
  const base = '/api/assessments/:assessmentId';
  const structure = ['sections', 'groups', 'questions', 'question_options', 'user_permissions', 'role_permissions'].flatMap((resource) => [
    `GET ${base}/${resource}`, `POST ${base}/${resource}`, ...(resource.endsWith('permissions') ? [] : [`POST ${base}/${resource}/update_positions`]),
    `GET ${base}/${resource}/:id`, `PUT ${base}/${resource}/:id`, `DELETE ${base}/${resource}/:id`,
  ]);
  const response = `${base}/responses/:responseId`;
  return Object.fromEntries(
    [
      `GET ${base}`, `PUT ${base}`, `DELETE ${base}`, ...structure,
      `GET ${base}/current_response`, `PUT ${base}/current_response`, `GET ${base}/current_response/answers`,
      `GET ${base}/responses`, `GET ${base}/results`, `GET ${base}/export.csv`, `GET ${base}/export`, `GET ${response}`, `DELETE ${response}`, `GET ${response}/answers`, `GET ${response}/answers/:id`, `GET ${response}/answer_options`, `GET ${response}/export.pdf`,
    ].map((route) => [route, 'own']),
  );
}

/** Every data catalog call: tests/api/data-catalogs*.test.ts cover who may reach them (the data item rule, §6). */
function dataCatalogRoutes(): Record<string, 'own'> {
  const base = '/api/data_catalogs/:dataCatalogId';
  const detail = `${base}/data_catalog_details/:detailId`;
  const children = ['data_catalog_groups', 'data_catalog_details', 'user_permissions', 'role_permissions'].flatMap((resource) => [
    `GET ${base}/${resource}`, `POST ${base}/${resource}`, `PUT ${base}/${resource}/:id`, `DELETE ${base}/${resource}/:id`,
    ...(resource.endsWith('permissions') ? [`GET ${base}/${resource}/:id`] : []),
  ]);
  return Object.fromEntries(
    [
      `GET ${base}`, `PUT ${base}`, `DELETE ${base}`, ...children,
      `GET ${detail}/data_catalog_detail_links`, `POST ${detail}/data_catalog_detail_links`, `DELETE ${detail}/data_catalog_detail_links/:id`, `GET ${detail}/lineage`,
      `GET ${base}/delta`, `POST ${base}/clone`, `POST ${base}/create_global_from`, `POST ${base}/create_local_from`,
      'GET /api/data_maps/:dataMapId/data_catalogs',
    ].map((route) => [route, 'own']),
  );
}

/** Every data map call: tests/api/data-maps*.test.ts cover who may reach them (the data item rule, §6). */
function dataMapRoutes(): Record<string, 'own'> {
  const base = '/api/data_maps/:dataMapId';
  const children = ['data_map_categories', 'data_map_data_catalogs', 'user_permissions', 'role_permissions'].flatMap((resource) => [
    `GET ${base}/${resource}`, `POST ${base}/${resource}`, `GET ${base}/${resource}/:id`, `PUT ${base}/${resource}/:id`, `DELETE ${base}/${resource}/:id`,
    ...(resource.endsWith('permissions') ? [] : [`POST ${base}/${resource}/update_positions`]),
  ]);
  const mappings = ['data_map_detail_mappings', 'data_map_category_mappings'].flatMap((resource) => [
    `GET ${base}/${resource}`, `POST ${base}/${resource}`, `GET ${base}/${resource}/:id`, `DELETE ${base}/${resource}/:id`, `POST ${base}/${resource}/file_upload`,
  ]);
  return Object.fromEntries(
    [
      `GET ${base}`, `PUT ${base}`, `DELETE ${base}`, ...children, ...mappings,
      `POST ${base}/data_map_detail_mappings/bulk_create`, `POST ${base}/data_map_detail_mappings/bulk_destroy`,
      `POST ${base}/upload_image`, `POST ${base}/remove_image`, `GET ${base}/data_catalog_detail_links`, `POST ${base}/clone`, `POST ${base}/create_global_from`, `POST ${base}/create_local_from`,
      `GET ${base}/vectorize_data_map`, `POST ${base}/vectorize_data_map`, `POST ${base}/ai_map_upload`,
    ].map((route) => [route, 'own']),
  );
}

/** The data maps and catalogs a project works with, and its associated data elements: the project's own rule. */
function projectDataGovernanceRoutes(): Record<string, RouteCase> {
  const base = '/api/projects/:projectId';
  return {
    [`GET ${base}/data_maps`]: 'projectRead',
    [`POST ${base}/data_maps`]: { kind: 'projectWrite', body: { data_map_id: 1 } },
    [`DELETE ${base}/data_maps/:id`]: 'projectWrite',
    [`GET ${base}/data_catalogs`]: 'projectRead',
    [`POST ${base}/data_catalogs`]: { kind: 'projectWrite', body: { data_catalog_id: 1 } },
    [`DELETE ${base}/data_catalogs/:id`]: 'projectWrite',
    [`GET ${base}/associated_data_elements`]: 'projectRead',
    [`GET ${base}/associated_data_elements/export`]: 'projectRead',
  };
}

/**
 * A module's ties to catalog details, its entity value links and its data interface: the module's own rule. Reading
 * one row, or a catalog's parts, by id is covered by tests/api/module-data-interface.test.ts.
 */
function moduleDataRoutes(): Record<string, RouteCase | 'own'> {
  const base = '/api/projects/:projectId/project_scenario_modules/:moduleId';
  return {
    [`GET ${base}/data_catalog_details_entity_values`]: 'moduleRead',
    [`POST ${base}/data_catalog_details_entity_values`]: { kind: 'moduleWrite', body: { entity_value_id: 1, data_catalog_detail_id: 1 } },
    [`DELETE ${base}/data_catalog_details_entity_values/:id`]: 'moduleWrite',
    [`GET ${base}/entity_value_links`]: 'moduleRead',
    [`POST ${base}/entity_value_links`]: { kind: 'moduleWrite', body: { entity_value_id: 1, module_id: 1 } },
    [`GET ${base}/entity_value_links/:id`]: 'own',
    [`PUT ${base}/entity_value_links/:id`]: { kind: 'moduleWrite', body: { module_id: 1 } },
    [`DELETE ${base}/entity_value_links/:id`]: 'moduleWrite',
    [`GET ${base}/data_map_categories`]: 'moduleRead',
    [`GET ${base}/data_catalogs`]: 'moduleRead',
    [`GET ${base}/data_map_detail_links`]: 'moduleRead',
    [`GET ${base}/data_map_category_links`]: 'moduleRead',
    [`GET ${base}/data_catalogs/:catalogId/data_catalog_groups`]: 'own',
    [`GET ${base}/data_catalogs/:catalogId/data_catalog_details`]: 'own',
  };
}

/** Each registry's CSV / XLSX export (read; a module link exports what its module reaches) and import (write). */
function registryIoRoutes(): Record<string, RouteCase> {
  return Object.fromEntries(
    REGISTRY_IO.flatMap(({ resource }) => {
      const registry = `/api/projects/:projectId/${resource}`;
      return [
        [`GET ${registry}/export.csv`, 'projectBasics'],
        [`GET ${registry}/export.xlsx`, 'projectBasics'],
        [`POST ${registry}/import_upload`, 'projectWrite'],
      ];
    }),
  );
}

/**
 * Each project registry's calls (server/domain/registries/). Lists are narrowed to what a module link
 * reaches; the matrix's rows are not used by the shared risks module, so reading one by id is as a
 * whole-project read.
 */
function registryRoutes(): Record<string, RouteCase> {
  return Object.fromEntries(
    REGISTRY_DECLARATIONS.flatMap(({ resource, positioned, assignmentField }) => {
      const base = `/api/projects/:projectId/${resource}`;
      const item = `${base}/:id`;
      return [
        [`GET ${item}`, 'projectRead'],
        [`PUT ${item}`, 'projectWrite'],
        [`DELETE ${item}`, 'projectWrite'],
        [`GET ${base}`, 'projectBasics'],
        [`POST ${base}`, { kind: 'projectWrite', body: MATRIX_CREATE_BODIES[resource] ?? { name: 'Matrix' } }],
        ...(positioned ? [[`POST ${base}/update_positions`, { kind: 'projectWrite', body: { ids: [] } }]] : []),
        ...(assignmentField ? [[`GET ${base}/assigned_items_index`, 'projectBasics']] : []),
      ];
    }),
  );
}

describe('the authorization matrix', () => {
  let routes: string[] = [];
  let callers: Record<Persona, Visitor>;

  beforeAll(async () => {
    const seen = new Set<string>();
    const app = await buildApp({
      db: t.db,
      config: t.config,
      onRoute: (route) => {
        for (const method of [route.method].flat()) {
          if (method !== 'HEAD' && route.url.startsWith('/api/') && route.url.includes(':')) seen.add(`${method} ${route.url.replace(/\.json$/, '')}`);
        }
      },
    });
    await app.close();
    routes = [...seen].sort();
    const projectLink = await createProjectLink(as.owner, onboarding);
    const moduleLink = await createModuleLink(as.owner, onboarding, seed.modules.risks!);
    const moduleToken = `${moduleLink.project_access_id}:${moduleLink.access_id}`;
    const plain = (client: typeof as.owner): Visitor => withSessionToken(client, '');
    callers = {
      admin: plain(as.admin), owner: plain(as.owner), editor: plain(as.editor), viewer: plain(as.viewer),
      restricted: plain(as.restricted), globex: plain(as.globex), nobody: plain(as.anonymous),
      projectLink: withSessionToken(t.anonymous, projectLink.access_id),
      moduleLink: withSessionToken(t.anonymous, moduleToken),
      globexProjectLink: withSessionToken(as.globex, projectLink.access_id),
      globexModuleLink: withSessionToken(as.globex, moduleToken),
    };
  });

  it('lists every route with an id, and only routes that exist', () => {
    expect(routes.filter((route) => !(route in ROUTES)), 'routes missing from ROUTES').toEqual([]);
    expect(Object.keys(ROUTES).filter((route) => !routes.includes(route)), 'ROUTES naming no route').toEqual([]);
  });

  /** One row of each registry and one link, by the route path that reads them; filled in paths. */
  async function registryFixtures(): Promise<Record<string, string>> {
    const mapModules = await insertMapModules(t, onboarding);
    const paths: Record<string, string> = {};
    for (const { resource } of REGISTRY_DECLARATIONS) {
      const body = await registryCreateBody(as.owner, onboarding, resource, mapModules);
      const row = expectStatus<{ id: number }>(await as.owner.post(registryPath(onboarding, resource), body), 201);
      paths[`/api/projects/:projectId/${resource}/:id`] = registryPath(onboarding, resource, row.id).replace(/\.json$/, '');
    }
    const stakeholderId = Number(paths['/api/projects/:projectId/stakeholders/:id'].split('/').pop());
    const link = expectStatus<{ id: number }>(
      await as.owner.post(linkPath(), { linkable_type: 'Stakeholder', linkable_id: stakeholderId, title: 'Matrix', url: 'https://matrix.test' }),
      201,
    );
    paths['/api/links/:id'] = linkPath(link.id).replace(/\.json$/, '');
    return { ...paths, ...(await projectPartFixtures()) };
  }

  /** A resource, a user permission and a team permission of the project, by the route path that reads them. */
  async function projectPartFixtures(): Promise<Record<string, string>> {
    const base = `/api/projects/${onboarding}`;
    const resource = expectStatus<{ id: number }>(await as.owner.post(`${base}/project_resources.json`, { title: 'Matrix', url: 'https://matrix.test' }), 201);
    const [userPermission] = expectStatus<Array<{ id: number }>>(await as.owner.get(`${base}/user_permissions.json`), 200);
    const team = await createTeam(t, seed.companies.acme, 'Matrix team', []);
    const teamPermission = expectStatus<{ id: number }>(await as.owner.post(`${base}/role_permissions.json`, { role_id: team, permission_key: 'read' }), 201);
    // A revision of the shared risks module, written directly so that its content stays as seeded.
    const [revision] = await t.db.insert(moduleRevisions).values({ module_id: seed.modules.risks!, project_id: onboarding }).returning();
    const revisionPath = `/api/modules/${seed.modules.risks!}/revisions/${revision.id}`;
    return {
      '/api/modules/:moduleId/revisions/:id': revisionPath,
      '/api/modules/:moduleId/revisions/:id/restore': `${revisionPath}/restore`,
      '/api/projects/:projectId/project_resources/:resourceId': `${base}/project_resources/${resource.id}`,
      '/api/projects/:projectId/user_permissions/:permissionId': `${base}/user_permissions/${userPermission.id}`,
      '/api/projects/:projectId/role_permissions/:permissionId': `${base}/role_permissions/${teamPermission.id}`,
    };
  }

  /**
   * Calls without an id, which the route list above leaves out: who may make them at all. What they answer each
   * caller is their own files' business (search: tests/api/search.test.ts finds only what the caller may read).
   */
  const WITHOUT_ID: Record<string, { query: Record<string, string>; allows: Record<Persona, Outcome> }> = {
    'GET /api/search.json': {
      query: { q: 'acme' },
      allows: { ...KINDS.projectPersonal, globex: 'ok', globexModuleLink: 'ok' },
    },
  };

  it('answers each caller of a call without an id what the permission model allows', async () => {
    const failures: string[] = [];
    for (const [route, { query, allows }] of Object.entries(WITHOUT_ID)) {
      const url = route.split(' ')[1];
      for (const [persona, expected] of Object.entries(allows) as Array<[Persona, Outcome]>) {
        const res = await callers[persona].get(url, { query });
        const got: Outcome = [401, 403, 404].includes(res.statusCode) ? (res.statusCode as Outcome) : 'ok';
        if (got !== expected) failures.push(`${route} as ${persona}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  });

  // Every route with an id, called as every kind of caller: well over a thousand requests, slow on a loaded machine.
  it('answers each caller what the permission model allows', async () => {
    const [value] = await listValues(as.owner, onboarding, seed.modules.risks!);
    const ids: Record<string, number> = {
      id: onboarding, projectId: onboarding, moduleId: seed.modules.risks!, sectionId: seed.section.gettingStarted,
    };
    const itemIds = await registryFixtures();
    const failures: string[] = [];
    for (const route of routes) {
      const entry = ROUTES[route];
      if (!entry || entry === 'own') continue;
      const { kind, body } = typeof entry === 'string' ? { kind: entry, body: {} } : entry;
      const [method, path] = route.split(' ');
      const filled = path.startsWith('/api/admin/')
        ? path.replace(/:\w+/g, String(FIRST_LOOKUP_ITEM))
        : path in itemIds
          ? itemIds[path]
          : path.replace(/:(\w+)/g, (_, name: string) => String(ids[name] ?? (path.includes('entity_values') ? value.id : ids.sectionId)));
      const url = /\.\w+$/.test(filled) ? filled : `${filled}.json`;
      for (const [persona, expected] of Object.entries(KINDS[kind]) as Array<[Persona, Outcome]>) {
        if (method !== 'GET' && expected === 'ok') continue;
        const caller = callers[persona];
        const res: ApiResponse = method === 'GET' ? await caller.get(url, { query: body as Record<string, string> }) : method === 'DELETE' ? await caller.delete(url) : method === 'PUT' ? await caller.put(url, body) : await caller.post(url, body);
        const got: Outcome = [401, 403, 404].includes(res.statusCode) ? (res.statusCode as Outcome) : 'ok';
        if (got !== expected) failures.push(`${route} as ${persona}: ${res.statusCode}, expected ${expected}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
