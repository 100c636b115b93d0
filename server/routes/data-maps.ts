/**
 * /api/data_maps: the maps the caller may read (global and their company's; search, filter, sort as for catalogs),
 * create (a local map, company write; a global one, system admins), get, update (write), delete (admin), and upload_image.json and remove_image.json
 * (the overview picture, write). Each map answers its coverage: details of its placed catalogs, and those mapped to a category.
 * Who may do what: server/domain/data-governance/data-item-access.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ACCOUNT_IMAGE_SUMMARY, readAccountImageUpload } from '../account-image-upload';
import { requireSignedInUser } from '../auth/auth-context';
import { createDataMap, describeDataMap, destroyDataMap, listDataMaps, removeDataMapImage, replaceDataMapImage, updateDataMap } from '../domain/data-governance/map-store';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { DataItemListQuerySchema, DataMapParamsSchema } from '../schemas/data-catalog-schema';
import { DataMapCreateSchema, DataMapSchema, DataMapUpdateSchema } from '../schemas/data-map-schema';
import { fileStorage } from '../storage';

const tags = ['data maps'];

const dataMaps: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { url, hide } of routeForms('/data_maps.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The data maps the caller may read (global and their company’s), by name unless sorted otherwise, with their coverage',
        querystring: DataItemListQuerySchema,
        response: { 200: Type.Array(DataMapSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listDataMaps(app.db, requireSignedInUser(request), request.query));
    app.post(url, {
      schema: { tags, summary: 'Create a data map of the caller’s company (needs company write), or a global one (global: true, system admins); the creator becomes its admin', body: DataMapCreateSchema, response: { 201: DataMapSchema, ...errorResponses }, hide },
    }, async (request, reply) => reply.status(201).send(await createDataMap(app.db, requireSignedInUser(request), request.body)));
  }

  for (const { url, hide } of routeForms('/data_maps/:dataMapId.json')) {
    app.get(url, {
      schema: { tags, summary: 'One data map with its coverage', params: DataMapParamsSchema, response: { 200: DataMapSchema, ...errorResponses }, hide },
    }, async (request) => describeDataMap(app.db, requireSignedInUser(request), request.params.dataMapId));
    app.put(url, {
      schema: { tags, summary: 'Rename a data map or change its description (needs write)', params: DataMapParamsSchema, body: DataMapUpdateSchema, response: { 200: DataMapSchema, ...errorResponses }, hide },
    }, async (request) => updateDataMap(app.db, requireSignedInUser(request), request.params.dataMapId, request.body));
    app.delete(url, {
      schema: { tags, summary: 'Delete a data map with its categories, placed catalogs, mappings and picture (needs admin)', params: DataMapParamsSchema, response: { 204: Type.Null(), ...errorResponses }, hide },
    }, async (request, reply) => {
      await destroyDataMap(app.db, fileStorage(app), requireSignedInUser(request), request.params.dataMapId);
      return reply.status(204).send(null);
    });
  }

  for (const { url, hide } of routeForms('/data_maps/:dataMapId/upload_image.json')) {
    app.post(url, {
      schema: { tags, summary: `Upload the map’s overview picture (${ACCOUNT_IMAGE_SUMMARY}; needs write)`, params: DataMapParamsSchema, consumes: ['multipart/form-data'], response: { 200: DataMapSchema, ...errorResponses }, hide },
    }, async (request) => replaceDataMapImage(app.db, fileStorage(app), requireSignedInUser(request), request.params.dataMapId, () => readAccountImageUpload(request)));
  }
  for (const { url, hide } of routeForms('/data_maps/:dataMapId/remove_image.json')) {
    app.post(url, {
      schema: { tags, summary: 'Remove the map’s overview picture and delete its file (needs write)', params: DataMapParamsSchema, response: { 200: DataMapSchema, ...errorResponses }, hide },
    }, async (request) => removeDataMapImage(app.db, fileStorage(app), requireSignedInUser(request), request.params.dataMapId));
  }
};

export default dataMaps;
