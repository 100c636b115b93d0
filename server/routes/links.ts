/**
 * The further links of stakeholders and products: POST /api/links.json (appended to its owner's links),
 * GET /api/links.json?linkable_type=&linkable_id=, GET|PUT|DELETE /api/links/{id}.json. Permissions
 * follow the owner's project.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { createLink, destroyLink, getLink, listLinks, updateLink } from '../domain/registries/registry-links';
import { assertWorkspaceUser } from '../domain/workspace-access';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { LinkCreateSchema, LinkListQuerySchema, LinkParamsSchema, LinkSchema, LinkUpdateSchema } from '../schemas/registry-schema';

const tags = ['registries'];

const links: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preValidation', async (request) => assertWorkspaceUser(requireAuth(request)));

  for (const { url, hide } of routeForms('/links.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: "A stakeholder's or product's links, by position",
        querystring: LinkListQuerySchema,
        response: { 200: Type.Array(LinkSchema), ...errorResponses },
        hide,
      },
    }, async (request) => listLinks(app.db, requireAuth(request), request.query.linkable_type, request.query.linkable_id));

    app.post(url, {
      schema: {
        tags,
        summary: "Add a link after its owner's other links (needs project write)",
        body: LinkCreateSchema,
        response: { 201: LinkSchema, ...errorResponses },
        hide,
      },
    }, async (request, reply) => reply.status(201).send(await createLink(app.db, requireAuth(request), request.body)));
  }

  for (const { url, hide } of routeForms('/links/:id.json')) {
    app.get(url, {
      schema: { tags, summary: 'One link', params: LinkParamsSchema, response: { 200: LinkSchema, ...errorResponses }, hide },
    }, async (request) => getLink(app.db, requireAuth(request), request.params.id));

    app.put(url, {
      schema: {
        tags,
        summary: 'Change a link (needs project write)',
        params: LinkParamsSchema,
        body: LinkUpdateSchema,
        response: { 200: LinkSchema, ...errorResponses },
        hide,
      },
    }, async (request) => updateLink(app.db, requireAuth(request), request.params.id, request.body));

    app.delete(url, {
      schema: { tags, summary: 'Delete a link (needs project write)', params: LinkParamsSchema, response: { 204: Type.Null(), ...errorResponses }, hide },
    }, async (request, reply) => {
      await destroyLink(app.db, requireAuth(request), request.params.id);
      return reply.status(204).send(null);
    });
  }
};

export default links;
