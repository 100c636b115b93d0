/**
 * Where a project meets data governance: /api/projects/{projectId}/data_maps and data_catalogs (the maps and catalogs
 * it works with: its readers list those they may read, its writers attach and detach) and associated_data_elements
 * (the catalog details its modules' content points at; export.json as a download).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { exportAssociatedDataElements, listAssociatedDataElements } from '../domain/data-governance/project-data-elements';
import { projectDataCatalogLinks, projectDataMapLinks } from '../domain/data-governance/project-data-items';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import {
  AssociatedDataElementExportSchema,
  AssociatedDataElementSchema,
  ProjectDataCatalogCreateSchema,
  ProjectDataCatalogSchema,
  ProjectDataMapCreateSchema,
  ProjectDataMapSchema,
  ProjectLinkDeletionSchema,
} from '../schemas/data-map-schema';
import { IdSchema, ProjectParamsSchema } from '../schemas/resource-schema';

const tags = ['projects'];
const ChildParamsSchema = Type.Object({ projectId: IdSchema, id: IdSchema });

const projectDataGovernance: FastifyPluginAsyncTypebox = async (app) => {
  const collections = [
    { resource: 'data_maps', links: projectDataMapLinks, row: ProjectDataMapSchema, create: ProjectDataMapCreateSchema, field: 'data_map_id', noun: 'data map' },
    { resource: 'data_catalogs', links: projectDataCatalogLinks, row: ProjectDataCatalogSchema, create: ProjectDataCatalogCreateSchema, field: 'data_catalog_id', noun: 'data catalog' },
  ] as const;
  for (const { resource, links, row, create, field, noun } of collections) {
    for (const { url, hide } of routeForms(`/projects/:projectId/${resource}.json`)) {
      app.get(url, {
        schema: { tags, summary: `The ${noun}s a project works with, those the caller may read`, params: ProjectParamsSchema, response: { 200: Type.Array(row), ...errorResponses }, hide },
      }, async (request) => links.list(app.db, requireAuth(request), request.params.projectId));
      app.post(url, {
        schema: { tags, summary: `Attach a ${noun} the caller may read to the project (project write)`, params: ProjectParamsSchema, body: create, response: { 201: row, ...errorResponses }, hide },
      }, async (request, reply) =>
        reply.status(201).send(await links.attach(app.db, requireAuth(request), request.params.projectId, (request.body as Record<string, number>)[field])));
    }
    for (const { url, hide } of routeForms(`/projects/:projectId/${resource}/:id.json`)) {
      app.delete(url, {
        schema: { tags, summary: `Detach a ${noun} from the project (project write)`, params: ChildParamsSchema, response: { 200: ProjectLinkDeletionSchema, ...errorResponses }, hide },
      }, async (request) => links.detach(app.db, requireAuth(request), request.params.projectId, request.params.id));
    }
  }

  for (const { url, hide } of routeForms('/projects/:projectId/associated_data_elements.json')) {
    app.get(url, {
      schema: { tags, summary: 'The catalog details the project’s modules point at, one per detail and map', params: ProjectParamsSchema, response: { 200: Type.Array(AssociatedDataElementSchema), ...errorResponses }, hide },
    }, async (request) => listAssociatedDataElements(app.db, requireAuth(request), request.params.projectId));
  }
  for (const { url, hide } of routeForms('/projects/:projectId/associated_data_elements/export.json')) {
    app.get(url, {
      schema: { tags, summary: 'The associated data elements with their names, as a download', params: ProjectParamsSchema, response: { 200: Type.Array(AssociatedDataElementExportSchema), ...errorResponses }, hide },
    }, async (request, reply) => {
      const rows = await exportAssociatedDataElements(app.db, requireAuth(request), request.params.projectId);
      return reply.header('content-disposition', `attachment; filename="project-${request.params.projectId}-data-elements.json"`).send(rows);
    });
  }
};

export default projectDataGovernance;
