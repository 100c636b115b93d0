/**
 * /api/data_maps/{dataMapId}/data_catalog_detail_links: the detail links between the catalogs a map places, for its
 * readers (the overview draws them as lines between catalog cards). Links are made on the catalogs' details.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { listMapDetailLinks } from '../domain/data-governance/map-detail-links';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { DataMapParamsSchema } from '../schemas/data-catalog-schema';
import { DataMapDetailLinkSchema } from '../schemas/data-map-schema';

const tags = ['data maps'];

const dataMapLinks: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => void requireSignedInUser(request));

  for (const { url, hide } of routeForms('/data_maps/:dataMapId/data_catalog_detail_links.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'The detail links between catalogs placed on the map, both ends in catalogs the caller may read',
        params: DataMapParamsSchema,
        response: { 200: Type.Array(DataMapDetailLinkSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listMapDetailLinks(app.db, requireSignedInUser(request), request.params.dataMapId));
  }
};

export default dataMapLinks;
