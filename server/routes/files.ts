/**
 * GET /api/files/{key}: a stored upload (project image, PDF resource, module preview, cell image), when the
 * key has a stored_files row and the caller may read its owner (server/domain/stored-files.ts). Files are
 * private and checked again on every fetch (no-cache), so a revoked share link stops showing them at once.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireAuth } from '../auth/auth-context';
import { readStoredFile } from '../domain/stored-files';
import { errorResponses } from '../schemas/api-schemas';
import { fileStorage } from '../storage';

const files: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/files/*', {
    schema: {
      tags: ['files'],
      summary: 'A stored file (needs read on the project or module it belongs to)',
      params: Type.Object({ '*': Type.String() }),
      response: { 200: Type.Unknown({ description: 'The file bytes with their content type.' }), ...errorResponses },
    },
  }, async (request, reply) => {
    const file = await readStoredFile(app.db, fileStorage(app), requireAuth(request), request.params['*']);
    return reply
      .header('content-type', file.content_type)
      .header('cache-control', 'private, no-cache')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.data);
  });
};

export default files;
