/**
 * Search across the workspace: GET /api/search?q=&kinds=&limit= (server/domain/search/). Signed-in members only;
 * a share-link visitor is refused (403), as are accounts confined to their profile.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireSignedInUser } from '../auth/auth-context';
import { searchWorkspace } from '../domain/search/search-workspace';
import { routeForms } from '../route-forms';
import { errorResponses } from '../schemas/api-schemas';
import { SearchAnswerSchema, SearchQuerySchema } from '../schemas/search-schema';

const tags = ['search'];

const search: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, hide } of routeForms('/search.json')) {
    app.get(url, {
      schema: {
        tags,
        summary: 'Find projects, sections, modules, module content, comments, registry items and catalog details you may read, grouped by kind',
        querystring: SearchQuerySchema,
        response: { 200: SearchAnswerSchema, ...errorResponses },
        hide,
      },
    }, async (request) => searchWorkspace(app.db, requireSignedInUser(request), request.query));
  }
};

export default search;
