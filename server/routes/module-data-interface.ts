/**
 * The module data interface (data-layer.md §7), read-only for the module's readers: under
 * /api/projects/{projectId}/project_scenario_modules/{moduleId}/, data_map_categories, data_catalogs,
 * data_catalogs/{catalogId}/data_catalog_groups, data_catalogs/{catalogId}/data_catalog_details, data_map_detail_links
 * and data_map_category_links, drawn from the maps and catalogs of the module's project the caller may read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { requireAuth, type AuthContext } from '../auth/auth-context';
import type { Queryable } from '../db/client';
import {
  listModuleCatalogDetails,
  listModuleCatalogGroups,
  listModuleCatalogs,
  listModuleCategories,
  listModuleCategoryLinks,
  listModuleDetailLinks,
} from '../domain/data-governance/module-data-interface';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { DataCatalogDetailSchema, DataCatalogGroupSchema, DataCatalogSchema } from '../schemas/data-catalog-schema';
import { DataMapCategorySchema } from '../schemas/data-map-schema';
import { ModuleCatalogParamsSchema, ModuleDataCategoryLinkSchema, ModuleDataDetailLinkSchema } from '../schemas/module-data-schema';
import { ModuleParamsSchema } from '../schemas/resource-schema';

const tags = ['module data interface'];
const MODULE = '/projects/:projectId/project_scenario_modules/:moduleId';

type ModuleList = (db: Queryable, auth: AuthContext, projectId: number, moduleId: number) => Promise<unknown[]>;
type CatalogList = (db: Queryable, auth: AuthContext, projectId: number, moduleId: number, catalogId: number) => Promise<unknown[]>;

const MODULE_LISTS: Array<{ resource: string; row: TSchema; list: ModuleList; summary: string }> = [
  { resource: 'data_map_categories', row: DataMapCategorySchema, list: listModuleCategories, summary: 'The categories of the project’s data maps the caller may read, each map’s tree in order' },
  { resource: 'data_catalogs', row: DataCatalogSchema, list: listModuleCatalogs, summary: 'The readable catalogs attached to the project or placed on one of its readable maps' },
  { resource: 'data_map_detail_links', row: ModuleDataDetailLinkSchema, list: listModuleDetailLinks, summary: 'The detail links between catalogs placed on the same one of those maps, per map' },
  { resource: 'data_map_category_links', row: ModuleDataCategoryLinkSchema, list: listModuleCategoryLinks, summary: 'The category mappings of those maps to categories of readable maps' },
];

const CATALOG_LISTS: Array<{ resource: string; row: TSchema; list: CatalogList; summary: string }> = [
  { resource: 'data_catalog_groups', row: DataCatalogGroupSchema, list: listModuleCatalogGroups, summary: 'The groups of one of the module’s catalogs, in order' },
  { resource: 'data_catalog_details', row: DataCatalogDetailSchema, list: listModuleCatalogDetails, summary: 'The details of one of the module’s catalogs, flat, in tree order' },
];

const moduleDataInterface: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { resource, row, list, summary } of MODULE_LISTS) {
    for (const { url, hide } of routeForms(`${MODULE}/${resource}.json`)) {
      app.get(url, {
        schema: { tags, summary, params: ModuleParamsSchema, response: { 200: Type.Array(row), ...errorResponses }, hide },
      }, async (request) => list(app.db, requireAuth(request), request.params.projectId, request.params.moduleId));
    }
  }
  for (const { resource, row, list, summary } of CATALOG_LISTS) {
    for (const { url, hide } of routeForms(`${MODULE}/data_catalogs/:catalogId/${resource}.json`)) {
      app.get(url, {
        schema: { tags, summary, params: ModuleCatalogParamsSchema, response: { 200: Type.Array(row), ...errorResponses }, hide },
      }, async (request) => list(app.db, requireAuth(request), request.params.projectId, request.params.moduleId, request.params.catalogId));
    }
  }
};

export default moduleDataInterface;
