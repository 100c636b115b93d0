/**
 * A module's content tied to data: .../project_scenario_modules/{moduleId}/data_catalog_details_entity_values (list,
 * create, delete: an item tied to a catalog detail) and entity_value_links (list, get, create, update, destroy: an item
 * linked to a module of the project). Module readers list, module writers change.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { createModuleDataTie, destroyModuleDataTie, listModuleDataTies } from '../domain/data-governance/module-data-ties';
import {
  createEntityValueLink,
  destroyEntityValueLink,
  getEntityValueLink,
  listEntityValueLinks,
  updateEntityValueLink,
} from '../domain/data-governance/module-data-value-links';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  DataCatalogDetailsEntityValueCreateSchema,
  DataCatalogDetailsEntityValueSchema,
  EntityValueLinkCreateSchema,
  EntityValueLinkSchema,
  EntityValueLinkUpdateSchema,
  ModuleChildParamsSchema,
} from '../schemas/module-data-schema';
import { ModuleParamsSchema } from '../schemas/resource-schema';

const tags = ['entity values'];
const MODULE = '/projects/:projectId/project_scenario_modules/:moduleId';
const TIES = `${MODULE}/data_catalog_details_entity_values`;
const LINKS = `${MODULE}/entity_value_links`;

const moduleDataTies: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms(`${TIES}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The module’s content items tied to catalog details, in catalogs the caller may read', params: ModuleParamsSchema, response: { 200: Type.Array(DataCatalogDetailsEntityValueSchema), ...errorResponses }, hide },
    }, async (request) => listModuleDataTies(app.db, requireAuth(request), request.params.projectId, request.params.moduleId));
    app.post(url, {
      schema: {
        tags,
        summary: 'Tie a content item of the module to a detail of a readable catalog, through a readable map placing it or none (module write)',
        params: ModuleParamsSchema,
        body: DataCatalogDetailsEntityValueCreateSchema,
        response: { 201: DataCatalogDetailsEntityValueSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => reply.status(201).send(await createModuleDataTie(app.db, requireAuth(request), request.params.projectId, request.params.moduleId, request.body)));
  }
  for (const { url, hide } of routeForms(`${TIES}/:id.json`)) {
    app.delete(url, {
      schema: { tags, summary: 'Remove a tie (module write; its detail’s catalog readable). Answers the tie removed.', params: ModuleChildParamsSchema, response: { 200: DataCatalogDetailsEntityValueSchema, ...errorResponses }, hide },
    }, async (request) => destroyModuleDataTie(app.db, requireAuth(request), request.params.projectId, request.params.moduleId, request.params.id));
  }

  for (const { url, hide } of routeForms(`${LINKS}.json`)) {
    app.get(url, {
      schema: { tags, summary: 'The links of the module’s content items to modules of the project', params: ModuleParamsSchema, response: { 200: Type.Array(EntityValueLinkSchema), ...errorResponses }, hide },
    }, async (request) => listEntityValueLinks(app.db, requireAuth(request), request.params.projectId, request.params.moduleId));
    app.post(url, {
      schema: { tags, summary: 'Link a content item of the module to a module of the project (module write)', params: ModuleParamsSchema, body: EntityValueLinkCreateSchema, response: { 201: EntityValueLinkSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createEntityValueLink(app.db, requireAuth(request), request.params.projectId, request.params.moduleId, request.body)));
  }
  for (const { url, hide } of routeForms(`${LINKS}/:id.json`)) {
    app.get(url, {
      schema: { tags, summary: 'One entity value link', params: ModuleChildParamsSchema, response: { 200: EntityValueLinkSchema, ...errorResponses }, hide },
    }, async (request) => getEntityValueLink(app.db, requireAuth(request), request.params.projectId, request.params.moduleId, request.params.id));
    app.put(url, {
      schema: { tags, summary: 'Point a link at another module of the project (module write)', params: ModuleChildParamsSchema, body: EntityValueLinkUpdateSchema, response: { 200: EntityValueLinkSchema, ...errorResponses }, hide },
    }, async (request) => updateEntityValueLink(app.db, requireAuth(request), request.params.projectId, request.params.moduleId, request.params.id, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Remove a link (module write). Answers the link removed.', params: ModuleChildParamsSchema, response: { 200: EntityValueLinkSchema, ...errorResponses }, hide },
    }, async (request) => destroyEntityValueLink(app.db, requireAuth(request), request.params.projectId, request.params.moduleId, request.params.id));
  }
};

export default moduleDataTies;
